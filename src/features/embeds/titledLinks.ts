/**
 * A body's markdown with each embedded link titled (docs/decisions/072-embeds.md): where the page shows a poster or a
 * card, the markdown, the feeds and the agents get the link with what it is, `[Title](url)`, never a player.
 */
import { Marked } from 'marked'

import { digestCache } from '../../ground/lib/digestMemo'
import { destination, escapeInline } from '../../ground/markdown/blocks'
import { type Embed, sameUrl, shownEmbeds } from './embedData'
import { embedLinkOf } from './embedLinks'

const lexer = new Marked({ gfm: true, breaks: false, async: false })

/** What a link to an embed says: its title, or whose post it is. */
function embedTitle(embed: Embed): string | null {
  switch (embed.kind) {
    case 'video':
      return `${embed.title} (${embed.provider} video)`
    case 'card':
      return embed.provider ? `${embed.title} (${embed.provider})` : embed.title
    case 'post':
      return `Post by ${embed.author} on ${embed.provider}`
    case 'none':
      return null
  }
}

/**
 * Lexing a body costs a page's miss more than digesting it: the titled text of a body with embeds is remembered by
 * the digest of the body and its embeds (an edit of either is titled anew); a few hundred bodies in a few hundred KB.
 */
const remembered = digestCache<string>({ maxEntries: 500 })

export function titledLinks(markdown: string, stored: unknown): string {
  // A link whose embed failed ('none') stays as it is written: nothing to title, nothing to lex.
  const titled = shownEmbeds(stored).filter((embed) => embed.kind !== 'none')
  if (titled.length === 0) return markdown
  return remembered(`${JSON.stringify(titled)}\n${markdown}`, () => titledText(markdown, titled))
}

function titledText(markdown: string, stored: Embed[]): string {
  const embeds = new Map(stored.map((embed) => [sameUrl(embed.url), embed]))
  const tokens = lexer.lexer(markdown)
  // Put back together from the tokens' own text: where that is not the markdown itself, it is left as it was.
  if (tokens.map((token) => token.raw).join('') !== markdown) return markdown
  return tokens
    .map((token) => {
      const href = embedLinkOf(token)
      const embed = href ? embeds.get(sameUrl(href)) : undefined
      const title = embed && embedTitle(embed)
      if (!title) return token.raw
      const ending = /\n*$/.exec(token.raw)![0]
      return `[${escapeInline(title)}](${destination(href!)})${ending}`
    })
    .join('')
}
