/**
 * Chooses between a page's HTML and markdown from the request's `Accept` header (RFC 9110 §12.5.1): each type's
 * quality comes from the most specific range that matches it (`text/markdown` before `text/*` before `*\/*`), the
 * higher quality wins, and HTML is the default. On a tie, a type the client named outright beats one it only
 * reached through a wildcard, so `text/markdown, *\/*` gets markdown while `text/markdown;q=0.9, text/html` and
 * `*\/*` get HTML. A social web server that names ActivityStreams outright, ranked no lower than HTML, gets an
 * article as its ActivityPub object (src/features/federation/articleDocument.ts).
 */
export type Representation = 'html' | 'markdown' | 'activity'

interface MediaRange {
  type: string
  subtype: string
  q: number
  /** The `profile` parameter, unquoted, if any: JSON-LD names its vocabulary there. */
  profile?: string
}

/** What ActivityPub servers ask for (ActivityPub §3.2): either type, named outright. */
const ACTIVITY_STREAMS_PROFILE = 'https://www.w3.org/ns/activitystreams'

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
      let profile: string | undefined
      for (const param of params) {
        const [name, value] = param.split('=').map((piece) => piece.trim())
        if (name?.toLowerCase() === 'q') {
          const parsed = Number(value)
          q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0
        }
        if (name?.toLowerCase() === 'profile' && value) profile = value.replace(/^"|"$/g, '')
      }
      return [{ type: match[1]!, subtype: match[2]!, q, ...(profile ? { profile } : {}) }]
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

/**
 * The quality of ActivityStreams, when a range names it outright: `application/activity+json`, or
 * `application/ld+json` with the ActivityStreams profile (JSON-LD of other vocabularies is not ours to answer).
 */
function activityQuality(ranges: MediaRange[]): number {
  let best = 0
  for (const range of ranges) {
    const named =
      range.type === 'application' &&
      (range.subtype === 'activity+json' ||
        (range.subtype === 'ld+json' && range.profile?.split(' ').includes(ACTIVITY_STREAMS_PROFILE)))
    if (named) best = Math.max(best, range.q)
  }
  return best
}

function negotiate(accept: string): Representation {
  const ranges = parseAccept(accept)
  // A social web server asks for ActivityStreams first (Mastodon adds `text/html;q=0.1` after it).
  const activity = activityQuality(ranges)
  if (activity > 0 && activity >= (qualityOf(ranges, 'text', 'html')?.q ?? 0)) return 'activity'
  const markdown = qualityOf(ranges, 'text', 'markdown')
  if (!markdown || markdown.q === 0) return 'html'
  const html = qualityOf(ranges, 'text', 'html')
  if (!html || markdown.q > html.q) return 'markdown'
  if (markdown.q < html.q) return 'html'
  return markdown.specificity === 2 && html.specificity < 2 ? 'markdown' : 'html'
}
