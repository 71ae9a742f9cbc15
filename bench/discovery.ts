/**
 * `npm run bench:discovery`: 100,000 published articles (bench/support/generateArticles.ts), then time to first
 * byte and total time of /llms.txt, /sitemap.xml (the index), its two kinds of child (/sitemaps/pages.xml, /sitemaps/articles-1.xml) and /feed, cold (page
 * cache just emptied, as after a content change) and cached, with the server's memory sampled throughout.
 * Goal: cold under 2 s, cached under 50 ms, memory flat. BENCH_ARTICLES (100000) and BENCH_ROUNDS (5 cold, 4× as
 * many cached) change the run; the server runs with NODE_OPTIONS=--max-old-space-size=512 unless BENCH_NODE_OPTIONS says
 * otherwise. Needs PostgreSQL (see bench/support/benchApp.ts).
 */
import http from 'node:http'
import os from 'node:os'
import pg from 'pg'

import { generateArticles } from './support/generateArticles'
import { startBenchApp } from './support/benchApp'
import { residentMiB } from './support/processUsage'
import { median } from './support/stats'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const DOCUMENTS = ['/llms.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/articles-1.xml', '/feed']

interface Timing {
  ttfbMs: number
  totalMs: number
  bytes: number
  cache: string | null
  gzip: boolean
}

/**
 * One GET as a crawler makes it: `Accept-Encoding: gzip`, the body read to the end but not decompressed (that is
 * the client's work, not the server's), timed to the first byte of the body and to its last.
 */
function timedGet(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let ttfbMs = 0
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          if (bytes === 0) ttfbMs = performance.now() - started
          bytes += chunk.length
        })
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
          resolve({
            ttfbMs,
            totalMs: performance.now() - started,
            bytes,
            cache: (response.headers['x-cache'] as string | undefined) ?? null,
            gzip: response.headers['content-encoding'] === 'gzip',
          })
        })
      })
      .on('error', reject)
  })
}

// A production-like heap cap (as a container would set), so that memory shows what the server keeps, not garbage
// V8 has not collected yet: with the default heap of a 24 GiB machine it collects so lazily that any workload seems
// to grow. BENCH_NODE_OPTIONS overrides it.
const NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS ?? '--max-old-space-size=512'
const app = await startBenchApp({ READ_RATE_LIMIT_PER_MINUTE: '10000000', NODE_OPTIONS })
const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
await db.connect()
try {
  const seeding = performance.now()
  await generateArticles(db, ARTICLES)
  console.log(
    `Seeded ${ARTICLES} articles in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${os.cpus().length} cores, Node ${process.version}, server NODE_OPTIONS=${NODE_OPTIONS}`,
  )
  // Every cold round starts from an empty page cache, emptied the way a content change empties it.
  const emptyCache = async () => {
    await db.query(`SELECT pg_notify('pmsnews_content_changed', 'bench')`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  await timedGet(`${app.baseUrl}/robots.txt`) // the server has handled a request before memory is read
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(app.pid))), 5)

  // Streaming alone: a query string the page cache does not keep, so nothing is copied. A client that stops
  // reading after the first bytes holds the server at that point (backpressure): if the document were built whole,
  // all of it would sit in the server's memory now.
  const documentBytes = (await timedGet(`${app.baseUrl}/llms.txt?uncached=size`)).bytes
  const before = residentMiB(app.pid)
  const paused = await new Promise<number>((resolve, reject) => {
    http
      .get(`${app.baseUrl}/llms.txt?uncached=paused`, (response) => {
        response.once('data', () => {
          response.pause()
          setTimeout(() => {
            const during = residentMiB(app.pid)
            response.resume()
            response.on('end', () => resolve(during))
          }, 2000)
        })
      })
      .on('error', reject)
  })
  console.log(
    `llms.txt streamed to a client that paused after its first bytes: server at ${before.toFixed(0)} MiB before, ${paused.toFixed(0)} MiB while paused (+${(paused - before).toFixed(0)} MiB; the whole document is ${(documentBytes / 1024 / 1024).toFixed(1)} MiB)`,
  )
  // Repeated whole reads: memory levels off (garbage is collected) instead of growing with every document served.
  const levels: string[] = []
  for (let round = 1; round <= 8; round += 1) {
    peak = residentMiB(app.pid)
    for (const path of DOCUMENTS) await timedGet(`${app.baseUrl}${path}?uncached=${round}`)
    levels.push(peak.toFixed(0))
  }
  console.log(`peak memory in each of 8 rounds of the four documents, uncached (MiB): ${levels.join(', ')}`)

  const baseline = residentMiB(app.pid)
  peak = baseline
  console.log(
    `\n${'document'.padEnd(16)} ${'bytes cold/cached'.padStart(18)}   cold TTFB   cold total   cached TTFB   cached total   (medians, ms)`,
  )
  for (const path of DOCUMENTS) {
    const cold: Timing[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      await emptyCache()
      const timing = await timedGet(`${app.baseUrl}${path}`)
      if (timing.cache !== 'MISS') throw new Error(`${path} was not a cache miss after the cache was emptied`)
      cold.push(timing)
    }
    // The compressed copy of a large document is made off the event loop right after the miss; wait for it.
    for (let tries = 0; !(await timedGet(`${app.baseUrl}${path}`)).gzip && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50))
    const cached: Timing[] = []
    for (let round = 0; round < ROUNDS * 4; round += 1) {
      const timing = await timedGet(`${app.baseUrl}${path}`)
      if (timing.cache !== 'HIT') throw new Error(`${path} was not served from the cache`)
      cached.push(timing)
    }
    const ms = (values: Timing[], key: 'ttfbMs' | 'totalMs') => median(values.map((value) => value[key])).toFixed(1)
    console.log(
      `${path.padEnd(16)} ${`${cold[0]!.bytes}/${cached[0]!.bytes}`.padStart(18)}   ${ms(cold, 'ttfbMs').padStart(9)}   ${ms(cold, 'totalMs').padStart(10)}   ${ms(cached, 'ttfbMs').padStart(11)}   ${ms(cached, 'totalMs').padStart(12)}`,
    )
  }
  clearInterval(sampler)
  console.log(
    `\nwith the page cache: ${baseline.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (+${(peak - baseline).toFixed(0)} MiB; ` +
      `the cache keeps each document and its gzip copy, and emptying it leaves garbage until V8 collects), high-water mark ${residentMiB(app.pid, 'VmHWM').toFixed(0)} MiB`,
  )
  console.log('goal: cold under 2000 ms, cached under 50 ms, memory flat (streamed, never built whole)')
} finally {
  await db.end()
  await app.close()
}
process.exit(0)
