/**
 * `/metrics` (issue 64, docs/decisions/078-metrics-and-traces.md): Prometheus' text from the app and from the worker,
 * behind METRICS_TOKEN; counters that move with requests (a page-cache miss then a hit, a read-limit refusal); labels
 * that are a closed set, never a path with an id, a slug or an email. With an edge (EDGE=on, issue 67,
 * docs/decisions/085-edge-and-renderers.md) the edge answers it: every request counted once, whoever answered it, and
 * the render process's figures merged in.
 */
import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { freePort } from '../helpers/freePort'
import { type Exposition, parsePrometheusText, sampleSum } from '../helpers/prometheusText'
import { startWorker, type WorkerProcess } from '../helpers/worker'

const TOKEN = randomBytes(24).toString('hex')
const READ_LIMIT = 3
// One process (EDGE=off, named: whichever the default is), and below an edge in front of a render process.
const app = useApp({
  database: 'published',
  env: {
    EDGE: 'off',
    METRICS_TOKEN: TOKEN,
    READ_RATE_LIMIT_PER_MINUTE: String(READ_LIMIT),
    TRUSTED_PROXIES: '127.0.0.1, ::1',
    WORKER_HEARTBEAT_INTERVAL_MS: '300',
  },
})
const OLD_ADDRESS = '/an-old-pms/an-old-name'
const edge = useApp({
  database: 'published',
  env: {
    EDGE: 'on',
    METRICS_TOKEN: TOKEN,
    READ_RATE_LIMIT_PER_MINUTE: String(READ_LIMIT),
    TRUSTED_PROXIES: '127.0.0.1, ::1',
  },
  // The edge reads the redirects when it starts.
  arrange: (sql) =>
    sql(
      `INSERT INTO redirects ("from", "to", origin, updated_at, created_at)
       SELECT $1, '/' || p.slug || '/' || a.slug, 'rename', now(), now()
         FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published ORDER BY a.id LIMIT 1`,
      [OLD_ADDRESS],
    ),
})
const workers: WorkerProcess[] = []
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()))
})

const authorized = { authorization: `Bearer ${TOKEN}` }

async function scrape(url = `${app.url}/metrics`): Promise<Exposition> {
  const answer = await fetch(url, { headers: authorized })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  return parsePrometheusText(await answer.text())
}

/** A reader from a network of its own (the read limit counts per network; 127.0.0.1 is a trusted proxy here). */
let networks = 0
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const fromNetwork = () => ({
  'x-forwarded-for': `198.51.${100 + Math.floor(++networks / 250)}.${networks % 250}`,
  // A person's browser: fetch's own User-Agent (`node`) is a declared agent's.
  'user-agent': BROWSER,
})

/** A published article's address: the first, or the `nth` in id order. */
async function articlePath(on: Pick<typeof app, 'sql'> = app, nth = 0): Promise<string> {
  const [row] = await on.sql<{ path: string }>(
    `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published ORDER BY a.id LIMIT 1 OFFSET $1`,
    [nth],
  )
  return row!.path
}

/** Every label value of an exposition: none may be a path, an address, an email or a slug of ours. */
function expectBoundedLabels(exposition: Exposition, slugs: string[]) {
  for (const sample of exposition.samples) {
    for (const [name, value] of Object.entries(sample.labels)) {
      const where = `${sample.name}{${name}="${value}"}`
      expect(value, where).not.toMatch(/[/@?=]/)
      for (const slug of slugs) expect(value, where).not.toContain(slug)
    }
  }
}

describe('/metrics on the app', () => {
  it('answers 401 without the token or with a wrong one, and says how to authenticate', async () => {
    const refusedHeaders: Array<Record<string, string>> = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: 'Basic Zm9vOmJhcg==' },
    ]
    for (const headers of refusedHeaders) {
      const answer = await fetch(`${app.url}/metrics`, { headers })
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.text()).not.toContain('pmsnews_')
    }
  })

  it('counts a page-cache miss then a hit, the requests by kind and status, and their latency', async () => {
    const path = await articlePath()
    const before = await scrape()
    const first = await fetch(`${app.url}${path}`, { headers: fromNetwork() })
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).not.toBe('HIT')
    await first.arrayBuffer()
    // The page is kept once its answer is sent: read until the cache answers.
    await expect
      .poll(async () => {
        const answer = await fetch(`${app.url}${path}`, { headers: fromNetwork() })
        await answer.arrayBuffer()
        return answer.headers.get('x-cache')
      })
      .toBe('HIT')
    const after = await scrape()
    const moved = (name: string, labels: Record<string, string>) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels)
    expect(moved('pmsnews_page_cache_lookups_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1)
    expect(moved('pmsnews_page_cache_lookups_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1)
    expect(
      moved('pmsnews_http_requests_total', { kind: 'article', method: 'GET', status: '200' }),
    ).toBeGreaterThanOrEqual(2)
    expect(
      moved('pmsnews_http_request_duration_seconds_count', { kind: 'article', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(2)
    expect(after.types.get('pmsnews_http_request_duration_seconds')).toBe('histogram')
    // The person's reads, counted for the editors, show by kind of reader.
    expect(moved('pmsnews_reads_total', { reader: 'person' })).toBeGreaterThanOrEqual(2)
    // A declared agent's read shows as one.
    await (
      await fetch(`${app.url}${path}`, {
        headers: { ...fromNetwork(), 'user-agent': 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)' },
      })
    ).arrayBuffer()
    await expect
      .poll(async () => sampleSum(await scrape(), 'pmsnews_reads_total', { reader: 'declared-agent' }))
      .toBeGreaterThanOrEqual(1)
  })

  it('counts a read-limit refusal', async () => {
    const network = fromNetwork()
    const before = sampleSum(await scrape(), 'pmsnews_read_limit_refusals_total', { limit: 'read' })
    let refused = 0
    for (let read = 0; read <= READ_LIMIT; read++) {
      const answer = await fetch(`${app.url}/`, { headers: network })
      await answer.arrayBuffer()
      if (answer.status === 429) refused++
    }
    expect(refused).toBeGreaterThanOrEqual(1)
    const after = await scrape()
    expect(sampleSum(after, 'pmsnews_read_limit_refusals_total', { limit: 'read' }) - before).toBe(refused)
    expect(sampleSum(after, 'pmsnews_http_requests_total', { kind: 'home', status: '429' })).toBeGreaterThanOrEqual(
      refused,
    )
  })

  it('shows the pool, the queues and Node, and no label holds a path, an id, a slug or an email', async () => {
    // An address with an id and an email in it, and a sign-in attempt with an email: none may reach a label.
    await (
      await fetch(`${app.url}/cms-api/articles/12345?where[email][equals]=someone@example.com`, {
        headers: fromNetwork(),
      })
    ).arrayBuffer()
    const exposition = await scrape()
    expect(sampleSum(exposition, 'pmsnews_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0)
    expect(exposition.samples.some((sample) => sample.name === 'pmsnews_db_pool_waiting')).toBe(true)
    expect(sampleSum(exposition, 'pmsnews_scrape_database_ok')).toBe(1)
    for (const queue of ['jobs', 'federation', 'newsletter', 'webhook'])
      expect(
        exposition.samples.some((sample) => sample.name === 'pmsnews_queue_depth' && sample.labels.queue === queue),
      ).toBe(true)
    expect(exposition.samples.some((sample) => sample.name === 'pmsnews_queue_oldest_due_seconds')).toBe(true)
    expect(sampleSum(exposition, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(exposition.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge')
    expect(sampleSum(exposition, 'pmsnews_http_requests_total', { kind: 'cms' })).toBeGreaterThanOrEqual(1)
    const slugs = (await app.sql<{ slug: string }>(`SELECT slug FROM articles UNION SELECT slug FROM pmses`)).map(
      (row) => row.slug,
    )
    expectBoundedLabels(exposition, [...slugs, '12345', 'someone', TOKEN])
  })
})

describe('/metrics on the worker (WORKER_METRICS_PORT)', () => {
  it('serves the worker figures with the same token, its heartbeats and the queues among them', async () => {
    const port = await freePort()
    const worker = await startWorker({
      ...app.env,
      BASE_URL: app.url,
      WORKER_METRICS_PORT: String(port),
      HOST: '127.0.0.1',
    })
    workers.push(worker)
    const url = `http://127.0.0.1:${port}/metrics`
    expect((await fetch(url)).status).toBe(401)
    expect((await fetch(url, { headers: { authorization: 'Bearer nope' } })).status).toBe(401)
    expect((await fetch(`http://127.0.0.1:${port}/other`, { headers: authorized })).status).toBe(404)
    await expect
      .poll(async () => sampleSum(await scrape(url), 'pmsnews_worker_heartbeats_total', { outcome: 'recorded' }))
      .toBeGreaterThanOrEqual(2)
    const exposition = await scrape(url)
    expect(sampleSum(exposition, 'pmsnews_workers', { state: 'alive' })).toBeGreaterThanOrEqual(1)
    expect(
      exposition.samples.some((sample) => sample.name === 'pmsnews_queue_depth' && sample.labels.queue === 'jobs'),
    ).toBe(true)
    // The worker answers no request of the site: it counts none.
    expect(exposition.samples.some((sample) => sample.name === 'pmsnews_http_requests_total')).toBe(false)
    expectBoundedLabels(exposition, [TOKEN])
  })
})

describe('/metrics with an edge (EDGE=on)', () => {
  const scrapeEdge = () => scrape(`${edge.url}/metrics`)
  /** How far a series moved between two scrapes. */
  const movedBetween = (before: Exposition, after: Exposition) => (name: string, labels: Record<string, string>) =>
    sampleSum(after, name, labels) - sampleSum(before, name, labels)

  it('is answered by the edge: 401 without the token or with a wrong one, 405 for a POST', async () => {
    const refusedHeaders: Array<Record<string, string>> = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: 'Basic Zm9vOmJhcg==' },
    ]
    for (const headers of refusedHeaders) {
      const answer = await fetch(`${edge.url}/metrics`, { headers })
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(await answer.text()).not.toContain('pmsnews_')
    }
    expect((await fetch(`${edge.url}/metrics`, { method: 'POST', headers: authorized })).status).toBe(405)
  })

  it("counts each request once, whoever answered it: a miss handed on, cached hits, a 304, a redirect, the cockpit's API", async () => {
    const path = await articlePath(edge, 1)
    const before = await scrapeEdge()
    // The miss is handed to the render process; the page is kept once its answer is sent: read until the cache answers.
    const seen = { hit: 0, miss: 0 }
    let etag: string | null = null
    await expect
      .poll(async () => {
        const answer = await fetch(`${edge.url}${path}`, { headers: fromNetwork() })
        await answer.arrayBuffer()
        expect(answer.status).toBe(200)
        const cache = answer.headers.get('x-cache') === 'HIT' ? 'hit' : 'miss'
        seen[cache]++
        etag = answer.headers.get('etag')
        return cache
      })
      .toBe('hit')
    const hit = await fetch(`${edge.url}${path}`, { headers: fromNetwork() })
    await hit.arrayBuffer()
    expect(hit.headers.get('x-cache')).toBe('HIT')
    seen.hit++
    expect(etag).not.toBeNull()
    const notModified = await fetch(`${edge.url}${path}`, { headers: { ...fromNetwork(), 'if-none-match': etag! } })
    expect(notModified.status).toBe(304)
    const moved = await fetch(`${edge.url}${OLD_ADDRESS}`, { headers: fromNetwork(), redirect: 'manual' })
    expect(moved.status).toBe(301)
    const cms = await fetch(`${edge.url}/cms-api/articles?limit=1`, { headers: fromNetwork() })
    await cms.arrayBuffer()

    const after = await scrapeEdge()
    const movedBy = movedBetween(before, after)
    expect(seen.miss).toBeGreaterThanOrEqual(1)
    expect(movedBy('pmsnews_page_cache_lookups_total', { outcome: 'miss' })).toBe(seen.miss)
    // The 304 is a hit of the page cache too.
    expect(movedBy('pmsnews_page_cache_lookups_total', { outcome: 'hit' })).toBe(seen.hit + 1)
    // The page, read again, left probation for the pages readers return to (ADR 086): the edge's cache says so.
    expect(sampleSum(after, 'pmsnews_page_cache_bytes', { segment: 'returned_to' })).toBeGreaterThan(0)
    expect(after.types.get('pmsnews_page_cache_bytes')).toBe('gauge')
    const reads = seen.hit + seen.miss
    expect(movedBy('pmsnews_http_requests_total', { kind: 'article', method: 'GET', status: '200' })).toBe(reads)
    expect(movedBy('pmsnews_http_requests_total', { kind: 'article', method: 'GET', status: '304' })).toBe(1)
    expect(movedBy('pmsnews_http_requests_total', { kind: 'article', method: 'GET', status: '301' })).toBe(1)
    expect(movedBy('pmsnews_http_request_duration_seconds_count', { kind: 'article', status_class: '2xx' })).toBe(reads)
    expect(movedBy('pmsnews_http_request_duration_seconds_count', { kind: 'article', status_class: '3xx' })).toBe(2)
    // Handed on as it came, and counted by the edge alone.
    expect(movedBy('pmsnews_http_requests_total', { kind: 'cms', method: 'GET' })).toBe(1)
    // The person's reads of the site are counted at the edge, once.
    expect(movedBy('pmsnews_reads_total', { reader: 'person' })).toBe(reads + 1)
  })

  it('counts a read-limit refusal the edge answered', async () => {
    const network = fromNetwork()
    const before = await scrapeEdge()
    let refused = 0
    for (let read = 0; read <= READ_LIMIT; read++) {
      const answer = await fetch(`${edge.url}/`, { headers: network })
      await answer.arrayBuffer()
      if (answer.status === 429) refused++
    }
    expect(refused).toBeGreaterThanOrEqual(1)
    const movedBy = movedBetween(before, await scrapeEdge())
    expect(movedBy('pmsnews_read_limit_refusals_total', { limit: 'read' })).toBe(refused)
    expect(movedBy('pmsnews_http_requests_total', { kind: 'home', method: 'GET', status: '429' })).toBe(refused)
  })

  it("merges the render process's figures into one exposition, Node's own by process", async () => {
    const exposition = await scrapeEdge()
    // Each family once (the parser refuses a second TYPE line), Node's figures of each process apart.
    expect(sampleSum(exposition, 'process_resident_memory_bytes', { process: 'edge' })).toBeGreaterThan(0)
    expect(sampleSum(exposition, 'process_resident_memory_bytes', { process: 'renderer' })).toBeGreaterThan(0)
    expect(exposition.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge')
    expect(
      exposition.samples
        .filter((sample) => sample.name === 'nodejs_eventloop_lag_seconds')
        .map((s) => s.labels.process),
    ).toEqual(['edge', 'renderer'])
    expect(sampleSum(exposition, 'pmsnews_render_processes_scraped', { outcome: 'answered' })).toBe(1)
    expect(sampleSum(exposition, 'pmsnews_render_processes_scraped', { outcome: 'silent' })).toBe(0)
    // The render process's own figures: its pool, and the queues and workers it reads from the database.
    expect(exposition.samples.some((sample) => sample.name === 'pmsnews_db_pool_waiting')).toBe(true)
    expect(sampleSum(exposition, 'pmsnews_scrape_database_ok')).toBe(1)
    for (const queue of ['jobs', 'federation', 'newsletter', 'webhook'])
      expect(
        exposition.samples.filter((sample) => sample.name === 'pmsnews_queue_depth' && sample.labels.queue === queue),
      ).toHaveLength(1)
    expect(exposition.types.get('pmsnews_http_request_duration_seconds')).toBe('histogram')
    const slugs = (await edge.sql<{ slug: string }>(`SELECT slug FROM articles UNION SELECT slug FROM pmses`)).map(
      (row) => row.slug,
    )
    expectBoundedLabels(exposition, [...slugs, TOKEN])
  })
})
