/**
 * The editors' agent policy in this process's memory (docs/decisions/079-agents-by-purpose.md): read at start, and
 * again when a committed change names it (the global's hook announces it on the content channel, so every app process
 * hears it) or after the listener lost changes. A read asks it one boolean while no purpose is refused; otherwise
 * the reader of the request (remembered per User-Agent, src/features/analytics/readers.ts) and a lookup by purpose.
 *
 * Refused: an agent the agent list knows, or one whose signature verified, of a purpose the policy refuses — never a
 * person, nor a client the list does not know ("other bot"). robots.txt and the `.well-known` documents are always
 * answered, so that a refused agent can read why.
 */
import type http from 'node:http'

import type { ReadCounter } from '../features/analytics/countRead'
import { isFeedPath } from '../features/analytics/readFormats'
import { readerOf, type Reader } from '../features/analytics/readers'
import {
  ALLOW_ALL,
  anyRefused,
  type PolicedPurpose,
  type PurposePolicy,
  narrowedAiUse,
  refusalDetail,
  refuses,
} from '../features/analytics/purposePolicy'
import { AGENT_POLICY, EVERYTHING } from '../features/contentChanges/cacheTags'
import type { ContentChange } from '../features/contentChanges/contentChange'
import { AppError } from '../ground/errors/AppError'
import { coalescedReload } from '../ground/lib/coalescedReload'
import type { AiUse } from '../ground/lib/aiUse'
import { sendProblem } from './edgeRefusals'

export interface AgentPolicyGate {
  /** The policy now, for the read counts' "ignored robots.txt". */
  current(): PurposePolicy
  /**
   * AI_USE_POLICY as the policy narrows it (`narrowedAiUse`), for the Content-Signal, Content-Usage and TDMRep headers
   * of every public answer: the same object until the policy changes.
   */
  aiUse(): AiUse
  /** The reader a refused purpose's policy turns away from `url` (origin-form), or null: the request is answered. */
  refusalOf(req: http.IncomingMessage, url: string, verifiedAgent: string | null): Reader | null
  /** The read counter refusals are counted with, once there is one (READ_COUNTS=on). */
  countWith(counter: ReadCounter | undefined): void
  /** Answers 403 problem+json naming the policy and where to ask, and counts the refusal. */
  refuse(req: http.IncomingMessage, res: http.ServerResponse, reader: Reader): void
  /** A committed change was heard: the policy's new reading when it names the policy (resolved once read), else null. */
  changed(change: ContentChange): Promise<void> | null
  reload(): Promise<void>
}

interface AgentPolicyOptions {
  load(): Promise<PurposePolicy>
  /** The site's own terms (AI_USE_POLICY), which the policy narrows. */
  siteAiUse: AiUse
  baseUrl: string
  /** Where a refused agent's operator may ask (CONTACT_EMAIL). */
  contact: string
  log(line: string): void
}

const ALWAYS_ANSWERED = /^\/(robots\.txt$|\.well-known\/)/

const agentPolicyRefused = (purpose: PolicedPurpose, agent: string, baseUrl: string, contact: string) =>
  new AppError({
    code: 'agent_policy_refused',
    status: 403,
    title: 'Refused by the site’s agent policy',
    detail: refusalDetail(purpose, contact),
    extensions: { purpose, agent, robots_txt: `${baseUrl}/robots.txt`, contact: `mailto:${contact}` },
  })

export function createAgentPolicy({ load, siteAiUse, baseUrl, contact, log }: AgentPolicyOptions): AgentPolicyGate {
  let readCounter: ReadCounter | undefined
  let policy: PurposePolicy = ALLOW_ALL
  let aiUse: AiUse = narrowedAiUse(siteAiUse, policy)
  let refusing = false

  const reload = coalescedReload(
    async () => {
      policy = await load()
      refusing = anyRefused(policy)
      aiUse = narrowedAiUse(siteAiUse, policy)
    },
    // The policy read last stays; the listener's reconnection reads it again.
    (error) => log(`agent policy: reading it failed (${error instanceof Error ? error.message : String(error)})`),
  )

  return {
    current: () => policy,
    aiUse: () => aiUse,
    refusalOf(req, url, verifiedAgent) {
      if (!refusing) return null
      const query = url.indexOf('?')
      const pathname = query === -1 ? url : url.slice(0, query)
      if (ALWAYS_ANSWERED.test(pathname)) return null
      const reader = readerOf(req.headers['user-agent'], verifiedAgent, isFeedPath(pathname))
      if (reader.kind === 'person' || (!reader.listed && reader.kind !== 'verified-agent')) return null
      return refuses(policy, reader.purpose) ? reader : null
    },
    countWith(counter) {
      readCounter = counter
    },
    refuse(req, res, reader) {
      readCounter?.countRefused(req, reader)
      sendProblem(res, agentPolicyRefused(reader.purpose as PolicedPurpose, reader.name, baseUrl, contact), baseUrl)
    },
    changed(change) {
      return change.tags.includes(AGENT_POLICY) || change.tags.includes(EVERYTHING) ? reload() : null
    },
    reload,
  }
}
