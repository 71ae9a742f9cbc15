/**
 * What the cockpit's dashboard shows (issue 25), each figure one SQL statement over an index, so that the first
 * screen stays fast at 100,000 articles and 1,000,000 audit events (`npm run bench:dashboard`). Each statement is
 * its table's owner's (docs/decisions/043-one-owner-per-table.md); here the figures are gathered, and the two that
 * span owners composed.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { pendingReplyCount } from '../../content/socialReplies/socialReplies'
import { confirmedSubscriberCount } from '../../content/subscribers/subscriberFigures'
import { drizzleOf, poolOf } from '../../ground/db/adapter'
import { env } from '../../ground/env'
import { type DeliveryFigures, deliveryFigures } from '../../features/federation/deliveries'
import { type FollowerCount, followerFigures } from '../../features/federation/followers'
import { lastMailFailure, latestSends, type NewsletterSend } from '../../features/newsletter/newsletterFigures'
import { oldestDueJobSeconds } from '../../features/jobs/queueFigures'
import { workerStates } from '../../features/jobs/workerHeartbeats'
import { lastPublishFailures } from '../../features/publishing/publishFailures'

export {
  type ArticleLine,
  draftArticles,
  publishedPerWeek,
  recentlyPublished,
  scheduledArticles,
} from '../../content/articles/articleFigures'
export { agentWritesPerDay, type ClientWrites, writesPerClient } from '../../content/auditEvents/auditFigures'
export type { CountAt } from '../../ground/db/countsPerPeriod'
export { type FailedJob, failedJobs } from '../../features/jobs/failedJobs'
export { OVERDUE_AFTER_SECONDS } from '../../features/ops/readiness'

/** Who runs the jobs queue, and how long the oldest due job has waited (issue 47). */
export async function queueFigures(payload: Payload) {
  const [workers, oldestDueSeconds] = await Promise.all([
    workerStates(payload, env.WORKER_HEARTBEAT_INTERVAL_MS),
    oldestDueJobSeconds(payload),
  ])
  return { ...workers, oldestDueSeconds }
}

export type QueueFigures = Awaited<ReturnType<typeof queueFigures>>

export interface NewsletterFigures {
  confirmed: number
  sends: NewsletterSend[]
}

export async function newsletterFigures(payload: Payload): Promise<NewsletterFigures> {
  const confirmed = await confirmedSubscriberCount(payload)
  const sends = await latestSends(payload)
  return { confirmed, sends }
}

/** The social web: who follows us, what waits for an editor, how the last week's deliveries stand. */
export interface SocialWebFigures {
  followers: number
  servers: number
  actors: FollowerCount[]
  pendingReplies: number
  deliveries: DeliveryFigures
}

export async function socialWebFigures(payload: Payload): Promise<SocialWebFigures> {
  const [followers, pendingReplies, deliveries] = await Promise.all([
    followerFigures(poolOf(payload)),
    pendingReplyCount(payload),
    deliveryFigures(payload),
  ])
  return {
    followers: followers.total,
    servers: followers.servers,
    actors: followers.actors,
    pendingReplies,
    deliveries,
  }
}

export interface LastFailure {
  task: string
  message: string
  at: string
}

/** The newest failure each outside service caused: publishing's summary and embedding (OpenAI), social posts, WebSub; newsletter mail. */
export const lastFailures = async (payload: Payload): Promise<LastFailure[]> =>
  (await drizzleOf(payload).execute(sql`(${lastPublishFailures}) UNION ALL (${lastMailFailure})`))
    .rows as unknown as LastFailure[]
