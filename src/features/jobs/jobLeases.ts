/**
 * The leases of the jobs a runner has claimed (src/features/jobs/jobRunner.ts). Claiming sets `processing` and stamps
 * `updated_at`; another runner takes a job over only when that stamp is older than the stale interval. So while a
 * runner holds jobs, it renews their stamps three times per interval: a job waiting behind a slow one in the same
 * batch, or running for longer than the interval, still belongs to a live runner and is never run twice.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface JobLeases {
  hold(ids: number[]): void
  /** The job is finished (or failed): its row is Payload's again. */
  drop(id: number): void
  /** Hands the jobs still held back to the queue, unclaimed, for any runner; still held if that fails. */
  releaseAll(): Promise<void>
  stop(): void
}

export function holdJobLeases(payload: Payload, staleAfterSeconds: number): JobLeases {
  const held = new Set<number>()
  const renew = async () => {
    if (held.size === 0) return
    const ids = [...held]
    await drizzleOf(payload).execute(sql`
      UPDATE payload_jobs SET updated_at = now()
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND processing AND completed_at IS NULL`)
  }
  const timer = setInterval(
    () => {
      renew().catch((error: unknown) =>
        payload.logger.error({ err: error }, 'jobs: renewing the leases of claimed jobs failed'),
      )
    },
    (staleAfterSeconds * 1000) / 3,
  )
  timer.unref()
  return {
    hold(ids) {
      for (const id of ids) held.add(id)
    },
    drop(id) {
      held.delete(id)
    },
    async releaseAll() {
      if (held.size === 0) return
      const ids = [...held]
      await drizzleOf(payload).execute(sql`
        UPDATE payload_jobs SET processing = false
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND completed_at IS NULL`)
      for (const id of ids) held.delete(id)
    },
    stop() {
      clearInterval(timer)
    },
  }
}
