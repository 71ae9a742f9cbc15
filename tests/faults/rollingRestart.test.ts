/**
 * Routine operations under load (issue 47), with real processes on a PostgreSQL and a Redis of this file's own
 * (tests/helpers/faultRig.ts): workers given SIGTERM in the middle of a job, a rolling restart of two app
 * instances behind a load balancer that routes on /ready (tests/helpers/loadBalancer.ts), and Redis stopped and started
 * again, each under a steady read and write load (tests/helpers/steadyLoad.ts). Each ends where the battery ends: every
 * acknowledged write is stored, nothing unacknowledged is, and every due job ran exactly once — each publishing step
 * succeeded once, and the fake Mastodon holds one post per published article.
 */
import { randomBytes } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Sql } from '../helpers/appFixture'
import type { AppServer } from '../helpers/appServer'
import { type FaultRig, startFaultRig } from '../helpers/faultRig'
import { queueDrained } from '../helpers/jobs'
import { lastMessage } from '../helpers/logLines'
import { hasRedisServer } from '../helpers/privateServices'
import { failedOutcomes, type Outcome, type SteadyLoad, startSteadyLoad } from '../helpers/steadyLoad'
import type { WorkerProcess } from '../helpers/worker'

const redisAvailable = hasRedisServer()
/** A published article's steps, each once (no WebSub hub is configured here, so its step is skipped). */
const PUBLISHED_STEPS = ['embedding', 'related-articles', 'social-post', 'social-web', 'summary']

let rig: FaultRig
const instances: { a?: AppServer; b?: AppServer } = {}
/** The workers started, in order: the one taking the queue is the last. */
const workers: WorkerProcess[] = []
/** Public pages the readers read. */
const pages = ['/harbor-pms', '/']

const sql: Sql = (query, params) => rig.sql(query, params)
const unique = () => randomBytes(4).toString('hex')
/** A steady load through the balancer, its writes with the rig's token under its PMS and author. */
const steadyLoad = () => startSteadyLoad({ url: rig.balancer.url, apiToken: rig.apiToken, parents: rig.parents, pages })

beforeAll(async () => {
  rig = await startFaultRig({
    servers: 2,
    redis: true,
    loadBalancer: true,
    mastodon: true,
    env: {
      BASE_URL: 'https://news.example',
      // A held social post waits for the test to let it go, not for the app to give up.
      OUTBOUND_TIMEOUT_MS: '60000',
      // The default (600 s): a job another worker runs within this file's limits was handed back, not left to expire.
      JOBS_STALE_AFTER_SECONDS: '600',
      // The read limit at its default, with the balancer's X-Forwarded-For believed: the load's readers are many.
      READ_RATE_LIMIT_PER_MINUTE: '60',
      TRUSTED_PROXIES: '127.0.0.1',
      // Longer than the balancer takes to see /ready turn 503: a check every 100 ms, one at a time, and one that began
      // before the signal may take /ready's own deadline (2 s) on a busy machine.
      SHUTDOWN_DRAIN_SECONDS: '4',
      // Production's grace for requests in flight at SIGTERM (test servers get 2 s, tests/helpers/appServer.ts): the
      // rolling restart must fail none of them.
      SHUTDOWN_GRACE_SECONDS: '25',
    },
  })
  ;[instances.a, instances.b] = rig.servers
  workers.push(...rig.workers)
  const id = await rig.ingest(instances.a!, { title: 'Harbor keeps its night audit', is_published: true })
  const [row] = await sql<{ slug: string }>(`SELECT slug FROM articles WHERE id = $1`, [id])
  pages.push(`/harbor-pms/${row!.slug}`)
})

afterAll(() => rig?.close())

const lastLine = (worker: WorkerProcess) => lastMessage(worker.output())

/**
 * Every due job ran exactly once: each publishing step of each article succeeded once, whichever worker ran it, and the
 * social network holds exactly one post of each (a step run again after a hand-back sends the same Idempotency-Key).
 */
async function expectPublishedOnce(articleIds: number[]): Promise<void> {
  await queueDrained(sql, { timeoutMs: 120_000 })
  // A scheduled article's own step (publishing it when due) is not one of them.
  const steps = await sql<{ article_id: number; tasks: string[] }>(
    `SELECT article_id, array_agg(task::text) AS tasks FROM publish_events
     WHERE status = 'succeeded' AND task <> 'schedule' AND article_id = ANY($1) GROUP BY article_id ORDER BY article_id`,
    [articleIds],
  )
  expect(steps.map(({ article_id, tasks }) => ({ article_id, tasks: [...tasks].sort() }))).toEqual(
    [...articleIds].sort((x, y) => x - y).map((id) => ({ article_id: id, tasks: PUBLISHED_STEPS })),
  )
  const titles = await sql<{ title: string }>(`SELECT title FROM articles WHERE id = ANY($1)`, [articleIds])
  for (const { title } of titles)
    expect(rig.mastodon.posts.filter((post) => post.text.includes(title)).length, title).toBe(1)
}

/**
 * What the battery ends on for a load: no failed request beyond 503s with Retry-After, every acknowledged write
 * stored, no write stored that was not acknowledged, none twice, and the jobs of the published ones run once.
 */
async function expectLoadKept(outcomes: Outcome[]): Promise<{ refused: number }> {
  expect(failedOutcomes(outcomes)).toEqual([])
  const writes = outcomes.filter((outcome) => outcome.kind === 'write')
  const acknowledged = writes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.what)
  const stored = await sql<{ slug: string; id: number; is_published: boolean }>(
    `SELECT slug, id, is_published FROM articles WHERE slug = ANY($1)`,
    [writes.map((outcome) => outcome.what)],
  )
  expect(stored.map((row) => row.slug).sort()).toEqual([...acknowledged].sort())
  const published = writes.filter((outcome) => outcome.published && outcome.status === 201).map((o) => o.what)
  expect(
    stored
      .filter((row) => row.is_published)
      .map((row) => row.slug)
      .sort(),
  ).toEqual([...published].sort())
  await expectPublishedOnce(stored.filter((row) => row.is_published).map((row) => row.id))
  return { refused: outcomes.filter((outcome) => outcome.status === 503).length }
}

describe('a worker given SIGTERM in the middle of a job', () => {
  it('finishes the step in hand within the grace, hands back what it claimed, exits 0, and another worker takes the queue', async () => {
    const first = workers.at(-1)!
    // The set-up's article has posted: the next post is the one held.
    await queueDrained(sql, { timeoutMs: 120_000 })
    // Three articles due at one moment: the worker claims their publication jobs in one batch, and the first one's
    // social post is held at the network while the other two wait, claimed, behind it.
    rig.mastodon.holdNext()
    // Far enough ahead to be a schedule (nearer than five seconds is "now") however slow the three writes are.
    const at = new Date(Date.now() + 10_000).toISOString()
    const ids = await Promise.all(
      ['A', 'B', 'C'].map((which) =>
        rig.ingest(instances.a!, {
          title: `Harbor schedules ${which} ${unique()}`,
          is_published: true,
          published_at: at,
        }),
      ),
    )
    const claimed = () =>
      sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM payload_jobs
         WHERE processing AND completed_at IS NULL AND input->>'reason' = 'published' AND (input->>'articleId')::int = ANY($1)`,
        [ids],
      )
    const titles = await sql<{ title: string }>(`SELECT title FROM articles WHERE id = ANY($1)`, [ids])
    const heldPost = () => rig.mastodon.posts.some((post) => titles.some(({ title }) => post.text.includes(title)))
    await expect.poll(heldPost, { timeout: 60_000 }).toBe(true)
    expect(await claimed()).toEqual([{ n: 3 }])

    // The second worker runs, and cannot take what the first holds.
    const second = await rig.startWorker({ SHUTDOWN_GRACE_SECONDS: '2' })
    workers.push(second)
    first.process.kill('SIGTERM')
    await expect.poll(() => first.output()).toContain('SIGTERM received; finishing the job in hand')
    expect(first.process.exitCode).toBeNull()
    expect(await claimed()).toEqual([{ n: 3 }])

    rig.mastodon.releaseHeld()
    await expect.poll(() => first.process.exitCode, { timeout: 30_000 }).toBe(0)
    expect(lastLine(first)).toBe('PMS News worker: stopped; the jobs in hand finished and the rest handed back')
    // Its clean stop is recorded: not taken for a death.
    expect(
      await sql(`SELECT pid FROM worker_heartbeats WHERE stopped_at IS NULL AND pid = $1`, [first.process.pid]),
    ).toEqual([])
    // The two it handed back run on the second worker now, not after their leases ran out (600 s here).
    await expectPublishedOnce(ids)
  })

  it('whose step outlasts the grace exits 1 saying so, and its job is handed back and run once by another worker', async () => {
    const held = workers.at(-1)!
    rig.mastodon.holdNext()
    const title = `Harbor opens its booking API ${unique()}`
    const id = await rig.ingest(instances.b!, { title, is_published: true })
    await expect
      .poll(() => rig.mastodon.posts.some((post) => post.text.includes(title)), { timeout: 60_000 })
      .toBe(true)
    const next = await rig.startWorker()
    workers.push(next)

    held.process.kill('SIGTERM')
    await expect.poll(() => held.process.exitCode, { timeout: 30_000 }).toBe(1)
    expect(lastLine(held)).toContain(
      'worker: the job in hand did not finish within SHUTDOWN_GRACE_SECONDS (2 s); it is handed back to the queue, where another worker runs it again',
    )
    await expectPublishedOnce([id])
    const sent = rig.mastodon.requests.filter((request) =>
      String((request.body as { status?: string } | null)?.status).includes(title),
    )
    expect(sent.length).toBe(2)
    expect(new Set(sent.map((request) => request.headers['idempotency-key'])).size).toBe(1)
  })
})

describe('a rolling restart of two app instances behind a load balancer', () => {
  /** SIGTERM, its exit, and a new instance of the same build in its place, in rotation once ready. */
  async function roll(name: 'a' | 'b', load: SteadyLoad): Promise<void> {
    const old = instances[name]!
    const stopping = old.stop()
    // Out of rotation while it still serves (SHUTDOWN_DRAIN_SECONDS), from its /ready answering 503 draining, not
    // from its connections being refused.
    await expect.poll(() => rig.balancer.lastCheck(old.url), { timeout: 10_000, interval: 20 }).toBe(503)
    expect(rig.balancer.inRotation()).not.toContain(old.url)
    expect(await stopping).toBe(0)
    expect(old.output()).toContain('draining: /ready answers 503')
    rig.balancer.remove(old.url)
    const replacement = await rig.startServer()
    instances[name] = replacement
    rig.balancer.add(replacement.url)
    await expect.poll(() => rig.balancer.inRotation(), { timeout: 30_000 }).toContain(replacement.url)
    // The load goes on through both.
    const since = load.outcomes.length
    await expect.poll(() => load.answered('write', 201, since) > 2 && load.answered('read', 200, since) > 2).toBe(true)
  }

  it('fails no request but for 503s with Retry-After, keeps every acknowledged write, and runs their jobs once', async () => {
    const load = steadyLoad()
    try {
      await expect.poll(() => load.answered('write', 201) > 2 && load.answered('read', 200) > 4).toBe(true)
      await roll('a', load)
      await roll('b', load)
    } finally {
      await load.stop()
    }
    const { refused } = await expectLoadKept(load.outcomes)
    // Every instance drained before it stopped accepting: the balancer never had none to send to.
    expect(refused).toBe(0)
  })
})

const redisTitle = redisAvailable
  ? 'Redis stopped and started under reads and writes'
  : "Redis stopped and started — skipped: this machine has no redis-server to start a Redis of the test's own"
describe.skipIf(!redisAvailable)(redisTitle, () => {
  /**
   * A read, its body read whole: a body left unread stays tied to the request's timeout signal, whose firing 30 s
   * later is then a rejection nobody handles (which fails the run).
   */
  const read = async (server: AppServer, pathname: string, client = '203.0.113.1') => {
    const response = await fetch(`${server.url}${pathname}`, {
      headers: { 'x-forwarded-for': client },
      signal: AbortSignal.timeout(30_000),
    })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }
  const login = (server: AppServer, email: string) =>
    fetch(`${server.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a wrong guess' }),
    })
  /** Five failed sign-ins to one address, alternating the instances, then a sixth: one budget for both. */
  const signInStatuses = async (email: string) => {
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await login(attempt % 2 === 0 ? instances.a! : instances.b!, email)).status)
    return statuses
  }
  const SHARED_BUDGET = [401, 401, 401, 401, 401, 429]

  it('serves reads and keeps acknowledged writes while Redis is away, counting sign-ins in PostgreSQL; the limits and page-cache invalidation work again once it is back', async () => {
    const { a, b } = instances as { a: AppServer; b: AppServer }
    const client = new Redis(rig.redis!.url, { lazyConnect: true })
    const keysOf = async (policy: string) => (await client.keys(`${rig.env.REDIS_KEY_PREFIX}:${policy}:*`)).length
    const load = steadyLoad()
    try {
      await expect.poll(() => load.answered('write', 201) > 2 && load.answered('read', 200) > 4).toBe(true)
      await rig.redis!.stop()
      // Both instances stay in rotation: Redis away is degraded, not unavailable.
      const readiness = await fetch(`${a.url}/ready`)
      expect(readiness.status).toBe(200)
      expect(await readiness.json()).toMatchObject({ status: 'degraded', checks: { redis: { ok: false } } })
      let since = load.outcomes.length
      await expect
        .poll(() => load.answered('write', 201, since) > 4 && load.answered('read', 200, since) > 8, {
          timeout: 30_000,
        })
        .toBe(true)
      expect(rig.balancer.inRotation().sort()).toEqual([a.url, b.url].sort())
      // The sign-in limit is counted in PostgreSQL meanwhile, one budget for both instances.
      expect(await signInStatuses(`away-${unique()}@example.com`)).toEqual(SHARED_BUDGET)
      expect(await sql(`SELECT 1 FROM rate_limits WHERE key LIKE 'sign-in-account-network:%' LIMIT 1`)).toHaveLength(1)

      await rig.redis!.start()
      await client.connect()
      since = load.outcomes.length
      // Both instances count in Redis again, by themselves (ioredis backs off up to two seconds between tries): the
      // readers' reads, and a sign-in on each.
      await expect.poll(() => keysOf('read'), { timeout: 20_000, interval: 250 }).toBeGreaterThan(0)
      await expect
        .poll(
          async () => {
            await login(a, `probe-${unique()}@example.com`)
            await login(b, `probe-${unique()}@example.com`)
            return keysOf('sign-in-account-network')
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBeGreaterThanOrEqual(2)
      const signInKeys = await keysOf('sign-in-account-network')
      expect(await signInStatuses(`back-${unique()}@example.com`)).toEqual(SHARED_BUDGET)
      expect(await keysOf('sign-in-account-network')).toBe(signInKeys + 1)
      await expect.poll(() => load.answered('write', 201, since) > 2, { timeout: 30_000 }).toBe(true)
    } finally {
      await load.stop()
      client.disconnect()
    }
    await expectLoadKept(load.outcomes)

    // The read limit holds again: one reader's 60 a minute, spread over both instances, refused past it (within the
    // tolerance of two instances settling in batches, docs/decisions/040).
    const reader = `203.0.113.${Math.floor(Math.random() * 200) + 20}`
    const statuses: number[] = []
    for (let n = 0; n < 90; n += 1) statuses.push((await read(n % 2 === 0 ? a : b, '/', reader)).status)
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200))
    expect(statuses.slice(72)).toEqual(Array(18).fill(429))

    // A write on A drops the page B kept.
    const hub = '/harbor-pms'
    await expect
      .poll(async () => {
        await read(b, hub, '203.0.113.2')
        return (await read(b, hub, '203.0.113.2')).headers.get('x-cache')
      })
      .toBe('HIT')
    const title = `Harbor is back after Redis ${unique()}`
    const id = await rig.ingest(a, { title, is_published: true })
    await expect.poll(async () => (await read(b, hub, '203.0.113.2')).text.includes(title)).toBe(true)
    await expectPublishedOnce([id])
  })
})
