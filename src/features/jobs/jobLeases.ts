/**
 * The jobs queue as a leased queue (src/ground/queue/leasedQueue.ts) on Payload's `payload_jobs`, and the leases of
 * the jobs a runner has claimed (src/features/jobs/jobRunner.ts). Claiming sets `processing` and stamps `updated_at`;
 * another runner takes a job over only when that stamp is older than the stale interval. So while a runner holds
 * jobs, it renews their stamps three times per interval: a job waiting behind a slow one in the same batch, or
 * running for longer than the interval, still belongs to a live runner and is never run twice.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { type LeasedQueue, leasedQueue } from '../../ground/queue/leasedQueue'

export interface ClaimedJob {
  id: number
  /** Its workflow's or task's slug, for its span. */
  name: string | null
  /** The trace context of the request that queued it (./traceIntoJobs.ts), if it was traced. */
  traceparent: string | null
}

export interface JobLeases extends LeasedQueue<ClaimedJob> {
  /** Ends the renewals. */
  stop(): void
}

export function holdJobLeases(payload: Payload, staleAfterSeconds: number): JobLeases {
  const queue = leasedQueue<ClaimedJob>(drizzleOf(payload), {
    table: 'payload_jobs',
    key: { id: 'id' },
    // Payload's table names no runner: the runner keeps the jobs it holds, and Payload finishes and fails them itself.
    lease: { flag: 'processing', renewedAt: 'updated_at', ms: staleAfterSeconds * 1000 },
    where: sql`q.completed_at IS NULL AND coalesce(q.has_error, false) = false AND q.queue = 'default'
      AND (q.wait_until IS NULL OR q.wait_until <= now())`,
    order: sql`coalesce(q.wait_until, q.created_at), q.id`,
    select: sql`SELECT id, coalesce(workflow_slug::text, task_slug::text) AS name, input->>'traceparent' AS traceparent FROM claimed`,
  })
  const timer = setInterval(
    () => {
      queue
        .renewAll()
        .catch((error: unknown) =>
          payload.logger.error({ err: error }, 'jobs: renewing the leases of claimed jobs failed'),
        )
    },
    (staleAfterSeconds * 1000) / 3,
  )
  timer.unref()
  return {
    ...queue,
    stop() {
      clearInterval(timer)
    },
  }
}
