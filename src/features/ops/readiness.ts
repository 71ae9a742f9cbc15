/**
 * Readiness for `/ready` (issue 47), beside `/up`'s plain liveness: what this instance depends on, each checked within
 * a deadline, and how the work behind it stands.
 * - `unavailable` (503): PostgreSQL does not answer: take this instance out of the load balancer until it answers again.
 * - `degraded` (200): the instance serves, but Redis (where configured) does not answer, no process runs the jobs
 *   queue, one stopped beating without a word (src/features/jobs/workerHeartbeats.ts), or a due job has waited longer than
 *   OVERDUE_AFTER_SECONDS: an operator's matter, not a reason to stop serving pages. Without Redis the limits count in
 *   PostgreSQL and memory (docs/decisions/038-many-machines.md), so every instance serves; calling that unavailable
 *   would take all of them out of rotation at once over a store they do without.
 * - `draining` (503) is answered before any of this, by a stopping instance (src/server/drainingListener.ts).
 * - `ready` (200): all is well.
 * No connection detail, address or error text is given: the endpoint is public, as `/up` is.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import type { Env } from '../../ground/env'
import { oldestDueJobSeconds } from '../jobs/queueFigures'
import { workerStates } from '../jobs/workerHeartbeats'
import { redisConnection } from '../../ground/rateLimit/redisConnection'
import { withDeadline } from './health'

const CHECK_TIMEOUT_MS = 2_000
/** A due job is claimed within a poll interval (a second or two) by a live worker; two minutes means nobody works. */
export const OVERDUE_AFTER_SECONDS = 120

interface Check {
  ok: boolean
  ms: number
}

export interface Readiness {
  status: 'ready' | 'degraded' | 'unavailable'
  checks: {
    postgres: Check
    redis: Check | 'not configured'
    jobs: { oldestDueSeconds: number; overdue: boolean } | 'unknown'
    workers: { alive: number; dead: number; lastBeatAt: string | null } | 'unknown'
  }
}

async function timed(work: () => Promise<unknown>): Promise<Check> {
  const started = performance.now()
  try {
    await withDeadline(work(), CHECK_TIMEOUT_MS)
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) }
  }
}

export async function checkReadiness(
  payloadOf: () => Promise<Payload>,
  env: Pick<Env, 'REDIS_URL' | 'WORKER_HEARTBEAT_INTERVAL_MS'>,
): Promise<Readiness> {
  let payload: Payload | undefined
  const [postgres, redis] = await Promise.all([
    timed(async () => {
      payload = await payloadOf()
      await drizzleOf(payload).execute(sql`SELECT 1`)
    }),
    env.REDIS_URL ? timed(() => redisConnection(env.REDIS_URL!).ping()) : Promise.resolve('not configured' as const),
  ])
  const work =
    postgres.ok && payload
      ? await withDeadline(
          Promise.all([oldestDueJobSeconds(payload), workerStates(payload, env.WORKER_HEARTBEAT_INTERVAL_MS)]),
          CHECK_TIMEOUT_MS,
        ).catch(() => null)
      : null
  const jobs = work ? { oldestDueSeconds: work[0], overdue: work[0] > OVERDUE_AFTER_SECONDS } : ('unknown' as const)
  const workers = work
    ? {
        alive: work[1].alive.length,
        dead: work[1].dead.length,
        lastBeatAt: work[1].alive[0]?.beatAt ?? work[1].dead[0]?.beatAt ?? null,
      }
    : ('unknown' as const)
  const healthyWork =
    jobs !== 'unknown' && workers !== 'unknown' && !jobs.overdue && workers.alive > 0 && workers.dead === 0
  const healthy = healthyWork && (redis === 'not configured' || redis.ok)
  return {
    status: !postgres.ok ? 'unavailable' : healthy ? 'ready' : 'degraded',
    checks: { postgres, redis, jobs, workers },
  }
}
