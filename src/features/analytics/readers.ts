/**
 * Who read, in the few words the figures keep (issue 45): a person, an agent that proved who it is (Web Bot Auth,
 * by its key directory's host), an agent or crawler that only says what it is (by family, from its User-Agent), a
 * feed reader, or an agent calling MCP tools. Nothing about the reader is kept beyond these words: no address, no
 * User-Agent, no cookie.
 *
 * Whether a User-Agent is a bot is the maintained list's call (`isbot`), never a regex of ours. Its family is the
 * word of the User-Agent the list matched (`GPTBot` in `Mozilla/5.0 (compatible; GPTBot/1.2; …)`).
 */
import { isbotMatch } from 'isbot'

export type ReaderKind = 'person' | 'verified-agent' | 'declared-agent' | 'feed-reader' | 'mcp'

export interface Reader {
  kind: ReaderKind
  /** The verified agent's host, the declared agent's or feed reader's family; empty for people. */
  name: string
}

/** Our own names: a reader that sent no User-Agent, and a feed read by a browser. */
const UNKNOWN = 'unknown'
const BROWSER = 'browser'

/** Product words of a User-Agent: `Mozilla`, `compatible`, `GPTBot`, … */
const WORDS = /[A-Za-z][A-Za-z0-9._-]*/g

/** The family of a User-Agent that `isbot` matched: the word holding the match, without a version. */
function familyOf(userAgent: string, match: string): string {
  // The list's match may run past a word (`ClaudeBot/1.0;`): its first word is what to look for.
  const needle = (match.match(WORDS)?.[0] ?? '').toLowerCase()
  for (const word of userAgent.match(WORDS) ?? []) {
    if (needle && word.toLowerCase().includes(needle)) return word.slice(0, 60)
  }
  return (userAgent.match(WORDS)?.[0] ?? UNKNOWN).slice(0, 60)
}

/** The bot family of a User-Agent, or null for what looks like a person's browser. */
export function declaredFamily(userAgent: string): string | null {
  if (!userAgent) return UNKNOWN
  const match = isbotMatch(userAgent)
  return match === null ? null : familyOf(userAgent, match)
}

/**
 * Classifying a User-Agent runs the list's large regular expression; the same few hundred User-Agents make nearly
 * every request, so each is classified once. Bounded: past the limit the oldest is forgotten.
 */
const REMEMBERED = 2_000
const PERSON: Reader = Object.freeze({ kind: 'person', name: '' })
/** Each User-Agent's reader when it reads a page: the same object every time, so a read allocates nothing. */
const readers = new Map<string, Reader>()

function rememberedReader(userAgent: string): Reader {
  const held = readers.get(userAgent)
  if (held !== undefined) return held
  const family = declaredFamily(userAgent)
  const reader: Reader = family === null ? PERSON : Object.freeze({ kind: 'declared-agent', name: family })
  if (readers.size >= REMEMBERED) readers.delete(readers.keys().next().value!)
  readers.set(userAgent, reader)
  return reader
}

/**
 * Whether a reader's name is a word of its User-Agent, which the client chose itself (./agentNames.ts decides whether
 * it is shown); not a verified host, nor `unknown` or `browser`, which are ours.
 */
export const namedByUserAgent = (reader: Reader): boolean =>
  (reader.kind === 'declared-agent' || reader.kind === 'feed-reader') &&
  reader.name !== UNKNOWN &&
  reader.name !== BROWSER

/**
 * The reader of a request: `verifiedAgent` is the host a Web Bot Auth signature proved (src/ground/http/webBotAuth/),
 * `feed` whether it read a feed (a feed is read by a reader program on a person's behalf, whatever it says).
 */
export function readerOf(userAgent: string | undefined, verifiedAgent: string | null, feed: boolean): Reader {
  if (verifiedAgent) return { kind: 'verified-agent', name: verifiedAgent }
  const reader = rememberedReader(userAgent ?? '')
  if (feed) return { kind: 'feed-reader', name: reader === PERSON ? BROWSER : reader.name }
  return reader
}
