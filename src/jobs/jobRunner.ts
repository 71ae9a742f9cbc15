/**
 * Runs the jobs queue (docs/decisions/012-publishing-jobs.md): inside the app in development, in `npm run worker`
 * in production. Payload's own runner claims jobs by reading and then updating them, so two workers can claim one
 * job; here a job is claimed in one statement (`FOR UPDATE SKIP LOCKED`), and only then run by Payload. A job left
 * "processing" longer than JOBS_STALE_AFTER_SECONDS belonged to a worker that died, and is claimed again.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../db/adapter'

export interface JobRunnerOptions {
  pollIntervalMs: number
  staleAfterSeconds: number
  /** Jobs claimed at once. */
  batch?: number
}

export interface JobRunner {
  stop(): Promise<void>
}

export async function claimJobs(payload: Payload, batch: number, staleAfterSeconds: number): Promise<number[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE payload_jobs SET processing = true, updated_at = now()
    WHERE id IN (
      SELECT id FROM payload_jobs
      WHERE completed_at IS NULL AND coalesce(has_error, false) = false AND queue = 'default'
        AND (wait_until IS NULL OR wait_until <= now())
        AND (coalesce(processing, false) = false OR updated_at < now() - make_interval(secs => ${staleAfterSeconds}))
      ORDER BY coalesce(wait_until, created_at), id
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`)
  return (rows as Array<{ id: number }>).map((row) => row.id)
}

export function startJobRunner(payload: Payload, options: JobRunnerOptions): JobRunner {
  let stopping = false
  let wake: (() => void) | undefined
  const loop = (async () => {
    while (!stopping) {
      let ids: number[] = []
      try {
        ids = await claimJobs(payload, options.batch ?? 5, options.staleAfterSeconds)
        for (const id of ids) {
          if (stopping) break
          await payload.jobs.runByID({ id, overrideAccess: true })
        }
      } catch (error) {
        payload.logger.error({ err: error }, 'jobs: a run failed; trying again after the poll interval')
        ids = []
      }
      if (ids.length === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, options.pollIntervalMs).unref()
        })
      }
    }
  })()
  return {
    async stop() {
      stopping = true
      wake?.()
      await loop
    },
  }
}
