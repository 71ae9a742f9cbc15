/**
 * Who read, in the few words the figures keep (issue 45): a person, an agent that proved who it is (Web Bot Auth,
 * by its key directory's host), an agent or crawler that only says what it is (by family, from its User-Agent), a
 * feed reader, or an agent calling MCP tools. Nothing about the reader is kept beyond these words: no address, no
 * User-Agent, no cookie.
 *
 * Whether a User-Agent is a bot is the maintained list's call (`isbot`), never a regex of ours. Its family is the
 * word of the User-Agent the list matched (`GPTBot` in `Mozilla/5.0 (compatible; GPTBot/1.2; …)`).
 *
 * A machine's purpose (docs/decisions/079-agents-by-purpose.md) is the agent list's (./agentPurposes.ts), matched
 * before `isbot` is asked, so that an agent the list knows is never a person; a bot the list does not know is "other
 * bot". A verified agent's purpose is its key directory host's where the list knows the host, else its User-Agent's.
 */
import { isbotMatch } from 'isbot'

import type { Purpose } from './agentList'
import { agentMatcher, USER_AGENT_JUDGED } from './agentPurposes'

export type ReaderKind = 'person' | 'verified-agent' | 'declared-agent' | 'feed-reader' | 'mcp'

export interface Reader {
  kind: ReaderKind
  /** The verified agent's host, the declared agent's or feed reader's family; empty for people. */
  name: string
  /** Why a machine reads (./agentList.ts); empty for people. */
  purpose: Purpose | ''
  /** Whether the name is the agent list's (./agentPurposes.ts), not a word a client chose: shown from the first read. */
  listed: boolean
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
const PERSON: Reader = Object.freeze({ kind: 'person', name: '', purpose: '', listed: false })
/** Each User-Agent's reader when it reads a page: the same object every time, so a read allocates nothing. */
const readers = new Map<string, Reader>()

function readerOfUserAgent(userAgent: string): Reader {
  const listed = agentMatcher().match(userAgent)
  if (listed) return Object.freeze({ kind: 'declared-agent', name: listed.name, purpose: listed.purpose, listed: true })
  const family = declaredFamily(userAgent)
  return family === null
    ? PERSON
    : Object.freeze({ kind: 'declared-agent', name: family, purpose: 'other-bot', listed: false })
}

function rememberedReader(sent: string): Reader {
  // An 8 KB User-Agent is judged, and remembered, by its beginning: the memory holds 2,000 short keys.
  const userAgent = sent.length > USER_AGENT_JUDGED ? sent.slice(0, USER_AGENT_JUDGED) : sent
  const held = readers.get(userAgent)
  if (held !== undefined) return held
  const reader = readerOfUserAgent(userAgent)
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
  !reader.listed &&
  reader.name !== UNKNOWN &&
  reader.name !== BROWSER

/**
 * The reader of a request: `verifiedAgent` is the host a Web Bot Auth signature proved (src/ground/http/webBotAuth/),
 * `feed` whether it read a feed (a feed is read by a reader program on a person's behalf, whatever it says).
 */
export function readerOf(userAgent: string | undefined, verifiedAgent: string | null, feed: boolean): Reader {
  const reader = rememberedReader(userAgent ?? '')
  if (verifiedAgent) {
    const purpose = agentMatcher().purposeOfHost(verifiedAgent) ?? (reader.listed ? reader.purpose : 'other-bot')
    return { kind: 'verified-agent', name: verifiedAgent, purpose, listed: false }
  }
  if (feed) {
    // A feed is a feed reader's read, unless an agent the list knows for another purpose takes it.
    const purpose = reader.listed && reader.purpose !== 'other-bot' ? reader.purpose : 'feed-reader'
    return { kind: 'feed-reader', name: reader === PERSON ? BROWSER : reader.name, purpose, listed: reader.listed }
  }
  return reader
}

/** Who reads through the news MCP server's tools: an agent acting for the person who asked it. */
export const MCP_PURPOSE: Purpose = 'ai-assistant'
