/**
 * `npm run bench:miss`: page-cache misses, as crawlers and agents cause them on the long tail. The built app runs
 * with the page cache off (`PAGE_CACHE_TTL_SECONDS=0`), so every request renders; autocannon at 16 connections reads
 * a random article's `.md`, a random article's HTML, the home page, the feed, the sitemap index, the pages' sitemap and
 * a random sitemap of articles (BENCH_KINDS, comma-separated, for some of them), BENCH_SECONDS (10) each, for BENCH_ROUNDS (3) rounds. Printed per kind: medians
 * of req/s, p50, p99, the server's CPU per request (from /proc: the steadiest figure on a shared machine) and that of
 * every PostgreSQL process on the machine (the work a page moved into its statements is not free), and the server's
 * resident memory.
 *
 * BENCH_BASELINE=<commit> runs that commit too (./support/baseline.ts), on its own database with the same articles,
 * alternating the two servers run by run (the machine drifts), and prints the ratios. BENCH_ARTICLES (2000; the
 * issue's goal is stated at 100000) sets the archive (./support/generateArticles.ts). BENCH_CPU_PROFILE=1 runs this
 * checkout's server under `node --cpu-prof` and prints where its CPU went. The servers run with
 * NODE_OPTIONS=--max-old-space-size=256 (BENCH_NODE_OPTIONS to change it; README's recommendation): a production-like heap cap, as a container
 * would set, so that resident memory shows what the server keeps rather than garbage V8 has not yet collected.
 * Needs PostgreSQL (./support/benchApp.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'

import { baselineCheckout } from './support/baseline'
import { type BenchApp, startBenchApp } from './support/benchApp'
import { selfTimeByPlace } from './support/cpuProfile'
import { generateArticles } from './support/generateArticles'
import { cpuMs, postgresCpuMs, residentMiB } from './support/processUsage'
import { median } from './support/stats'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 16
const NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS ?? '--max-old-space-size=256'

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
  app: BenchApp
  rows: Map<string, Row[]>
  startMiB: number
  /** After the warm-up, when every route's code is loaded: where the measured load starts. */
  warmMiB: number
  peakMiB: number
}

const ALL_KINDS = ['article .md', 'article HTML', 'home', 'feed', 'sitemap index', 'sitemap pages', 'sitemap articles'] as const
type Kind = (typeof ALL_KINDS)[number]
/** BENCH_KINDS="home,feed" runs only those. */
const KINDS: readonly Kind[] = process.env.BENCH_KINDS ? ALL_KINDS.filter((kind) => process.env.BENCH_KINDS!.split(',').includes(kind)) : ALL_KINDS

const profileDir = process.env.BENCH_CPU_PROFILE ? fs.mkdtempSync(`${os.tmpdir()}/pmsnews-miss-profile-`) : null

async function startSide(name: string, root?: string): Promise<{ side: Side; paths: string[] }> {
  const profiling = profileDir && !root ? ` --cpu-prof --cpu-prof-dir=${profileDir}` : ''
  const app = await startBenchApp({ READ_RATE_LIMIT_PER_MINUTE: '10000000', PAGE_CACHE_TTL_SECONDS: '0', NODE_OPTIONS: `${NODE_OPTIONS}${profiling}` }, root)
  const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await db.connect()
  await generateArticles(db, ARTICLES)
  const { rows } = await db.query<{ path: string }>(`SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published`)
  await db.end()
  const startMiB = residentMiB(app.pid)
  return { side: { name, app, rows: new Map(KINDS.map((kind) => [kind, []])), startMiB, warmMiB: startMiB, peakMiB: startMiB }, paths: rows.map((row) => row.path) }
}

async function run(side: Side, kind: Kind, next: () => string, connections = CONNECTIONS, seconds = SECONDS): Promise<void> {
  const before = cpuMs(side.app.pid)
  const databaseBefore = postgresCpuMs()
  const result = await autocannon({
    url: side.app.baseUrl,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  })
  side.peakMiB = Math.max(side.peakMiB, residentMiB(side.app.pid))
  side.rows.get(kind)!.push({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: (cpuMs(side.app.pid) - before) / Math.max(result.requests.total, 1),
    databaseCpuMsPerRequest: (postgresCpuMs() - databaseBefore) / Math.max(result.requests.total, 1),
    failures: result.non2xx + result.errors + result.timeouts,
  })
}

const medianOf = (side: Side, kind: string, pick: (row: Row) => number) => median(side.rows.get(kind)!.map(pick))

const baseline = process.env.BENCH_BASELINE ? baselineCheckout(process.env.BENCH_BASELINE) : null
const sides: Side[] = []
try {
  const current = await startSide('this checkout')
  sides.push(current.side)
  if (baseline) sides.push((await startSide(`baseline ${baseline.commit.slice(0, 12)}`, baseline.root)).side)
  const { paths } = current
  const randomArticle = () => paths[Math.floor(Math.random() * paths.length)]!
  const pathOf: Record<Kind, () => string> = {
    'article .md': () => `${randomArticle()}.md`,
    'article HTML': randomArticle,
    home: () => '/',
    feed: () => '/feed',
    'sitemap index': () => '/sitemap.xml',
    'sitemap pages': () => '/sitemaps/pages.xml',
    // A random full range of article ids (before issue 22's ADR 033 the sitemaps were numbered: /sitemaps/{n}.xml).
    'sitemap articles': () => `/sitemaps/articles-${1 + Math.floor(Math.random() * Math.max(1, Math.floor(paths.length / 2000)))}.xml`,
  }
  console.log(`${paths.length} articles, ${CONNECTIONS} connections, page cache off, ${SECONDS} s a run, ${ROUNDS} rounds, ${os.cpus().length} CPUs, NODE_OPTIONS=${NODE_OPTIONS}`)
  // Warm-up: every code path compiled and every pool filled, on each side; not counted.
  for (const side of sides) for (const kind of KINDS) await run(side, kind, pathOf[kind], 4, 3)
  for (const side of sides) for (const kind of KINDS) side.rows.set(kind, [])
  for (const side of sides) side.warmMiB = residentMiB(side.app.pid)
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of KINDS) {
      // Alternated: each round starts with the other side.
      const order = round % 2 === 0 ? sides : [...sides].reverse()
      for (const side of order) await run(side, kind, pathOf[kind])
    }
  }
  for (const side of sides) {
    console.log(`\n${side.name}: ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'CPU/req'.padStart(9)} ${'DB CPU/req'.padStart(10)}   (medians of ${ROUNDS})`)
    for (const kind of KINDS) {
      const failures = side.rows.get(kind)!.reduce((sum, row) => sum + row.failures, 0)
      console.log(
        `  ${kind.padEnd(14)} ${medianOf(side, kind, (row) => row.requestsPerSecond).toFixed(0).padStart(7)} ${`${medianOf(side, kind, (row) => row.p50)} ms`.padStart(7)} ${`${medianOf(side, kind, (row) => row.p99)} ms`.padStart(7)} ${`${medianOf(side, kind, (row) => row.cpuMsPerRequest).toFixed(1)} ms`.padStart(9)} ${`${medianOf(side, kind, (row) => row.databaseCpuMsPerRequest).toFixed(1)} ms`.padStart(10)}${failures ? `   ${failures} failures` : ''}`,
      )
    }
  }
  if (sides.length === 2) {
    const [now, before] = sides as [Side, Side]
    console.log('\nthis checkout ÷ baseline (req/s higher is better; CPU/req lower is better):')
    for (const kind of KINDS) {
      const throughput = medianOf(now, kind, (row) => row.requestsPerSecond) / medianOf(before, kind, (row) => row.requestsPerSecond)
      const cpu = medianOf(now, kind, (row) => row.cpuMsPerRequest) / medianOf(before, kind, (row) => row.cpuMsPerRequest)
      console.log(`  ${kind.padEnd(14)} req/s ${throughput.toFixed(2)}×   CPU/req ${cpu.toFixed(2)}×`)
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const afterFive = sides.map((side) => residentMiB(side.app.pid))
  // V8 gives memory back when it sees the process idle (its memory reducer), some seconds after the load.
  await new Promise((resolve) => setTimeout(resolve, 25_000))
  const afterThirty = sides.map((side) => residentMiB(side.app.pid))
  await new Promise((resolve) => setTimeout(resolve, 60_000))
  sides.forEach((side, index) =>
    console.log(
      `\n${side.name} memory: ${side.startMiB.toFixed(0)} MiB at the start, ${side.warmMiB.toFixed(0)} MiB after the warm-up, ${side.peakMiB.toFixed(0)} MiB at the highest sample, ${afterFive[index]!.toFixed(0)} MiB 5 s after the load, ${afterThirty[index]!.toFixed(0)} MiB 30 s after, ${residentMiB(side.app.pid).toFixed(0)} MiB 90 s after`,
    ),
  )
} finally {
  for (const side of sides) await side.app.close()
}
if (profileDir) {
  console.log(`\nthis checkout's server CPU by place (self time, the whole run; profiles in ${profileDir}):`)
  for (const { place, ms, share } of selfTimeByPlace(profileDir).slice(0, 25)) console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${place}`)
}
