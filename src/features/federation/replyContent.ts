/**
 * A reply's words as they may appear on our pages (docs/decisions/044-federation.md): the little HTML Mastodon and
 * its peers send (paragraphs, line breaks, links, mentions' spans) and nothing else, links marked as the author's
 * (`nofollow ugc`), at most a few thousand characters, and no control character (a NUL would fail its storing). Done
 * once, as the reply arrives; an editor still approves it.
 */
import sanitizeHtml from 'sanitize-html'

import { withoutControlCharacters } from '../../ground/lib/withoutControlCharacters'

const MAX_CHARACTERS = 5_000

const RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'span'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow ugc noopener' } }),
  },
}

export function replyContent(html: string): string {
  const clean = sanitizeHtml(withoutControlCharacters(html.slice(0, MAX_CHARACTERS * 4)), {
    ...RULES,
    allowedAttributes: { a: ['href', 'rel'] },
  })
  return clean.length > MAX_CHARACTERS ? `${sanitizeHtml(clean.slice(0, MAX_CHARACTERS), RULES)}…` : clean
}
