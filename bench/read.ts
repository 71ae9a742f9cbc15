/**
 * `npm run bench:read`: a cached article page, in HTML and in markdown, served by the built app (page cache hit,
 * read limiter still counting, its limit raised) against a bare Node `http` server returning the same bytes (body and
 * headers), each in its own process, with
 * autocannon at 64 connections, in one run, BENCH_PAIRS (3) pairs alternated. Goal (issue 22): each at least 0.85× the
 * bare server's throughput (the median of the pairs' ratios), p99 under 50 ms. BENCH_SECONDS (10) sets each run's length;
 * BENCH_CPU_PROFILE=1 runs the server under `node --cpu-prof` and prints where its CPU went; BENCH_ONLY=html|markdown runs
 * one of the two. Needs PostgreSQL (see bench/support/benchApp.ts).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

import { startBenchApp } from './support/benchApp'
import { selfTimeByPlace } from './support/cpuProfile'
import { cpuMs } from './support/processUsage'
import { median } from './support/stats'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 64

interface Result {
  label: string
  requestsPerSecond: number
  p50: number
  p99: number
  /** The server process's CPU per answer, in µs: steadier than throughput where other work shares the cores. */
  cpuMicrosPerRequest: number
  errors: number
}

async function load(label: string, url: string, headers: Record<string, string>, serverPid: number): Promise<Result> {
  const cpuBefore = cpuMs(serverPid)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  const cpuMicrosPerRequest = ((cpuMs(serverPid) - cpuBefore) * 1000) / Math.max(result.requests.total, 1)
  const non2xx = result.non2xx + result.errors + result.timeouts
  const row = { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMicrosPerRequest, errors: non2xx }
  console.log(
    `${label.padEnd(34)} ${row.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   CPU ${cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/req${non2xx ? `   ${non2xx} errors or non-2xx` : ''}`,
  )
  return row
}

/** The bare server (./support/bareServer.ts) in a process of its own, answering with `body` and `headers`. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-bare-')), 'response.json')
  fs.writeFileSync(file, JSON.stringify({ body: body.toString('base64'), headers }))
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/bareServer.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited ${code}`)))
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    close: async () => {
      child.removeAllListeners('exit')
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

const profileDir = process.env.BENCH_CPU_PROFILE ? fs.mkdtempSync(`${os.tmpdir()}/pmsnews-read-profile-`) : null
const app = await startBenchApp({ READ_RATE_LIMIT_PER_MINUTE: '10000000', ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}) })
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
  const variants = (
    [
      ['HTML', { accept: 'text/html' }],
      ['markdown', { accept: 'text/markdown' }],
    ] as const
  ).filter(([name]) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.toLowerCase() === name.toLowerCase())

  const PAIRS = Number(process.env.BENCH_PAIRS ?? 3)
  console.log(`Cached article page vs bare node:http with the same bytes, ${CONNECTIONS} connections, ${SECONDS} s each, ${PAIRS} pairs alternated, ${os.cpus().length} cores`)
  for (const [name, headers] of variants) {
    await fetch(page, { headers }) // the miss that fills the cache
    const hit = await fetch(page, { headers })
    if (hit.headers.get('x-cache') !== 'HIT') throw new Error(`the ${name} page was not served from the cache`)
    const body = Buffer.from(await hit.arrayBuffer())
    // The same bytes on the wire: the hit's own headers too (security headers, Link, ETag…), but for those Node
    // writes itself.
    const sameHeaders = Object.fromEntries([...hit.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)))
    const bare = await bareServer(body, sameHeaders)
    try {
      const ratios: number[] = []
      const cpuRatios: number[] = []
      const p99s: number[] = []
      for (let pair = 0; pair < PAIRS; pair += 1) {
        // Alternated: each pair starts with the other server, so that drift does not favour one.
        const runOurs = () => load(`PMS News, cached ${name} (${body.length} B)`, page, { ...headers }, app.pid)
        const runBare = () => load(`bare node:http, same ${name}`, bare.url, { ...headers }, bare.pid)
        const [ours, baseline] = pair % 2 === 0 ? [await runOurs(), await runBare()] : (([b, o]) => [o, b])([await runBare(), await runOurs()])
        ratios.push(ours.requestsPerSecond / baseline.requestsPerSecond)
        cpuRatios.push(baseline.cpuMicrosPerRequest / ours.cpuMicrosPerRequest)
        p99s.push(ours.p99)
      }
      console.log(
        `ratio ${name}: median ${(median(ratios) * 100).toFixed(0)} % of the bare server's throughput (pairs: ${ratios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')}; goal ≥ 85 %), median p99 ${median(p99s)} ms (goal < 50 ms); ` +
          `CPU per answer: the bare server's is ${(median(cpuRatios) * 100).toFixed(0)} % of ours (pairs: ${cpuRatios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ')})\n`,
      )
    } finally {
      await bare.close()
    }
  }
} finally {
  await app.close()
}
if (profileDir) {
  console.log(`server CPU by place (self time, the whole run; profiles in ${profileDir}):`)
  for (const { place, ms, share } of selfTimeByPlace(profileDir, app.pid).slice(0, 20)) console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${place}`)
}
process.exit(0)
