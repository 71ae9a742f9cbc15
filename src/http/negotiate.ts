/**
 * Chooses between a page's HTML and markdown from the request's `Accept` header (RFC 9110 §12.5.1): each type's
 * quality comes from the most specific range that matches it (`text/markdown` before `text/*` before `*\/*`), the
 * higher quality wins, and HTML is the default. On a tie, a type the client named outright beats one it only
 * reached through a wildcard, so `text/markdown, *\/*` gets markdown while `text/markdown;q=0.9, text/html` and
 * `*\/*` get HTML.
 */
export type Representation = 'html' | 'markdown'

interface MediaRange {
  type: string
  subtype: string
  q: number
}

const MAX_RANGES = 32

function parseAccept(header: string): MediaRange[] {
  return header
    .split(',')
    .slice(0, MAX_RANGES)
    .flatMap((part): MediaRange[] => {
      const [range, ...params] = part.split(';').map((piece) => piece.trim())
      const match = /^([\w.+-]+|\*)\/([\w.+-]+|\*)$/.exec((range ?? '').toLowerCase())
      if (!match) return []
      let q = 1
      for (const param of params) {
        const [name, value] = param.split('=').map((piece) => piece.trim())
        if (name?.toLowerCase() === 'q') {
          const parsed = Number(value)
          q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0
        }
      }
      return [{ type: match[1]!, subtype: match[2]!, q }]
    })
}

/** The quality of `type/subtype` and whether a range named it outright; undefined when no range matches. */
function qualityOf(ranges: MediaRange[], type: string, subtype: string) {
  let best: { q: number; specificity: number } | undefined
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1
    if (specificity < 0) continue
    if (!best || specificity > best.specificity) best = { q: range.q, specificity }
  }
  return best
}

/**
 * Clients send the same Accept header on every request, and a page-cache hit reads it twice (the read limit, the
 * cache key): the answers to the last few hundred short headers are kept, so a hit parses none (docs/performance.md).
 */
const MEMO_ENTRIES = 256
const MEMO_MAX_HEADER_LENGTH = 256
const memo = new Map<string, Representation>()

export function preferredRepresentation(accept: string | null | undefined): Representation {
  if (!accept) return 'html'
  const known = memo.get(accept)
  if (known !== undefined) return known
  const representation = negotiate(accept)
  if (accept.length <= MEMO_MAX_HEADER_LENGTH) {
    if (memo.size >= MEMO_ENTRIES) memo.clear()
    memo.set(accept, representation)
  }
  return representation
}

function negotiate(accept: string): Representation {
  const ranges = parseAccept(accept)
  const markdown = qualityOf(ranges, 'text', 'markdown')
  if (!markdown || markdown.q === 0) return 'html'
  const html = qualityOf(ranges, 'text', 'html')
  if (!html || markdown.q > html.q) return 'markdown'
  if (markdown.q < html.q) return 'html'
  return markdown.specificity === 2 && html.specificity < 2 ? 'markdown' : 'html'
}
