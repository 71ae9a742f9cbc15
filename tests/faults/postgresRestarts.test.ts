/**
 * A worker rides out PostgreSQL restarts (issue 47). It used to end silently at the first: its loops paused on
 * unreferenced timers, and once the restart closed the pool's idle connections nothing held the process open (exit 0,
 * no word). Here PostgreSQL of this file's own (tests/helpers/privateServices.ts) is restarted five times in a row
 * across an article's scheduled time: the worker lives on, keeps beating, and publishes the article once, on time,
 * with every publishing step run once; the app server, restarted under too, serves it.
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

it(`lives through ${RESTARTS} PostgreSQL restarts in a row and publishes an article scheduled across them, once and on time`, async () => {
  const token = (await insertApiToken(postgres.url)).token
  const parents = {
    pms_id: await insertPms(sql, { name: 'Harbor PMS', slug: 'harbor-pms' }),
    author_id: await insertAuthor(sql, { name: 'Ada Writer', slug: 'ada-writer' }),
  }
  // Due while the restarts go on: the first restart begins at once, and each takes a second or two.
  const at = new Date(Date.now() + 4_000)
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

  for (let restart = 0; restart < RESTARTS; restart += 1) {
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

  await expect
    .poll(async () => (await sql(`SELECT task FROM publish_events WHERE article_id = $1`, [article.id])).length, {
      timeout: 60_000,
    })
    .toBe(7)
  const events = await sql<{ task: string; status: string; created_at: Date }>(
    `SELECT task, status, created_at FROM publish_events WHERE article_id = $1 ORDER BY id`,
    [article.id],
  )
  // Every step once, in order, none failed for good.
  expect(events.map((event) => event.task)).toEqual([
    'schedule',
    'summary',
    'embedding',
    'related-articles',
    'social-post',
    'websub-ping',
    'social-web',
  ])
  expect(events.every((event) => event.status !== 'failed')).toBe(true)
  // On time: not before its moment, and soon after it or the restarts' end, whichever came later — not after a job
  // lease ran out (JOBS_STALE_AFTER_SECONDS, ten minutes) or someone noticed. A bound against a hang, not a speed check.
  const published = events[0]!.created_at.getTime()
  expect(published).toBeGreaterThanOrEqual(at.getTime())
  expect(published).toBeLessThan(Math.max(at.getTime(), restartsEnded) + 60_000)
  expect(worker.process.exitCode).toBeNull()
  // The server rode the restarts out too: the article is live.
  const [row] = await sql<{ pms: string; slug: string }>(
    `SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = $1`,
    [article.id],
  )
  await expect.poll(async () => (await fetch(`${server.url}/${row!.pms}/${row!.slug}`)).status).toBe(200)
})
