/**
 * What the cockpit's dashboard shows (issue 25), each figure one SQL statement over an index, so that the first
 * screen stays fast at 100,000 articles and 1,000,000 audit events (`npm run bench:dashboard`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from '../../db/adapter'

export interface ArticleLine {
  id: number
  title: string
  /** The draft's last change, the scheduled time, or the publication time. */
  at: string | null
}

export interface FailedJob {
  id: number
  task: string
  articleId: number | null
  error: string
  at: string
}

export interface CountAt {
  label: string
  value: number
}

export interface ClientWrites {
  client: string
  writes: number
  last: string
}

export interface NewsletterFigures {
  confirmed: number
  sends: Array<{
    id: number
    label: string
    status: string
    sent: number
    failed: number
    bounced: number
    queued: number
    at: string
  }>
}

const rows = async <T>(payload: Payload, query: SQL): Promise<T[]> =>
  (await drizzleOf(payload).execute(query)).rows as unknown as T[]

/** Drafts waiting (never published, not scheduled), newest change first. */
export const draftArticles = (payload: Payload, limit = 8) =>
  rows<ArticleLine>(
    payload,
    sql`
    SELECT id, title, updated_at AS at FROM articles
    WHERE NOT is_published AND NOT coalesce(scheduled, false)
    ORDER BY updated_at DESC NULLS LAST LIMIT ${limit}`,
  )

/** Articles held back until their date, soonest first. */
export const scheduledArticles = (payload: Payload, limit = 8) =>
  rows<ArticleLine>(
    payload,
    sql`
    SELECT id, title, published_at AS at FROM articles WHERE scheduled ORDER BY published_at LIMIT ${limit}`,
  )

/** The latest publications. */
export const recentlyPublished = (payload: Payload, limit = 8) =>
  rows<ArticleLine>(
    payload,
    sql`
    SELECT id, title, published_at AS at FROM articles WHERE is_published AND published_at IS NOT NULL
    ORDER BY published_at DESC LIMIT ${limit}`,
  )

/** Publishing jobs that failed for good (the cockpit can run them again), newest first. */
export const failedJobs = (payload: Payload, limit = 10) =>
  rows<FailedJob>(
    payload,
    sql`
    SELECT id, coalesce(workflow_slug::text, task_slug::text, 'job') AS task,
           nullif(input->>'articleId', '')::int AS "articleId",
           coalesce(error->>'message', error::text, 'failed') AS error, updated_at AS at
    FROM payload_jobs WHERE has_error ORDER BY updated_at DESC LIMIT ${limit}`,
  )

/**
 * How many rows of `table` fall in each of the last `count` days or weeks (UTC) by `column`, oldest first, empty
 * periods included: the rows of the whole span are counted by period in one index range scan, then laid on the
 * calendar. `where` narrows the rows (a condition on the table's own columns).
 */
function countsPerPeriod(
  payload: Payload,
  {
    table,
    column,
    unit,
    count,
    where,
  }: { table: string; column: string; unit: 'day' | 'week'; count: number; where?: SQL },
) {
  const at = sql.identifier(column)
  return rows<CountAt>(
    payload,
    sql`
    WITH first AS (SELECT date_trunc(${unit}, now() AT TIME ZONE 'UTC') - ${`${count - 1} ${unit}s`}::interval AS start),
    counted AS (
      SELECT date_trunc(${unit}, ${at} AT TIME ZONE 'UTC') AS start, count(*)::int AS value FROM ${sql.identifier(table)}
      WHERE ${at} >= (SELECT start FROM first) AT TIME ZONE 'UTC' ${where ? sql`AND ${where}` : sql``} GROUP BY 1)
    SELECT to_char(spans.start, 'DD Mon') AS label, coalesce(counted.value, 0) AS value
    FROM generate_series((SELECT start FROM first), date_trunc(${unit}, now() AT TIME ZONE 'UTC'), ${`1 ${unit}`}::interval) AS spans(start)
      LEFT JOIN counted ON counted.start = spans.start
    ORDER BY spans.start`,
  )
}

/** Articles published per week, the last `weeks` weeks (Monday to Sunday, UTC). */
export const publishedPerWeek = (payload: Payload, weeks = 12) =>
  countsPerPeriod(payload, {
    table: 'articles',
    column: 'published_at',
    unit: 'week',
    count: weeks,
    where: sql`is_published`,
  })

/** Agents' writes per day, the last `days` days (UTC). */
export const agentWritesPerDay = (payload: Payload, days = 14) =>
  countsPerPeriod(payload, { table: 'mcp_audit_events', column: 'created_at', unit: 'day', count: days })

/** Writes per agent client in the last `days` days, busiest first. */
export const writesPerClient = (payload: Payload, days = 7) =>
  rows<ClientWrites>(
    payload,
    sql`
    SELECT client_name AS client, count(*)::int AS writes, max(created_at) AS last
    FROM mcp_audit_events WHERE created_at >= now() - make_interval(days => ${days})
    GROUP BY client_name ORDER BY count(*) DESC LIMIT 10`,
  )

export async function newsletterFigures(payload: Payload): Promise<NewsletterFigures> {
  const [counted] = await rows<{ confirmed: number }>(
    payload,
    sql`SELECT count(*)::int AS confirmed FROM subscribers WHERE status = 'confirmed'`,
  )
  const sends = await rows<NewsletterFigures['sends'][number]>(
    payload,
    sql`
    SELECT id, label, status::text AS status, sent::int, failed::int, bounced::int, queued::int, created_at AS at
    FROM newsletter_runs ORDER BY created_at DESC LIMIT 5`,
  )
  return { confirmed: counted?.confirmed ?? 0, sends }
}

export interface LastFailure {
  task: string
  message: string
  at: string
}

/** The newest failure each outside service caused: publishing's summary and embedding (OpenAI), social posts, WebSub; newsletter mail. */
export const lastFailures = (payload: Payload) =>
  rows<LastFailure>(
    payload,
    sql`
    (SELECT DISTINCT ON (task) task::text AS task, coalesce(message, '') AS message, created_at AS at
     FROM publish_events WHERE status = 'failed' AND created_at >= now() - interval '7 days'
     ORDER BY task, created_at DESC)
    UNION ALL
    (SELECT 'newsletter-mail', error, coalesce(d.sent_at, r.updated_at) FROM newsletter_deliveries d JOIN newsletter_runs r ON r.id = d.run_id
     WHERE d.status IN ('failed', 'queued') AND d.error IS NOT NULL AND r.created_at >= now() - interval '7 days'
     ORDER BY d.id DESC LIMIT 1)`,
  )
