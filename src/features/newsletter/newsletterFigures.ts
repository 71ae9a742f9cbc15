/** The newsletter's sends as the cockpit's dashboard shows them (issue 25): the latest runs, and mail that failed. */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface NewsletterSend {
  id: number
  label: string
  status: string
  sent: number
  failed: number
  bounced: number
  queued: number
  at: string
}

/** The five latest sends, newest first, with their counts. */
export async function latestSends(payload: Payload): Promise<NewsletterSend[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id, label, status::text AS status, sent::int, failed::int, bounced::int, queued::int, created_at AS at
    FROM newsletter_runs ORDER BY created_at DESC LIMIT 5`)
  return rows as unknown as NewsletterSend[]
}

/**
 * The newest delivery of the last week that the mail server refused (failed, or queued to be tried again), as a row
 * `task` ('newsletter-mail'), `message` (the error), `at`; none when there is none.
 */
export const lastMailFailure: SQL = sql`
  SELECT 'newsletter-mail' AS task, error AS message, coalesce(d.sent_at, r.updated_at) AS at
  FROM newsletter_deliveries d JOIN newsletter_runs r ON r.id = d.run_id
  WHERE d.status IN ('failed', 'queued') AND d.error IS NOT NULL AND r.created_at >= now() - interval '7 days'
  ORDER BY d.id DESC LIMIT 1`
