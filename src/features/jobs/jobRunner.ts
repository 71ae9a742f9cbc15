/**
 * Runs the jobs queue (docs/decisions/012-publishing-jobs.md): inside the app in development, in `npm run worker`
 * in production. Payload's own runner claims jobs by reading and then updating them, so two workers can claim one
 * job; here a job is claimed in one statement (`FOR UPDATE SKIP LOCKED`, src/ground/queue/leasedQueue.ts), and only
 * then run by Payload.
 *
 * A claim is a lease: the runner renews it while the job waits its turn in the claimed batch and while it runs
 * (./jobLeases.ts). A job whose lease has not been renewed for JOBS_STALE_AFTER_SECONDS belonged to a worker that
 * died, and is claimed again.
 */
import type { Payload } from 'payload'

import { wakeablePause } from '../../ground/lib/wakeablePause'
import { jobsRun } from '../../ground/metrics/metrics'
import { inSpan } from '../../ground/tracing/spans'
import { type ClaimedJob, holdJobLeases } from './jobLeases'

export interface JobRunnerOptions {
  pollIntervalMs: number
  staleAfterSeconds: number
  /** Jobs claimed at once. */
  batch?: number
}

export interface JobRunner {
  stop(): Promise<void>
  /**
   * Hands every job this runner holds back to the queue, the one running included: for a process about to exit with
   * a step unfinished (its grace passed), so that another runner takes the job at once instead of after its lease runs
   * out (JOBS_STALE_AFTER_SECONDS). The step runs again there; each step is idempotent (a social post keeps its key).
   */
  handBack(): Promise<void>
}

export function startJobRunner(payload: Payload, options: JobRunnerOptions): JobRunner {
  let stopping = false
  const { pause, wake } = wakeablePause()
  const jobs = holdJobLeases(payload, options.staleAfterSeconds)
  const loop = (async () => {
    while (!stopping) {
      let claimed: ClaimedJob[] = []
      let failed = false
      try {
        claimed = await jobs.claim(options.batch ?? 5)
        for (const job of claimed) {
          if (stopping) break
          try {
            await inSpan(
              `job ${job.name ?? 'unknown'}`,
              { 'pms_news.job.id': job.id, 'pms_news.job.name': job.name ?? '' },
              () => payload.jobs.runByID({ id: job.id, overrideAccess: true }),
              job.traceparent,
            )
            jobs.forget(job)
            jobsRun.inc({ outcome: 'ran' })
          } catch (error) {
            // The run failed around its tasks (Payload keeps a task's own failure and retries it): the database went
            // away mid-run, say. The job stays held, and goes back to the queue below, to run again once it can —
            // not left claimed until its lease ran out (JOBS_STALE_AFTER_SECONDS: ten minutes late, issue 47).
            payload.logger.error({ err: error }, `jobs: job ${job.id} failed to run; it goes back to the queue`)
            jobsRun.inc({ outcome: 'failed' })
            failed = true
          }
        }
      } catch (error) {
        payload.logger.error({ err: error }, 'jobs: claiming failed; trying again after the poll interval')
        failed = true
      }
      // Claimed and not run (stopping, or a failed run): handed back at once. Kept held while the database cannot
      // take the hand-back, and handed back on the next turn.
      await jobs
        .giveBack()
        .catch((error: unknown) => payload.logger.error({ err: error }, 'jobs: handing jobs back failed; trying again'))
      if ((claimed.length === 0 || failed) && !stopping) await pause(options.pollIntervalMs)
    }
  })()
  return {
    async stop() {
      stopping = true
      wake()
      await loop
      jobs.stop()
    },
    async handBack() {
      jobs.stop()
      await jobs.giveBack()
    },
  }
}
