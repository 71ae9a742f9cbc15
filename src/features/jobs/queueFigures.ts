/** How the jobs queue stands, for the readiness endpoint (src/features/ops/readiness.ts) and the cockpit's dashboard. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

/**
 * How long the oldest job that is due and not running has waited, in seconds (0 when none waits): a queue nobody
 * works through shows here first. For the readiness endpoint and the dashboard.
 */
export async function oldestDueJobSeconds(payload: Payload): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT coalesce(extract(epoch FROM now() - min(coalesce(wait_until, created_at))), 0)::float8 AS seconds
    FROM payload_jobs
    WHERE completed_at IS NULL AND coalesce(has_error, false) = false AND coalesce(processing, false) = false
      AND (wait_until IS NULL OR wait_until <= now())`)
  return Math.max(0, Math.round((rows[0] as { seconds: number }).seconds))
}

/** Rows counted per queue at most: past it the depth shows as this, and the count stays cheap. */
const QUEUE_DEPTH_CAP = 10_000

export interface QueueDepth {
  /** `jobs` (Payload's jobs queue), `federation`, `newsletter` and `webhook` (their deliveries). */
  queue: 'jobs' | 'federation' | 'newsletter' | 'webhook'
  /** Rows waiting or being worked on, up to QUEUE_DEPTH_CAP. */
  depth: number
  /** How long the oldest row that is due and not being worked on has waited, in seconds; 0 when none is. */
  oldestDueSeconds: number
}

/**
 * Each leased queue's depth and the age of its oldest due row, in one statement, for `/metrics` at scrape time: each
 * count reads at most QUEUE_DEPTH_CAP rows, and each oldest row is the first by its queue's own order of claiming.
 */
export async function queueDepths(payload: Payload): Promise<QueueDepth[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT 'jobs' AS queue,
      (SELECT count(*) FROM (SELECT 1 FROM payload_jobs
        WHERE completed_at IS NULL AND coalesce(has_error, false) = false LIMIT ${QUEUE_DEPTH_CAP}) j)::int AS depth,
      (SELECT extract(epoch FROM now() - min(coalesce(wait_until, created_at))) FROM payload_jobs
        WHERE completed_at IS NULL AND coalesce(has_error, false) = false AND coalesce(processing, false) = false
          AND (wait_until IS NULL OR wait_until <= now()))::float8 AS oldest
    UNION ALL
    SELECT 'federation',
      (SELECT count(*) FROM (SELECT 1 FROM federation_deliveries WHERE state = 'pending' LIMIT ${QUEUE_DEPTH_CAP}) f)::int,
      (SELECT extract(epoch FROM now() - min(due_at)) FROM federation_deliveries
        WHERE state = 'pending' AND due_at <= now() AND (claimed_until IS NULL OR claimed_until < now()))::float8
    UNION ALL
    SELECT 'newsletter',
      (SELECT count(*) FROM (SELECT 1 FROM newsletter_deliveries
        WHERE status IN ('queued', 'sending') LIMIT ${QUEUE_DEPTH_CAP}) n)::int,
      (SELECT extract(epoch FROM now() - min(due_at)) FROM newsletter_deliveries
        WHERE status = 'queued' AND due_at <= now() AND (claimed_until IS NULL OR claimed_until < now()))::float8
    UNION ALL
    SELECT 'webhook',
      (SELECT count(*) FROM (SELECT 1 FROM webhook_deliveries WHERE state = 'pending' LIMIT ${QUEUE_DEPTH_CAP}) w)::int,
      (SELECT extract(epoch FROM now() - min(due_at)) FROM webhook_deliveries
        WHERE state = 'pending' AND due_at <= now() AND (claimed_until IS NULL OR claimed_until < now()))::float8`)
  return (rows as Array<{ queue: QueueDepth['queue']; depth: number; oldest: number | null }>).map((row) => ({
    queue: row.queue,
    depth: row.depth,
    oldestDueSeconds: Math.max(0, row.oldest ?? 0),
  }))
}
