/**
 * What the cockpit's dashboard shows (issue 25), each figure one SQL statement over an index, so that the first
 * screen stays fast at 100,000 articles and 1,000,000 audit events (`npm run bench:dashboard`). Each statement is
 * its table's owner's (docs/decisions/043-one-owner-per-table.md); here the figures are gathered, and the two that
 * span owners composed.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { confirmedSubscriberCount } from '../../content/subscribers/subscriberFigures'
import { drizzleOf } from '../../db/adapter'
import { lastMailFailure, latestSends, type NewsletterSend } from '../../newsletter/newsletterFigures'
import { lastPublishFailures } from '../../publishing/publishFailures'

export {
  type ArticleLine,
  draftArticles,
  publishedPerWeek,
  recentlyPublished,
  scheduledArticles,
} from '../../content/articles/articleFigures'
export { agentWritesPerDay, writesPerClient } from '../../content/auditEvents/auditFigures'
export type { CountAt } from '../../db/countsPerPeriod'
export { failedJobs } from '../../jobs/failedJobs'

export interface NewsletterFigures {
  confirmed: number
  sends: NewsletterSend[]
}

export async function newsletterFigures(payload: Payload): Promise<NewsletterFigures> {
  const confirmed = await confirmedSubscriberCount(payload)
  const sends = await latestSends(payload)
  return { confirmed, sends }
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
