/**
 * `npm run bench:miss`: page-cache misses, as crawlers and agents cause them on the long tail. The built app runs
 * with the page cache off (`PAGE_CACHE_TTL_SECONDS=0`), so every request renders; autocannon at 16 connections reads
 * a random article's `.md`, a random article's HTML, the home page, the feed, the sitemap index, the pages' sitemap and
 * a random sitemap of articles, and the one article with the most co-authors, tags and embeds as HTML and `.md` (BENCH_KINDS, comma-separated, for some of them), BENCH_SECONDS (6) each, for
 * BENCH_ROUNDS (3) rounds. Printed per kind: medians of req/s, p50, p99, the server's CPU per request (from /proc: the
 * steadiest figure on a shared machine) and that of every PostgreSQL process on the machine (the work a page moved
 * into its statements is not free), and the server's resident memory.
 *
 * Content (BENCH_CONTENT, comma-separated; both by default, one after the other): `demo`, the demo content as
 * `npm run cli -- seed` loads it, and `generated`, an archive of BENCH_ARTICLES (2000; the issue's goals are stated at
 * 100000) generated articles whose bodies follow the demo bodies' lengths (./support/generateArticles.ts), or with
 * BENCH_BODIES=long those of long-form reporting, 4–25 KB. Each
 * article gets five related articles of its category, as publishing would give it (the bench runs no worker), so
 * that the article page shows its cards.
 *
 * Read-limit stores, side by side: every kind is measured on the production default (no override), then the article
 * `.md`, the article HTML and the home page once more (BENCH_STORE_ROUNDS, 1 round) on a second server of the same
 * database that counts the read limit in Redis (REDIS_URL=redis://127.0.0.1:6379, BENCH_REDIS_URL to change it),
 * then on one that counts it in memory (BENCH_STORES=default,redis,memory to choose). Fewer kinds and rounds there keep
 * a default run near ten minutes; the other kinds read the store the same way per request. With both contents and
 * the defaults a run takes about 10 minutes; BENCH_ARTICLES=100000 adds about 4 minutes of generating.
 *
 * BENCH_BASELINE=<commit> runs that commit too (./support/baseline.ts), on its own database with the same articles,
 * alternating the two default-store servers run by run (the machine drifts), and prints the ratios.
 * BENCH_CPU_PROFILE=1 runs this checkout's default-store server under `node --cpu-prof` and prints where its CPU
 * went. The servers run with NODE_OPTIONS=--max-old-space-size=256 (BENCH_NODE_OPTIONS to change it; the
 * recommendation of docs/operations.md): a production-like heap cap, as a container would set, so that resident
 * memory shows what the server keeps rather than garbage V8 has not yet collected. Needs PostgreSQL
 * (./support/benchApp.ts), and Redis for the Redis store.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'

import { baselineCheckout } from './support/baseline'
import { type BenchApp, type BenchProcess, runBenchCli, startBenchApp, startBenchProcess } from './support/benchApp'
import { selfTimeByPlace } from './support/cpuProfile'
import { bodyLengths, generateArticles, longBodyLengths, relateArticles } from './support/generateArticles'
import { cpuMs, postgresCpuMs, residentMiB } from './support/processUsage'
import { median } from './support/stats'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const STORE_ROUNDS = Number(process.env.BENCH_STORE_ROUNDS ?? 1)
const CONNECTIONS = 16
const NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS ?? '--max-old-space-size=256'
const CONTENTS = (process.env.BENCH_CONTENT ?? 'demo,generated').split(',') as Array<'demo' | 'generated'>
/** The generated bodies' lengths: the demo's (about 2 KB) or, with BENCH_BODIES=long, long-form 4–25 KB. */
const LONG_BODIES = process.env.BENCH_BODIES === 'long'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** The read limit's stores beside the production default, each as the overrides of its server. */
const STORE_OVERRIDES = {
  default: {},
  redis: {
    REDIS_URL,
    REDIS_KEY_PREFIX: `bench-miss-${randomBytes(4).toString('hex')}`,
    READ_RATE_LIMIT_STORE: 'redis',
  },
  memory: { READ_RATE_LIMIT_STORE: 'memory' },
} satisfies Record<string, Record<string, string>>
type Store = keyof typeof STORE_OVERRIDES
const STORES = (process.env.BENCH_STORES ?? 'default,redis,memory').split(',') as Store[]

interface Row {
  requestsPerSecond: number
  p50: number
  p99: number
  cpuMsPerRequest: number
  databaseCpuMsPerRequest: number
  failures: number
}

interface Side {
  name: string
  pid: number
  baseUrl: string
  rows: Map<string, Row[]>
  startMiB: number
  /** After the warm-up, when every route's code is loaded: where the measured load starts. */
  warmMiB: number
  peakMiB: number
}

const ALL_KINDS = [
  'article .md',
  'article HTML',
  'rich article .md',
  'rich article HTML',
  'home',
  'feed',
  'sitemap index',
  'sitemap pages',
  'sitemap articles',
] as const
type Kind = (typeof ALL_KINDS)[number]
/** BENCH_KINDS="home,feed" runs only those. */
const KINDS: readonly Kind[] = process.env.BENCH_KINDS
  ? ALL_KINDS.filter((kind) => process.env.BENCH_KINDS!.split(',').includes(kind))
  : ALL_KINDS
const STORE_KINDS = KINDS.filter((kind) => kind === 'article .md' || kind === 'article HTML' || kind === 'home')

/**
 * The public article with the most co-authors, tags and embeds together (the demo's has three authors, five tags and
 * two embeds; issue 63): its path, or a random article's where the checkout has none of them (a baseline older than
 * them reads the same slug, with one author and its links plain).
 */
async function richestArticlePath(db: pg.Client): Promise<string | null> {
  const { rows: columns } = await db.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'articles' AND column_name = 'embeds'`,
  )
  const { rows: rels } = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'articles_rels'`)
  if (columns.length === 0 || rels.length === 0) return null
  const { rows } = await db.query<{ path: string }>(
    `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published
     ORDER BY (SELECT count(*) FROM articles_rels r WHERE r.parent_id = a.id) + COALESCE(jsonb_array_length(a.embeds), 0) DESC,
       a.id LIMIT 1`,
  )
  return rows[0]?.path ?? null
}

const profileDir = process.env.BENCH_CPU_PROFILE ? fs.mkdtempSync(`${os.tmpdir()}/pmsnews-miss-profile-`) : null

const sideOf = (name: string, pid: number, baseUrl: string, kinds: readonly Kind[]): Side => {
  const startMiB = residentMiB(pid)
  return {
    name,
    pid,
    baseUrl,
    rows: new Map(kinds.map((kind) => [kind, []])),
    startMiB,
    warmMiB: startMiB,
    peakMiB: startMiB,
  }
}

/** The default-store server of one checkout, with the content and each article's related ones. */
async function startApp(
  content: 'demo' | 'generated',
  root?: string,
): Promise<{ app: BenchApp; paths: string[]; richPath: string | null }> {
  const profiling = profileDir && !root ? ` --cpu-prof --cpu-prof-dir=${profileDir}` : ''
  const app = await startBenchApp(
    {
      READ_RATE_LIMIT_PER_MINUTE: '10000000',
      PAGE_CACHE_TTL_SECONDS: '0',
      NODE_OPTIONS: `${NODE_OPTIONS}${profiling}`,
    },
    root,
    { seed: content === 'demo' },
  )
  const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await db.connect()
  if (content === 'generated') await generateArticles(db, ARTICLES, 0, LONG_BODIES ? longBodyLengths : bodyLengths)
  await relateArticles(db)
  await renderBodies(app)
  const { rows } = await db.query<{ path: string }>(
    `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published`,
  )
  const richPath = await richestArticlePath(db)
  await db.end()
  return { app, paths: rows.map((row) => row.path), richPath }
}

/**
 * Every article's body rendered and kept (src/content/articles/renderedBodies.ts), as the first read of each leaves
 * it on a site that has been up a while: the long tail a crawler walks has been read before. Not in a baseline
 * checkout older than the kept renderings, which renders every miss anyway.
 */
async function renderBodies(app: BenchApp): Promise<void> {
  if (!fs.existsSync(`${app.root}/src/content/articles/renderedBodies.ts`)) return
  const started = performance.now()
  await runBenchCli(app, ['articles:render-bodies'])
  // As autovacuum would have left the table by the time readers come back, rather than while they are measured.
  const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await db.connect()
  await db.query('VACUUM (ANALYZE) article_rendered_bodies')
  await db.end()
  console.log(`  article bodies rendered and kept in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

/** Another server of the same database and data, whose read limit counts in `store`. */
async function startStoreServer(app: BenchApp, store: Store): Promise<{ server: BenchProcess; baseUrl: string }> {
  const port = 3990 + Math.floor(Math.random() * 9)
  const baseUrl = `http://127.0.0.1:${port}`
  // BASE_URL stays the first server's, so that both render the same links.
  const env = { ...app.env, PORT: String(port), NODE_OPTIONS, ...STORE_OVERRIDES[store] } as NodeJS.ProcessEnv
  return { server: await startBenchProcess('server.ts', env, app.root), baseUrl }
}

async function run(
  side: Side,
  kind: Kind,
  next: () => string,
  connections = CONNECTIONS,
  seconds = SECONDS,
): Promise<void> {
  const before = cpuMs(side.pid)
  const databaseBefore = postgresCpuMs()
  const result = await autocannon({
    url: side.baseUrl,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  })
  side.peakMiB = Math.max(side.peakMiB, residentMiB(side.pid))
  side.rows.get(kind)!.push({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: (cpuMs(side.pid) - before) / Math.max(result.requests.total, 1),
    databaseCpuMsPerRequest: (postgresCpuMs() - databaseBefore) / Math.max(result.requests.total, 1),
    failures: result.non2xx + result.errors + result.timeouts,
  })
}

/** Warm-up (every code path compiled and every pool filled; not counted), then `rounds` rounds, sides alternated. */
async function measure(
  sides: Side[],
  kinds: readonly Kind[],
  pathOf: Record<Kind, () => string>,
  rounds: number,
): Promise<void> {
  for (const side of sides) for (const kind of kinds) await run(side, kind, pathOf[kind], 4, 3)
  for (const side of sides) for (const kind of kinds) side.rows.set(kind, [])
  for (const side of sides) side.warmMiB = residentMiB(side.pid)
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of kinds) {
      // Alternated: each round starts with the other side.
      const order = round % 2 === 0 ? sides : [...sides].reverse()
      for (const side of order) await run(side, kind, pathOf[kind])
    }
  }
}

const medianOf = (side: Side, kind: string, pick: (row: Row) => number) => median(side.rows.get(kind)!.map(pick))

function printTable(title: string, sides: Side[]): void {
  const width = Math.max(...sides.map((side) => side.name.length))
  console.log(
    `\n${title}\n  ${''.padEnd(16)} ${''.padEnd(width)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'CPU/req'.padStart(9)} ${'DB CPU/req'.padStart(10)}`,
  )
  for (const kind of KINDS) {
    sides.forEach((side, index) => {
      if (!side.rows.get(kind)?.length) return
      const failures = side.rows.get(kind)!.reduce((sum, row) => sum + row.failures, 0)
      console.log(
        `  ${(index === 0 ? kind : '').padEnd(16)} ${side.name.padEnd(width)} ${medianOf(
          side,
          kind,
          (row) => row.requestsPerSecond,
        )
          .toFixed(0)
          .padStart(
            7,
          )} ${`${medianOf(side, kind, (row) => row.p50)} ms`.padStart(7)} ${`${medianOf(side, kind, (row) => row.p99)} ms`.padStart(7)} ${`${medianOf(side, kind, (row) => row.cpuMsPerRequest).toFixed(2)} ms`.padStart(9)} ${`${medianOf(side, kind, (row) => row.databaseCpuMsPerRequest).toFixed(1)} ms`.padStart(10)}${failures ? `   ${failures} failures` : ''}`,
      )
    })
  }
}

const baseline = process.env.BENCH_BASELINE ? baselineCheckout(process.env.BENCH_BASELINE) : null
for (const content of CONTENTS) {
  const apps: BenchApp[] = []
  try {
    const current = await startApp(content)
    apps.push(current.app)
    const sides = [sideOf('default store', current.app.pid, current.app.baseUrl, KINDS)]
    if (baseline) {
      const before = await startApp(content, baseline.root)
      apps.push(before.app)
      sides.push(sideOf(`baseline ${baseline.commit.slice(0, 12)}`, before.app.pid, before.app.baseUrl, KINDS))
    }
    const { paths } = current
    const randomArticle = () => paths[Math.floor(Math.random() * paths.length)]!
    // The same path on both sides: the baseline's seed has the article too, plainer.
    const richArticle = () => current.richPath ?? randomArticle()
    if (KINDS.some((kind) => kind.startsWith('rich'))) console.log(`  the rich article: ${richArticle()}`)
    const pathOf: Record<Kind, () => string> = {
      'article .md': () => `${randomArticle()}.md`,
      'article HTML': randomArticle,
      'rich article .md': () => `${richArticle()}.md`,
      'rich article HTML': richArticle,
      home: () => '/',
      feed: () => '/feed',
      'sitemap index': () => '/sitemap.xml',
      'sitemap pages': () => '/sitemaps/pages.xml',
      // A random full range of article ids (docs/decisions/033: a sitemap is a range, /sitemaps/articles-{n}.xml).
      'sitemap articles': () =>
        `/sitemaps/articles-${1 + Math.floor(Math.random() * Math.max(1, Math.floor(paths.length / 2000)))}.xml`,
    }
    console.log(
      `\n${content} content${content === 'generated' && LONG_BODIES ? ' (long bodies, 4–25 KB)' : ''}: ${paths.length} articles, ${CONNECTIONS} connections, page cache off, ${SECONDS} s a run, ${ROUNDS} rounds (${STORE_ROUNDS} on the other stores), ${os.cpus().length} CPUs, NODE_OPTIONS=${NODE_OPTIONS}`,
    )
    const measured = STORES.includes('default') ? sides : []
    if (measured.length > 0) {
      await measure(measured, KINDS, pathOf, ROUNDS)
      // V8 gives memory back when it sees the process idle (its memory reducer), some seconds after the load.
      await new Promise((resolve) => setTimeout(resolve, 5000))
      const afterFive = measured.map((side) => residentMiB(side.pid))
      await new Promise((resolve) => setTimeout(resolve, 25_000))
      measured.forEach((side, index) =>
        console.log(
          `  ${side.name} memory: ${side.startMiB.toFixed(0)} MiB at the start, ${side.warmMiB.toFixed(0)} MiB after the warm-up, ${side.peakMiB.toFixed(0)} MiB at the highest sample (VmHWM ${residentMiB(side.pid, 'VmHWM').toFixed(0)} MiB), ${afterFive[index]!.toFixed(0)} MiB 5 s after the load, ${residentMiB(side.pid).toFixed(0)} MiB 30 s after`,
        ),
      )
    }
    const storeSides: Side[] = []
    for (const store of STORES.filter((name) => name !== 'default')) {
      const { server, baseUrl } = await startStoreServer(current.app, store)
      try {
        const side = sideOf(`${store} store`, server.pid, baseUrl, STORE_KINDS)
        await measure([side], STORE_KINDS, pathOf, STORE_ROUNDS)
        storeSides.push(side)
      } finally {
        await server.stop()
      }
    }
    printTable(`${content} content (medians of ${ROUNDS} rounds; ${STORE_ROUNDS} on the other stores):`, [
      ...measured.slice(0, 1),
      ...storeSides,
      ...measured.slice(1),
    ])
    if (measured.length === 2) {
      const [now, before] = measured as [Side, Side]
      console.log('\n  this checkout ÷ baseline (req/s higher is better; CPU/req lower is better):')
      for (const kind of KINDS) {
        const throughput =
          medianOf(now, kind, (row) => row.requestsPerSecond) / medianOf(before, kind, (row) => row.requestsPerSecond)
        const cpu =
          medianOf(now, kind, (row) => row.cpuMsPerRequest) / medianOf(before, kind, (row) => row.cpuMsPerRequest)
        console.log(`  ${kind.padEnd(16)} req/s ${throughput.toFixed(2)}×   CPU/req ${cpu.toFixed(2)}×`)
      }
    }
  } finally {
    for (const app of apps) await app.close()
  }
}
if (profileDir) {
  console.log(
    `\nthis checkout's default-store servers' CPU by place (self time, the whole run; profiles in ${profileDir}):`,
  )
  for (const { place, ms, share } of selfTimeByPlace(profileDir).slice(0, 25))
    console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${place}`)
}
