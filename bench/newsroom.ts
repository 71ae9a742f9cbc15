/**
 * `npm run bench:newsroom`: the page cache while a newsroom works. The built app runs with its page cache on, over
 * an archive of BENCH_ARTICLES (100000) articles; for BENCH_SECONDS (60) an editor autosaves a draft every second
 * (the cockpit's `PATCH /cms-api/articles/{id}?draft=true&autosave=true`), a pipeline publishes an article every
 * ten seconds (`POST /api/articles`), and a crawler reads random article pages and their `.md` at 64 connections.
 * Printed: the crawler's cache hit ratio (`X-Cache`), its latency percentiles and throughput, and every 5xx.
 *
 * The crawler reads BENCH_CRAWL_ARTICLES (2000) articles of the archive, both representations, each read twice before
 * the measured minute (the warm-up: once kept, then kept among the pages read again, ADR 086), so that what the hit ratio measures is what changes do to the cache, not
 * whether 200,000 distinct pages fit in it (the cache holds PAGE_CACHE_MAX_MB, 64 MB by default).
 *
 * BENCH_BASELINE=<commit> runs that commit the same way, after this checkout, and prints both
 * (./support/baseline.ts). Needs PostgreSQL (./support/benchApp.ts).
 */
import os from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'

import { baselineCheckout } from './support/baseline'
import { type BenchApp, startBenchApp } from './support/benchApp'
import { generateArticles } from './support/generateArticles'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000)
const CRAWLED = Number(process.env.BENCH_CRAWL_ARTICLES ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const CONNECTIONS = 64
const PUBLISH_EVERY_MS = 10_000
const AUTOSAVE_EVERY_MS = 1_000
/** URLs the warm-up reads twice before the next ones: well within what probation holds (ADR 086). */
const WARM_UP_BATCH = 100

interface Outcome {
  name: string
  hits: number
  misses: number
  requestsPerSecond: number
  p50: number
  p99: number
  serverErrors: number
  published: number
  autosaved: number
  writeFailures: string[]
}

const json = { 'content-type': 'application/json' }

/** The first account of a fresh database, signed in as the cockpit is: its JWT. */
async function signInEditor(app: BenchApp): Promise<string> {
  const account = { email: 'bench-editor@example.com', password: 'a long bench password' }
  await fetch(`${app.baseUrl}/cms-api/users/first-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  })
  const login = await fetch(`${app.baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  })
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`)
  return ((await login.json()) as { token: string }).token
}

/** Calls `write` every `everyMs` until `until`, counting successes and keeping failures. */
async function every(
  everyMs: number,
  until: number,
  write: (n: number) => Promise<Response>,
  outcome: { count: number; failures: string[] },
) {
  for (let n = 1; Date.now() < until; n += 1) {
    const started = Date.now()
    const response = await write(n)
    if (response.status < 300) outcome.count += 1
    else outcome.failures.push(`${response.status} ${(await response.text()).slice(0, 200)}`)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))))
  }
}

async function runNewsroom(name: string, root?: string): Promise<Outcome> {
  const app = await startBenchApp({ READ_RATE_LIMIT_PER_MINUTE: '10000000' }, root)
  try {
    const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
    await db.connect()
    await generateArticles(db, ARTICLES)
    const { rows } = await db.query<{ path: string }>(
      `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published ORDER BY random() LIMIT $1`,
      [CRAWLED],
    )
    await db.end()
    const urls = rows.flatMap((row) => [row.path, `${row.path}.md`])
    const token = await signInEditor(app)
    const cms = (method: string, path: string, body: unknown) =>
      fetch(`${app.baseUrl}/cms-api${path}`, {
        method,
        headers: { ...json, authorization: `JWT ${token}` },
        body: JSON.stringify(body),
      })
    const draft = (await (
      await cms('POST', '/articles?draft=true', {
        title: 'A story in the writing',
        pms: app.pmsId,
        author: app.authorId,
        body: 'First words.',
        _status: 'draft',
      })
    ).json()) as {
      doc: { id: number }
    }

    // Warm-up: every crawled URL read twice (not counted), so the measured minute starts from a full cache: a page
    // read once is kept on probation, which holds only the newest few hundred (ADR 086), and a second read keeps it
    // among the pages read again. In batches, each read twice before the next batch pushes it off probation.
    for (let start = 0; start < urls.length; start += WARM_UP_BATCH) {
      const batch = urls.slice(start, start + WARM_UP_BATCH)
      for (let pass = 0; pass < 2; pass++) {
        let batchIndex = 0
        await autocannon({
          url: app.baseUrl,
          connections: CONNECTIONS,
          amount: batch.length,
          requests: [
            { method: 'GET', setupRequest: (request) => ({ ...request, path: batch[batchIndex++ % batch.length]! }) },
          ],
        })
      }
    }

    let hits = 0
    let misses = 0
    const until = Date.now() + SECONDS * 1000
    const published = { count: 0, failures: [] as string[] }
    const autosaved = { count: 0, failures: [] as string[] }
    const [crawl] = await Promise.all([
      autocannon({
        url: app.baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: urls[Math.floor(Math.random() * urls.length)]! }),
            onResponse: (_status, _body, _context, headers) => {
              // autocannon hands the header names as the server wrote them.
              const cache = Object.entries(headers ?? {}).find(([header]) => header.toLowerCase() === 'x-cache')?.[1]
              if (cache === 'HIT') hits += 1
              else misses += 1
            },
          },
        ],
      }),
      every(
        AUTOSAVE_EVERY_MS,
        until,
        (n) =>
          cms('PATCH', `/articles/${draft.doc.id}?draft=true&autosave=true`, {
            title: `A story in the writing (${n})`,
            body: `First words, then ${n} more.`,
            _status: 'draft',
          }),
        autosaved,
      ),
      every(
        PUBLISH_EVERY_MS,
        until,
        (n) =>
          fetch(`${app.baseUrl}/api/articles`, {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${app.token}` },
            body: JSON.stringify({
              pms_id: app.pmsId,
              author_id: app.authorId,
              title: `Breaking ${n}: a newsroom bench story`,
              body: 'word '.repeat(300),
              is_published: true,
            }),
          }),
        published,
      ),
    ])
    return {
      name,
      hits,
      misses,
      requestsPerSecond: crawl.requests.average,
      p50: crawl.latency.p50,
      p99: crawl.latency.p99,
      serverErrors: crawl['5xx'],
      published: published.count,
      autosaved: autosaved.count,
      writeFailures: [...published.failures, ...autosaved.failures],
    }
  } finally {
    await app.close()
  }
}

const baseline = process.env.BENCH_BASELINE ? baselineCheckout(process.env.BENCH_BASELINE) : null
console.log(
  `${ARTICLES} articles, ${CRAWLED} of them crawled (HTML and .md), ${CONNECTIONS} connections, ${SECONDS} s, ${os.cpus().length} CPUs`,
)
const outcomes = [await runNewsroom('this checkout')]
if (baseline) outcomes.push(await runNewsroom(`baseline ${baseline.commit.slice(0, 12)}`, baseline.root))
for (const outcome of outcomes) {
  const ratio = outcome.hits / Math.max(outcome.hits + outcome.misses, 1)
  console.log(`\n${outcome.name}:`)
  console.log(
    `  crawler: ${outcome.requestsPerSecond.toFixed(0)} req/s, p50 ${outcome.p50} ms, p99 ${outcome.p99} ms, ${outcome.serverErrors} 5xx`,
  )
  console.log(`  hit ratio ${(ratio * 100).toFixed(1)} % (${outcome.hits} hits, ${outcome.misses} misses)`)
  console.log(
    `  writes: ${outcome.published} published, ${outcome.autosaved} autosaves${outcome.writeFailures.length ? `, ${outcome.writeFailures.length} failed: ${outcome.writeFailures.slice(0, 3).join(' | ')}` : ''}`,
  )
}
