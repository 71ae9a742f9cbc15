/**
 * Which processes run the jobs queue, and whether they are alive (`worker_heartbeats`, owned here; issue 47). Each
 * `npm run worker`, and each app that runs the queue itself, beats every WORKER_HEARTBEAT_INTERVAL_MS; one that missed
 * three beats is dead. A worker that stops cleanly says so, and is neither alive nor dead. The readiness endpoint
 * (src/features/ops/readiness.ts) and the cockpit's dashboard read them: a dead worker says nothing itself.
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { workerHeartbeats } from '../../ground/metrics/metrics'

/**
 * Three beats missed: with the default beat (WORKER_HEARTBEAT_INTERVAL_MS, 10 s) a worker shows dead within 40 s of its
 * last beat, well within the minute an operator is promised. Every process of a site beats at the same interval.
 */
const deadAfterMs = (intervalMs: number) => 3 * intervalMs
/** Rows of workers stopped or dead for longer than this are dropped when another starts. */
const FORGOTTEN_AFTER = '7 days'

export interface Heartbeat {
  stop(): Promise<void>
}

/**
 * Beats for this process as `kind` until stopped. A beat that fails (the database restarting) is logged once per
 * outage and tried again at the next interval: the process lives on, and shows as dead only if it stays unable.
 */
export function startHeartbeat(payload: Payload, kind: 'worker' | 'app', intervalMs: number): Heartbeat {
  const id = randomUUID()
  const db = drizzleOf(payload)
  let failing = false
  const beat = async () => {
    try {
      await db.execute(sql`
        INSERT INTO worker_heartbeats (id, kind, host, pid) VALUES (${id}, ${kind}, ${os.hostname()}, ${process.pid})
        ON CONFLICT (id) DO UPDATE SET beat_at = now()`)
      workerHeartbeats.inc({ outcome: 'recorded' })
      if (failing) payload.logger.info({ msg: 'heartbeat: the database answers again' })
      failing = false
    } catch (error) {
      workerHeartbeats.inc({ outcome: 'failed' })
      if (!failing) payload.logger.warn({ err: error, msg: 'heartbeat: not recorded; trying again' })
      failing = true
    }
  }
  const started = (async () => {
    await db
      .execute(sql`DELETE FROM worker_heartbeats WHERE beat_at < now() - ${FORGOTTEN_AFTER}::interval AND id <> ${id}`)
      .catch(() => undefined)
    await beat()
  })()
  // The queue's own loops hold the process open; the heartbeat alone must not (an app in development, a test).
  const timer = setInterval(() => void beat(), intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await started
      await db
        .execute(sql`UPDATE worker_heartbeats SET stopped_at = now() WHERE id = ${id}`)
        .catch((error: unknown) => payload.logger.warn({ err: error, msg: 'heartbeat: its stop was not recorded' }))
    },
  }
}

export interface WorkerState {
  kind: 'worker' | 'app'
  host: string
  pid: number
  startedAt: string
  beatAt: string
}

/** The processes running the queue now (alive), and those that stopped beating in the last day without a word (dead). */
export async function workerStates(
  payload: Payload,
  intervalMs: number,
): Promise<{ alive: WorkerState[]; dead: WorkerState[] }> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT kind, host, pid, started_at AS "startedAt", beat_at AS "beatAt",
      beat_at >= now() - make_interval(secs => ${deadAfterMs(intervalMs) / 1000}) AS alive
    FROM worker_heartbeats
    WHERE stopped_at IS NULL AND beat_at >= now() - interval '1 day'
    ORDER BY beat_at DESC`)
  const states = (rows as unknown as Array<WorkerState & { alive: boolean }>).map(({ alive, ...state }) => ({
    alive,
    state: {
      ...state,
      startedAt: new Date(state.startedAt).toISOString(),
      beatAt: new Date(state.beatAt).toISOString(),
    },
  }))
  return {
    alive: states.filter((entry) => entry.alive).map((entry) => entry.state),
    dead: states.filter((entry) => !entry.alive).map((entry) => entry.state),
  }
}
