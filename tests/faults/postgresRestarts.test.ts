/**
 * A worker rides out PostgreSQL restarts (issue 47). It used to end silently at the first: its loops paused on
 * unreferenced timers, and once the restart closed the pool's idle connections nothing held the process open (exit 0,
 * no word). Here PostgreSQL of this file's own (tests/helpers/privateServices.ts) is restarted five times in a row
 * across an article's scheduled time: the worker lives on, keeps beating, and publishes the article once, on time,
 * with every publishing step succeeding once (a step the restart cut short runs again); the app server serves it.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { insertApiToken } from '../helpers/apiTokens'
import type { Sql } from '../helpers/appFixture'
import { type AppServer, startAppServer } from '../helpers/appServer'
import { insertAuthor, insertPms } from '../helpers/content'
import { type PrivateService, startPrivatePostgres } from '../helpers/privateServices'
import { runSql } from '../helpers/sql'
import { startWorker, type WorkerProcess } from '../helpers/worker'

const RESTARTS = 5

let postgres: PrivateService
let server: AppServer
let worker: WorkerProcess
let dataDir: string
let env: Record<string, string>

const sql: Sql = async (query, params = []) => (await runSql(postgres.url, query, params)).rows

beforeAll(async () => {
  postgres = await startPrivatePostgres()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-restarts-'))
  env = {
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    JOBS_POLL_INTERVAL_MS: '100',
    JOBS_RETRY_DELAY_MS: '200',
    WORKER_HEARTBEAT_INTERVAL_MS: '300',
  }
  // The server migrates the empty database as it starts.
  server = await startAppServer(env)
  worker = await startWorker({ ...env, BASE_URL: server.url })
})

afterAll(async () => {
  await worker?.kill()
  await server?.stop()
  await postgres?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

it(`lives through ${RESTARTS} or more PostgreSQL restarts in a row and publishes an article scheduled across them, once and on time`, async () => {
  const token = (await insertApiToken(postgres.url)).token
  const parents = {
    pms_id: await insertPms(sql, { name: 'Harbor PMS', slug: 'harbor-pms' }),
    author_id: await insertAuthor(sql, { name: 'Ada Writer', slug: 'ada-writer' }),
  }
  // Far enough ahead to be a schedule (nearer than five seconds is "now": holdScheduledPublication); the restarts go
  // on until it has passed.
  const at = new Date(Date.now() + 8_000)
  const answer = await fetch(`${server.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...parents,
      title: 'Harbor PMS schedules its night audit',
      body: 'The audit moves to two in the morning.',
      is_published: true,
      published_at: at.toISOString(),
    }),
  })
  expect(answer.status, await answer.clone().text()).toBe(201)
  const { article } = (await answer.json()) as { article: { id: number } }

  for (let restart = 0; restart < RESTARTS || Date.now() < at.getTime() + 1_000; restart += 1) {
    await postgres.stop()
    await postgres.start()
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
        [article.id],
      )
    ).filter((event) => event.task !== 'schedule')
  await expect
    .poll(async () => (await succeeded()).map((event) => event.task), { timeout: 60_000 })
    .toEqual(['summary', 'embedding', 'related-articles', 'social-post', 'websub-ping', 'social-web'])
  const [published] = await sql<{ is_published: boolean; scheduled: boolean }>(
    `SELECT is_published, scheduled FROM articles WHERE id = $1`,
    [article.id],
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
    [article.id],
  )
  await expect.poll(async () => (await fetch(`${server.url}/${row!.pms}/${row!.slug}`)).status).toBe(200)
})
