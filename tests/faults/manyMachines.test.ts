/**
 * Many machines (issue 26, docs/decisions/038-many-machines.md), with real processes: two app instances and two
 * workers on one PostgreSQL and one Redis of this file's own (tests/helpers/faultRig.ts), so that the
 * database can be restarted without disturbing the server the other files share. The social network is a fake
 * Mastodon on loopback. Redis stopped under load, and workers and instances stopped in a rolling deploy, are in
 * tests/faults/rollingRestart.test.ts.
 */
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Sql } from '../helpers/appFixture'
import type { AppServer } from '../helpers/appServer'
import { type FaultRig, startFaultRig } from '../helpers/faultRig'
import { queueDrained } from '../helpers/jobs'
import { postJsonRpc } from '../helpers/mcpJsonRpc'
import type { WorkerProcess } from '../helpers/worker'

let rig: FaultRig
let instances: { a: AppServer; b: AppServer }
let workers: WorkerProcess[] = []

const sql: Sql = (query, params) => rig.sql(query, params)
const unique = () => randomBytes(4).toString('hex')

beforeAll(async () => {
  // What every process of one site shares: the database, the secret, the public address, Redis, the media directory
  // (one machine here; a bucket on many, tests/http/s3Media.test.ts).
  rig = await startFaultRig({
    servers: 2,
    workers: 2,
    redis: true,
    mastodon: true,
    env: { BASE_URL: 'https://news.example', OUTBOUND_TIMEOUT_MS: '3000', JOBS_STALE_AFTER_SECONDS: '3' },
  })
  const [a, b] = rig.servers as [AppServer, AppServer]
  instances = { a, b }
  workers = [...rig.workers]
})

afterAll(() => rig?.close())

/**
 * A read, its body read whole: a body left unread stays tied to the request's timeout signal, whose firing 30 s later
 * is then a rejection nobody handles (which fails the run).
 */
const read = async (server: AppServer, pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`, { signal: AbortSignal.timeout(30_000) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/**
 * Reads the page until it shows `text`. Used right after the page was cached (cachedOn), it proves that the instance
 * dropped the page when it heard of the change: otherwise it would keep answering from its cache for the hour of
 * PAGE_CACHE_TTL_SECONDS, far past the poll's limit.
 */
const shows = (server: AppServer, pathname: string, text: string) =>
  expect.poll(async () => (await read(server, pathname)).text.includes(text)).toBe(true)

/**
 * Reads the page until `server` answers it from its cache. An instance keeps nothing while it is not listening for
 * changes (after a database restart, until its listener is back), and empties its cache when it listens again.
 */
async function cachedOn(server: AppServer, pathname: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await read(server, pathname)
        return (await read(server, pathname)).headers.get('x-cache')
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe('HIT')
}

describe('two app instances and two workers on one database', () => {
  it('show a publish on one instance at the other, which drops the page it cached', async () => {
    await cachedOn(instances.b, '/harbor-pms')
    const title = `Harbor adds a night audit ${unique()}`
    await rig.ingest(instances.a, { title, is_published: true })
    // The commit's NOTIFY reaches B, which drops the hub it kept.
    await shows(instances.b, '/harbor-pms', title)
  })

  it('finish the publishing job of a worker killed in the middle of it, with one social post', async () => {
    // One worker takes the job (the other is stopped for the moment), and is killed while its social post is out.
    const [first, second] = workers as [WorkerProcess, WorkerProcess]
    // The last test's job posts too: it must be done before the next post is the slow one.
    await queueDrained(sql, { timeoutMs: 90_000 })
    await second.stop()
    rig.mastodon.holdNext()
    const title = `Harbor opens its booking API ${unique()}`
    const id = await rig.ingest(instances.a, { title, is_published: true })
    await expect
      .poll(() => rig.mastodon.posts.some((post) => post.text.includes(title)), { timeout: 60_000, interval: 20 })
      .toBe(true)
    await first.kill()

    workers = [await rig.startWorker()]
    await queueDrained(sql, { timeoutMs: 90_000 })
    const sent = rig.mastodon.requests.filter(
      (request) =>
        request.path === '/api/v1/statuses' && String((request.body as { status?: string }).status).includes(title),
    )
    // Sent again after the takeover, under the same Idempotency-Key: the network made one post of it.
    expect(sent.length).toBeGreaterThanOrEqual(2)
    expect(new Set(sent.map((request) => request.headers['idempotency-key'])).size).toBe(1)
    expect(rig.mastodon.posts.filter((post) => post.text.includes(title))).toHaveLength(1)
    const events = await sql(
      `SELECT task FROM publish_events WHERE article_id = $1 AND status = 'succeeded' ORDER BY id`,
      [id],
    )
    // No WebSub hub is configured here (its step is skipped); the social web's step ends the job.
    expect(events.map((event) => event.task)).toEqual([
      'summary',
      'embedding',
      'related-articles',
      'social-post',
      'social-web',
    ])
    workers.push(await rig.startWorker())
  })
})

describe('PostgreSQL restarted under a write load', () => {
  interface Outcome {
    instance: 'a' | 'b'
    slug: string
    status: number
    retryAfter: string | null
    at: number
  }

  it('keeps every acknowledged write, answers the others 503 with Retry-After, reports 503 on /up, and both instances recover without a restart', async () => {
    const outcomes: Outcome[] = []
    let writing = true
    const writer = async (instance: 'a' | 'b', lane: number) => {
      for (let n = 0; writing; n += 1) {
        const slug = `load-${instance}${lane}-${n}-${unique()}`
        const response = await rig.postArticle(instances[instance], {
          title: `Load ${slug}`,
          slug,
          is_published: false,
        })
        await response.arrayBuffer()
        outcomes.push({
          instance,
          slug,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          at: Date.now(),
        })
        // A refused writer writes again at once, as the load it plays would: each request waits for its answer,
        // so four writers keep four requests in flight, whatever the answers.
      }
    }
    const since = (at: number, status: number, instance: 'a' | 'b') =>
      outcomes.some((outcome) => outcome.at > at && outcome.status === status && outcome.instance === instance)
    const writers = [writer('a', 1), writer('b', 1), writer('a', 2), writer('b', 2)]
    try {
      await expect.poll(() => since(0, 201, 'a') && since(0, 201, 'b'), { timeout: 30_000, interval: 50 }).toBe(true)
      await rig.postgres.stop()
      const stopped = Date.now()
      expect((await read(instances.a, '/up')).status).toBe(503)
      expect((await read(instances.b, '/up')).status).toBe(503)
      // Payload's own API and the MCP endpoint say the same, each in its own shape. Neither has been asked anything
      // on these instances before: this first use starts the Payload instance of Next's route handlers, whose start
      // fails while the database is away (a 500 once, src/app/onPayload.ts and src/endpoints/cmsApi/guardCmsApi.ts).
      const cmsApi = await read(instances.a, '/cms-api/articles?limit=1')
      expect([cmsApi.status, cmsApi.headers.get('retry-after')]).toEqual([503, '5'])
      const mcp = await postJsonRpc(
        `${instances.b.url}/mcp`,
        { jsonrpc: '2.0', id: 1, method: 'ping' },
        { authorization: 'Bearer an-access-token' },
        { signal: AbortSignal.timeout(30_000) },
      )
      expect([mcp.status, mcp.headers.get('retry-after')]).toEqual([503, '5'])
      expect(mcp.message).toMatchObject({ error: { code: -31503 } })
      await expect
        .poll(() => since(stopped, 503, 'a') && since(stopped, 503, 'b'), { timeout: 30_000, interval: 50 })
        .toBe(true)

      await rig.postgres.start()
      const restarted = Date.now()
      await expect
        .poll(() => since(restarted, 201, 'a') && since(restarted, 201, 'b'), { timeout: 60_000, interval: 100 })
        .toBe(true)
    } finally {
      writing = false
      await Promise.all(writers)
    }

    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([])
    const refused = outcomes.filter((outcome) => outcome.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.filter((outcome) => !/^\d+$/.test(outcome.retryAfter ?? ''))).toEqual([])
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.slug)
    const kept = await sql<{ slug: string }>(`SELECT slug FROM articles WHERE slug = ANY($1)`, [acknowledged])
    expect(kept.map((row) => row.slug).sort()).toEqual([...acknowledged].sort())

    expect((await read(instances.a, '/up')).status).toBe(200)
    expect((await read(instances.b, '/up')).status).toBe(200)
    // Each instance listens for changes again (it heard none while the database was away, so it kept no page), and
    // the workers took up the queue again.
    await cachedOn(instances.a, '/harbor-pms')
    const title = `Harbor is back after a database restart ${unique()}`
    await rig.ingest(instances.b, { title, is_published: true })
    await shows(instances.a, '/harbor-pms', title)
    await queueDrained(sql, { timeoutMs: 90_000 })
  })
})
