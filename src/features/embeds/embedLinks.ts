/**
 * The links a body's markdown holds alone in a paragraph: a URL on a line of its own (`https://…`, `<https://…>`), or a
 * paragraph that is one link (`[text](https://…)`, what the cockpit's rich text makes of a pasted URL or an autolink).
 * Those, and only those, may become embeds (docs/decisions/072-embeds.md); a link inside a sentence stays a link.
 */
import { Marked, type Token } from 'marked'

const lexer = new Marked({ gfm: true, breaks: false, async: false })

/** At most this many links of one body are embedded: the rest stay links, and a save waits for a bounded number. */
export const MAX_EMBEDS = 10

/** The link a top-level token of a body holds alone, if it is a paragraph of one http(s) link. */
export const embedLinkOf = (token: Token): string | null => {
  if (token.type !== 'paragraph') return null
  const parts = (token.tokens ?? []).filter((part) => !(part.type === 'text' && part.raw.trim() === ''))
  const [only] = parts
  if (parts.length !== 1 || only?.type !== 'link') return null
  const href = (only as { href: string }).href
  return /^https?:\/\//i.test(href) && URL.canParse(href) ? href : null
}

/** The lone links of a body, each once, in order, at most MAX_EMBEDS. */
export function embedLinks(markdown: string): string[] {
  const found = new Set<string>()
  for (const token of lexer.lexer(markdown)) {
    const href = embedLinkOf(token)
    if (href) found.add(href)
    if (found.size === MAX_EMBEDS) break
  }
  return [...found]
}
