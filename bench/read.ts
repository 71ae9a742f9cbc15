/**
 * `npm run bench:read`: a cached article page, in HTML and in markdown, served by the built app (page cache hit,
 * read limiter still counting, its limit raised) against a bare Node `http` server returning the same bytes, with
 * autocannon at 64 connections, in one run. Goal: at least half the bare server's throughput, p99 under 50 ms.
 * BENCH_SECONDS (10) sets each run's length. Needs PostgreSQL (see bench/support/benchApp.ts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'

import { startBenchApp } from './support/benchApp'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 64

interface Result {
  label: string
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

async function load(label: string, url: string, headers: Record<string, string>): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  const non2xx = result.non2xx + result.errors + result.timeouts
  const row = { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: non2xx }
  console.log(
    `${label.padEnd(34)} ${row.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms${non2xx ? `   ${non2xx} errors or non-2xx` : ''}`,
  )
  return row
}

/** A bare server answering every request with one fixed response. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

const app = await startBenchApp({ READ_RATE_LIMIT_PER_MINUTE: '10000000' })
try {
  const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await db.connect()
  await db.query(
    `INSERT INTO articles (title, slug, body, excerpt, pms_id, author_id, is_published, published_at, reading_time_minutes, updated_at, created_at)
     VALUES ('Bench PMS adds mobile keys', 'mobile-keys', $1, 'Guests skip the desk.', $2, $3, true, now(), 4, now(), now())`,
    [`## What changes\n\n${'Hotels can now issue mobile keys at check-in. '.repeat(60)}\n\n- one\n- two\n`, app.pmsId, app.authorId],
  )
  await db.end()
  const page = `${app.baseUrl}/bench-pms/mobile-keys`
  const variants = [
    ['HTML', { accept: 'text/html' }],
    ['markdown', { accept: 'text/markdown' }],
  ] as const

  console.log(`Cached article page vs bare node:http with the same bytes, ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores`)
  for (const [name, headers] of variants) {
    await fetch(page, { headers }) // the miss that fills the cache
    const hit = await fetch(page, { headers })
    if (hit.headers.get('x-cache') !== 'HIT') throw new Error(`the ${name} page was not served from the cache`)
    const body = Buffer.from(await hit.arrayBuffer())
    const bare = await bareServer(body, { 'Content-Type': hit.headers.get('content-type')! })
    try {
      const ours = await load(`PMS News, cached ${name} (${body.length} B)`, page, { ...headers })
      const baseline = await load(`bare node:http, same ${name}`, bare.url, { ...headers })
      const ratio = ours.requestsPerSecond / baseline.requestsPerSecond
      console.log(
        `ratio ${name}: ${(ratio * 100).toFixed(0)} % of the bare server's throughput (goal ≥ 50 %), p99 ${ours.p99} ms (goal < 50 ms)\n`,
      )
    } finally {
      await bare.close()
    }
  }
} finally {
  await app.close()
}
process.exit(0)
