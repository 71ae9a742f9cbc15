/**
 * A worker rides out PostgreSQL restarts (issue 47). Its loops pause on timers, and once a restart closes the pool's
 * idle connections nothing but a referenced pause holds the process open: a worker must never end silently (exit 0,
 * no word). Here PostgreSQL of this file's own (tests/helpers/faultRig.ts) is restarted five times in a row
 * across an article's scheduled time: the worker lives on, keeps beating, and publishes the article once, on time,
 * with every publishing step succeeding once (a step the restart cut short runs again); the app server serves it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { Sql } from '../helpers/appFixture'
import type { AppServer } from '../helpers/appServer'
import { type FaultRig, startFaultRig } from '../helpers/faultRig'
import type { WorkerProcess } from '../helpers/worker'

const RESTARTS = 5

let rig: FaultRig
let server: AppServer
let worker: WorkerProcess

const sql: Sql = (query, params) => rig.sql(query, params)

beforeAll(async () => {
  rig = await startFaultRig({ env: { WORKER_HEARTBEAT_INTERVAL_MS: '300' } })
  server = rig.servers[0]!
  worker = rig.workers[0]!
})

afterAll(() => rig?.close())

it(`lives through ${RESTARTS} or more PostgreSQL restarts in a row and publishes an article scheduled across them, once and on time`, async () => {
  // Far enough ahead to be a schedule (nearer than five seconds is "now": holdScheduledPublication); the restarts go
  // on until it has passed.
  const at = new Date(Date.now() + 8_000)
  const id = await rig.ingest(server, {
    title: 'Harbor PMS schedules its night audit',
    body: 'The audit moves to two in the morning.',
    is_published: true,
    published_at: at.toISOString(),
  })

  for (let restart = 0; restart < RESTARTS || Date.now() < at.getTime() + 1_000; restart += 1) {
    await rig.postgres.stop()
    await rig.postgres.start()
    // The worker outlived it: its process is there, and it beats again once the database is back.
    expect(worker.process.exitCode, worker.output()).toBeNull()
    const beat = Date.now()
    await expect
      .poll(async () =>
        (
          await sql<{ beat_at: Date }>(`SELECT max(beat_at) AS beat_at FROM worker_heartbeats WHERE kind = 'worker'`)
        )[0]!.beat_at.getTime(),
      )
      .toBeGreaterThanOrEqual(beat - 1_000)
  }

  const restartsEnded = Date.now()

  // Each step done once (succeeded, or skipped: no social network or hub is configured here). A step the restarts cut short failed first and ran again (its log says so), which is
  // what "retried, never half-done" means; the schedule's own entry may be lost with the attempt that published.
  const succeeded = async () =>
    (
      await sql<{ task: string; created_at: Date }>(
        `SELECT task, created_at FROM publish_events WHERE article_id = $1 AND status <> 'failed' ORDER BY id`,
        [id],
      )
    ).filter((event) => event.task !== 'schedule')
  await expect
    .poll(async () => (await succeeded()).map((event) => event.task), { timeout: 60_000 })
    .toEqual(['summary', 'embedding', 'related-articles', 'social-post', 'websub-ping', 'social-web'])
  const [published] = await sql<{ is_published: boolean; scheduled: boolean }>(
    `SELECT is_published, scheduled FROM articles WHERE id = $1`,
    [id],
  )
  expect(published).toEqual({ is_published: true, scheduled: false })
  // On time: not before its moment, and soon after it or the restarts' end, whichever came later — not after a job
  // lease ran out (JOBS_STALE_AFTER_SECONDS, ten minutes) or someone noticed. A bound against a hang, not a speed check.
  const first = (await succeeded())[0]!.created_at.getTime()
  expect(first).toBeGreaterThanOrEqual(at.getTime())
  expect(first).toBeLessThan(Math.max(at.getTime(), restartsEnded) + 60_000)
  // No step failed for good: nothing is left failed without a success after it.
  const jobs = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM payload_jobs WHERE has_error`)
  expect(jobs).toEqual([{ n: 0 }])
  expect(worker.process.exitCode).toBeNull()
  // The server rode the restarts out too: the article is live.
  const [row] = await sql<{ pms: string; slug: string }>(
    `SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = $1`,
    [id],
  )
  await expect.poll(async () => (await fetch(`${server.url}/${row!.pms}/${row!.slug}`)).status).toBe(200)
})
