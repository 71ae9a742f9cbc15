/**
 * `npm run bench:llms-full`: /llms-full.txt at BENCH_ARTICLES (100,000) generated published articles
 * (./support/generateArticles.ts), long-form by default (4–25 KB bodies; BENCH_BODIES=demo for the demo's lengths),
 * each with five related articles, on the production default configuration (LLMS_FULL_MAX_BYTES at its default of
 * 5 MiB unless BENCH_LLMS_FULL_MAX_BYTES says otherwise). Cold (the page cache just emptied, as a content change empties
 * it) BENCH_ROUNDS (5) times, then cached four times as often: bytes (never over the budget), articles included, time
 * to first byte and total time, and the server's resident memory from /proc before, at its peak (sampled every 5 ms)
 * and after, and at each of BENCH_ROUNDS reads the page cache does not keep (streamed through, no copy made). Goal: memory flat, whatever the number of articles, since the document reads only the articles that fit.
 * The server runs with NODE_OPTIONS=--max-old-space-size=256 (BENCH_NODE_OPTIONS), the heap cap docs/operations.md
 * recommends, so that memory shows what the server keeps rather than garbage V8 has not collected yet. Needs
 * PostgreSQL (./support/benchApp.ts).
 */
import http from 'node:http'
import os from 'node:os'
import pg from 'pg'

import { startBenchApp } from './support/benchApp'
import { bodyLengths, generateArticles, longBodyLengths, relateArticles } from './support/generateArticles'
import { residentMiB } from './support/processUsage'
import { median } from './support/stats'

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const LONG_BODIES = (process.env.BENCH_BODIES ?? 'long') === 'long'
const NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS ?? '--max-old-space-size=256'
/** The production default (src/ground/env.ts), unless a run asks for another. */
const BUDGET = Number(process.env.BENCH_LLMS_FULL_MAX_BYTES ?? 5 * 1024 * 1024)

interface Timing {
  ttfbMs: number
  totalMs: number
  bytes: number
  cache: string | null
  /** The document's closing line: how many articles it holds. */
  closing: string
}

/** One GET read to the end, uncompressed (so that `bytes` is the document's size), timed to its first and last byte. */
function timedGet(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, (response) => {
        let ttfbMs = 0
        let bytes = 0
        let tail = Buffer.alloc(0)
        response.on('data', (chunk: Buffer) => {
          if (bytes === 0) ttfbMs = performance.now() - started
          bytes += chunk.length
          tail = Buffer.concat([tail, chunk]).subarray(-400)
        })
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
          resolve({
            ttfbMs,
            totalMs: performance.now() - started,
            bytes,
            cache: (response.headers['x-cache'] as string | undefined) ?? null,
            closing: tail.toString('utf8').trimEnd().split('\n').at(-1) ?? '',
          })
        })
      })
      .on('error', reject)
  })
}

const overrides: Record<string, string> = { READ_RATE_LIMIT_PER_MINUTE: '10000000', NODE_OPTIONS }
if (process.env.BENCH_LLMS_FULL_MAX_BYTES) overrides.LLMS_FULL_MAX_BYTES = process.env.BENCH_LLMS_FULL_MAX_BYTES
const app = await startBenchApp(overrides)
const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
await db.connect()
try {
  const seeding = performance.now()
  await generateArticles(db, ARTICLES, 0, LONG_BODIES ? longBodyLengths : bodyLengths)
  await relateArticles(db)
  console.log(
    `Seeded ${ARTICLES} articles (${LONG_BODIES ? 'long-form bodies, 4–25 KB' : "the demo's body lengths"}) with related articles in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${os.cpus().length} cores, Node ${process.version}, server NODE_OPTIONS=${NODE_OPTIONS}, budget ${BUDGET} bytes`,
  )
  const emptyCache = async () => {
    await db.query(`SELECT pg_notify('pmsnews_content_changed', 'bench')`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  // The server has answered a request (its code for the public documents loaded) before memory is read.
  await timedGet(`${app.baseUrl}/llms.txt?uncached=warm-up`)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const before = residentMiB(app.pid)
  let peak = before
  let roundPeak = before
  const sampler = setInterval(() => {
    const now = residentMiB(app.pid)
    peak = Math.max(peak, now)
    roundPeak = Math.max(roundPeak, now)
  }, 5)

  const cold: Timing[] = []
  const roundPeaks: string[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    await emptyCache()
    roundPeak = residentMiB(app.pid)
    const timing = await timedGet(`${app.baseUrl}/llms-full.txt`)
    if (timing.cache !== 'MISS') throw new Error('/llms-full.txt was not a cache miss after the cache was emptied')
    if (timing.bytes > BUDGET) throw new Error(`/llms-full.txt is ${timing.bytes} bytes, over its budget of ${BUDGET}`)
    cold.push(timing)
    roundPeaks.push(roundPeak.toFixed(0))
  }
  // A query string the page cache does not keep: the document streams through with no copy made, so what the
  // server holds is the stream's own (one batch of articles), round after round.
  const streamedPeaks: string[] = []
  for (let round = 1; round <= ROUNDS; round += 1) {
    roundPeak = residentMiB(app.pid)
    const timing = await timedGet(`${app.baseUrl}/llms-full.txt?uncached=${round}`)
    if (timing.cache === 'HIT') throw new Error('/llms-full.txt?uncached was served from the cache')
    streamedPeaks.push(roundPeak.toFixed(0))
  }
  const cached: Timing[] = []
  for (let round = 0; round < ROUNDS * 4; round += 1) {
    const timing = await timedGet(`${app.baseUrl}/llms-full.txt`)
    if (timing.cache !== 'HIT') throw new Error('/llms-full.txt was not served from the cache')
    cached.push(timing)
  }
  clearInterval(sampler)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = residentMiB(app.pid)

  const ms = (values: Timing[], key: 'ttfbMs' | 'totalMs') => median(values.map((value) => value[key])).toFixed(1)
  console.log(`\n/llms-full.txt at ${ARTICLES.toLocaleString('en-US')} articles`)
  console.log(`bytes: ${cold[0]!.bytes} (budget ${BUDGET}); ${cold[0]!.closing}`)
  console.log(
    `cold (page cache emptied), medians of ${ROUNDS}: TTFB ${ms(cold, 'ttfbMs')} ms, total ${ms(cold, 'totalMs')} ms`,
  )
  console.log(
    `cached, medians of ${ROUNDS * 4}: TTFB ${ms(cached, 'ttfbMs')} ms, total ${ms(cached, 'totalMs')} ms (uncompressed)`,
  )
  console.log(
    `server memory (RSS): ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)}; peak of each cold round: ${roundPeaks.join(', ')}), ${after.toFixed(0)} MiB after; high-water mark ${residentMiB(app.pid, 'VmHWM').toFixed(0)} MiB`,
  )
  console.log(`peak of each uncached read (streamed through, nothing kept): ${streamedPeaks.join(', ')} MiB`)
  console.log(
    'goal: bytes within the budget; memory flat (the page cache keeps the document and its gzip copy, a few MiB)',
  )
} finally {
  await db.end()
  await app.close()
}
process.exit(0)
