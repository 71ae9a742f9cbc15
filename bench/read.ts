/**
 * `npm run bench:read`: a cached article page of the demo content (the article of median length), in HTML and in
 * markdown, served by the built app (page cache hit, the read limit counting every request, its budget raised)
 * against a bare Node `http` server returning the same bytes (body and headers), each in its own process, with
 * autocannon at 64 connections, BENCH_PAIRS (31) pairs alternated in one run, BENCH_SECONDS (1) each, after an
 * uncounted warm-up of BENCH_WARM_UP_SECONDS (3) on each side. Short turns, many of them: these machines' speed can move
 * by half within a minute, and a pair compares its two sides only if both ran at one speed.
 *
 * One line per configuration of the read limit's store, in one run on one database:
 * - `default`: what `npm start` does without Redis — counted in memory, settled with PostgreSQL in batches
 *   (docs/decisions/040-limits-settled-in-batches.md) — and every read counted for the editors' figures
 *   (READ_COUNTS=on, docs/decisions/049-read-counts.md);
 * - `policy`: the default with the editors' agent policy refusing a purpose (AI training crawlers,
 *   docs/decisions/079-agents-by-purpose.md), so that every read asks who its reader is before it is answered;
 * - `uncounted`: the default with READ_COUNTS=off, to show what counting the reads costs;
 * - `redis`: REDIS_URL set (BENCH_REDIS_URL, default the machine's redis://127.0.0.1:6379);
 * - `memory`: READ_RATE_LIMIT_STORE=memory (one instance);
 * - `two on redis`: two instances sharing Redis, loaded at once (32 connections each) against two bare servers loaded
 *   at once: the sum of the two instances' throughput ÷ the sum of the two bare servers'.
 * - `default` is the edge (EDGE=on, the default since 2026-12-03: the hit answered by the edge process in front of a
 *   render process, docs/decisions/085-edge-and-renderers.md); `one process` (asked for by name, not in the default
 *   list) is EDGE=off, the service as it ran before the edge;
 * - `control` (asked for by name, not in the default list): the app's own process answering a hit as the bare server
 *   does (./support/bareAnswerInApp.mjs), without its router, cache lookup, limit or count: what the process costs
 *   apart from a hit's code, and how much of a low figure is the machine's (this line falls with the others when the
 *   machine slows).
 * Each line also says what could have slowed a turn: CPU used by the instance's render processes during our turns (a
 * read that was not a hit), by no process of the bench (another instance's jobs), or taken by the host (steal).
 * `BENCH_METRICS=1` runs, beside each configuration's server, the same server with METRICS_TOKEN set (every request
 * counted and timed for `/metrics`, docs/decisions/078-metrics-and-traces.md), and each pair then loads the three in
 * turn (without metrics, with, bare; the order rotated), printing both ratios side by side (issue 64's goal: with
 * metrics ≥ 0.95 too). `BENCH_EDGE_FLAGS` (space-separated Node flags; empty: none) does the same with a server whose
 * edge runs with those flags in place of npm start's (scripts/nodeFlags.mjs, which size its heap for memory): what
 * they cost a hit, measured turn by turn beside them.
 * Goal (issue 42): every ratio ≥ 0.95 (the median of the pairs), p99 under 50 ms. BENCH_STORES (comma-separated:
 * default,policy,uncounted,redis,memory,two) picks some; BENCH_ONLY=html|markdown one representation; BENCH_CPU_PROFILE=1 runs the
 * default configuration's server and the bare servers under `node --cpu-prof` and prints where the server's CPU went
 * (the bare servers' profiles are kept beside it, to compare function by function). Needs PostgreSQL
 * (bench/support/benchApp.ts) and, for the Redis lines, Redis.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

import { type BenchProcess, startBenchApp, startBenchProcess } from './support/benchApp'
import { selfTimeByPlace } from './support/cpuProfile'
import { cpuMs, descendantsCpuMs, machineCpuMs } from './support/processUsage'
import { median } from './support/stats'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1)
const PAIRS = Number(process.env.BENCH_PAIRS ?? 31)
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3)
const CONNECTIONS = 64
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const STORES = (process.env.BENCH_STORES ?? 'default,policy,uncounted,redis,memory,two').split(',')
const METRICS_TOKEN = randomBytes(24).toString('hex')
/** The server run beside each configuration's, with one thing changed (BENCH_METRICS=1 or BENCH_EDGE_FLAGS), if any. */
const BESIDE: { label: string; env: Record<string, string> } | null =
  process.env.BENCH_METRICS === '1'
    ? { label: 'metrics on', env: { METRICS_TOKEN } }
    : process.env.BENCH_EDGE_FLAGS !== undefined
      ? {
          label: `edge flags [${process.env.BENCH_EDGE_FLAGS}]`,
          env: { BENCH_EDGE_FLAGS: process.env.BENCH_EDGE_FLAGS },
        }
      : null

interface Target {
  url: string
  pid: number
}

interface Result {
  requestsPerSecond: number
  p99: number
  cpuMicrosPerRequest: number
  failures: number
  /** CPU the targets' own children used meanwhile (an instance's render processes: nothing, if every read was a hit). */
  childrenMs: number
  /** Shares of the machine's CPU time meanwhile: used by no process of the bench, and taken by the host (steal). */
  elsewhere: number
  steal: number
}

/** Loads every target at once, the connections split between them; the sum of their throughput. */
async function load(targets: Target[], headers: Record<string, string>, seconds = SECONDS): Promise<Result> {
  const cpuBefore = targets.map((target) => cpuMs(target.pid))
  const childrenBefore = targets.map((target) => descendantsCpuMs(target.pid))
  const machineBefore = machineCpuMs()
  const benchBefore = process.cpuUsage()
  const results = await Promise.all(
    targets.map((target) =>
      autocannon({ url: target.url, connections: CONNECTIONS / targets.length, duration: seconds, headers }),
    ),
  )
  const total = results.reduce((sum, result) => sum + result.requests.total, 0)
  const cpu = targets.reduce((sum, target, i) => sum + cpuMs(target.pid) - cpuBefore[i]!, 0)
  const childrenMs = targets.reduce((sum, target, i) => sum + descendantsCpuMs(target.pid) - childrenBefore[i]!, 0)
  const machine = machineCpuMs()
  const bench = process.cpuUsage(benchBefore)
  const machineTotal = Math.max(machine.total - machineBefore.total, 1)
  const ours = cpu + Math.max(childrenMs, 0) + (bench.user + bench.system) / 1000
  return {
    childrenMs: Math.max(childrenMs, 0),
    elsewhere: Math.max(machine.busy - machineBefore.busy - ours, 0) / machineTotal,
    steal: (machine.steal - machineBefore.steal) / machineTotal,
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    cpuMicrosPerRequest: (cpu * 1000) / Math.max(total, 1),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  }
}

/** The bare server (./support/bareServer.ts) in a process of its own, answering with `body` and `headers`. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<Target & { close(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-bare-')), 'response.json')
  fs.writeFileSync(file, JSON.stringify({ body: body.toString('base64'), headers }))
  // Profiled beside ours when BENCH_CPU_PROFILE is set, so that the two can be compared function by function.
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, 'bare')}`] : []
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', path.join(import.meta.dirname, 'support/bareServer.ts'), file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
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

/** The page once the cache answers it (a few reads at most). */
async function cacheHit(url: string, headers: Record<string, string>): Promise<Response> {
  for (let read = 0; read < 50; read += 1) {
    const response = await fetch(url, { headers })
    if (response.headers.get('x-cache') === 'HIT') return response
    await response.arrayBuffer()
  }
  throw new Error(`${url} was not served from the cache`)
}

const row = (label: string, result: Result) =>
  `  ${label.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(result.p99).padStart(4)} ms   CPU ${result.cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/req${result.failures ? `   ${result.failures} errors or non-2xx` : ''}`
const percent = (values: number[]) =>
  `${(median(values) * 100).toFixed(0)} % (pairs: ${values.map((value) => `${(value * 100).toFixed(0)} %`).join(', ')})`

/** Our instances (their page URL) against as many bare servers with the same answer, in alternated pairs. */
async function compare(
  configuration: string,
  pages: Target[],
  name: string,
  headers: Record<string, string>,
  metered?: Target[],
): Promise<string> {
  // The miss that fills each instance's cache; the cache keeps a page once it is sent, so the next read may still miss.
  const hits = await Promise.all(pages.map((page) => cacheHit(page.url, headers)))
  if (metered) await Promise.all(metered.map((page) => cacheHit(page.url, headers)))
  const hit = hits[0]!
  const body = Buffer.from(await hit.arrayBuffer())
  // The same bytes on the wire: the hit's own headers too (security headers, Link, ETag…), but for those Node writes.
  const sameHeaders = Object.fromEntries(
    [...hit.headers].filter(
      ([header]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(header),
    ),
  )
  const bares = await Promise.all(pages.map(() => bareServer(body, sameHeaders)))
  try {
    const ratios: number[] = []
    const meteredRatios: number[] = []
    const cpuRatios: number[] = []
    const p99s: number[] = []
    const bareRates: number[] = []
    // Every measured turn, ours or the bare server's: what the rest of the machine did meanwhile.
    const measured: Result[] = []
    let childrenMs = 0
    console.log(`${configuration}, ${name} (${body.length} B):`)
    // Both sides under load once, uncounted: a few reads fill the cache but leave most of a hit's code to the JIT, which
    // the bare server, a few lines long, needs no time for.
    await load(pages, headers, WARM_UP_SECONDS)
    if (metered) await load(metered, headers, WARM_UP_SECONDS)
    await load(bares, headers, WARM_UP_SECONDS)
    for (let pair = 0; pair < PAIRS; pair += 1) {
      // Alternated: each pair starts with the other side, so that drift does not favour one.
      const runOurs = async () => {
        const result = await load(pages, headers)
        console.log(row('PMS News', result))
        measured.push(result)
        childrenMs += result.childrenMs
        return result
      }
      const runBare = async () => {
        const result = await load(bares, headers)
        console.log(row('bare node:http', result))
        measured.push(result)
        return result
      }
      if (metered) {
        const runMetered = async () => {
          const result = await load(metered, headers)
          console.log(row(`PMS News, ${BESIDE!.label}`, result))
          measured.push(result)
          childrenMs += result.childrenMs
          return result
        }
        // Three sides, the order rotated each pair: without metrics, with, bare.
        const turns = [runOurs, runMetered, runBare]
        const results = new Map<(typeof turns)[number], Result>()
        for (let turn = 0; turn < 3; turn++) {
          const run = turns[(pair + turn) % 3]!
          results.set(run, await run())
        }
        const bare = results.get(runBare)!
        ratios.push(results.get(runOurs)!.requestsPerSecond / bare.requestsPerSecond)
        meteredRatios.push(results.get(runMetered)!.requestsPerSecond / bare.requestsPerSecond)
        bareRates.push(bare.requestsPerSecond)
        cpuRatios.push(bare.cpuMicrosPerRequest / results.get(runOurs)!.cpuMicrosPerRequest)
        p99s.push(results.get(runMetered)!.p99)
        continue
      }
      const [ours, bare] =
        pair % 2 === 0 ? [await runOurs(), await runBare()] : (([b, o]) => [o, b])([await runBare(), await runOurs()])
      ratios.push(ours.requestsPerSecond / bare.requestsPerSecond)
      bareRates.push(bare.requestsPerSecond)
      cpuRatios.push(bare.cpuMicrosPerRequest / ours.cpuMicrosPerRequest)
      p99s.push(ours.p99)
    }
    // The same server answering the same request: how far its throughput moved says how steady the machine was.
    // A render process working during our turns means reads that were not hits; the machine's CPU used by no process of
    // the bench (another instance's jobs, a neighbour in this guest) or taken by the host (steal) means a slower turn.
    const share = (values: number[]) =>
      `${(median(values) * 100).toFixed(0)} % (most ${(Math.max(...values) * 100).toFixed(0)} %)`
    const steadiness =
      `the bare server's pairs ${Math.min(...bareRates).toFixed(0)}–${Math.max(...bareRates).toFixed(0)} req/s; ` +
      `render processes ${childrenMs.toFixed(0)} ms of CPU in our turns; the machine's CPU elsewhere ${share(measured.map((turn) => turn.elsewhere))}, ` +
      `stolen by the host ${share(measured.map((turn) => turn.steal))}`
    if (metered)
      return `${configuration.padEnd(14)} ${name.padEnd(9)} as npm start runs it ${percent(ratios)}, ${BESIDE!.label} ${percent(meteredRatios)} of the bare server's throughput (${BESIDE!.label}: p99 ${median(p99s)} ms); ${steadiness}`
    return `${configuration.padEnd(14)} ${name.padEnd(9)} ${percent(ratios)} of the bare server's throughput, p99 ${median(p99s)} ms; bare CPU per answer ÷ ours ${percent(cpuRatios)}; ${steadiness}`
  } finally {
    await Promise.all(bares.map((bare) => bare.close()))
  }
}

const profileDir = process.env.BENCH_CPU_PROFILE ? fs.mkdtempSync(`${os.tmpdir()}/pmsnews-read-profile-`) : null
// The demo content, as the README's first command loads it; the default configuration (no store named).
const nodeOptions = [process.env.BENCH_NODE_OPTIONS ?? '', profileDir ? `--cpu-prof --cpu-prof-dir=${profileDir}` : '']
  .join(' ')
  .trim()
const app = await startBenchApp(
  { READ_RATE_LIMIT_PER_MINUTE: '10000000', ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
  undefined,
  { seed: true },
)
const summary: string[] = []
try {
  const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await db.connect()
  const { rows } = await db.query<{ path: string; bytes: number }>(
    `SELECT '/' || p.slug || '/' || a.slug AS path, octet_length(a.body) AS bytes FROM articles a JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published ORDER BY octet_length(a.body), a.id`,
  )
  await db.end()
  const article = rows[Math.floor(rows.length / 2)]!
  const variants = (
    [
      ['HTML', { accept: 'text/html' }],
      ['markdown', { accept: 'text/markdown' }],
    ] as const
  ).filter(([name]) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.toLowerCase() === name.toLowerCase())
  console.log(
    `Cached article page (${article.path}, ${article.bytes} B of markdown, the median of ${rows.length} demo articles) vs bare node:http with the same bytes, ` +
      `${CONNECTIONS} connections, ${SECONDS} s each, ${PAIRS} pairs alternated, ${os.cpus().length} cores\n`,
  )
  const port = Number(new URL(app.baseUrl).port)
  // The other configurations' servers: the same site and database, not profiled.
  const { NODE_OPTIONS: _profiling, ...siteEnv } = app.env
  const redis = () => ({ REDIS_URL, REDIS_KEY_PREFIX: `pmsnews-bench-${randomBytes(4).toString('hex')}` })
  /** The agent policy as the `policy` server reads it at start; the others started before it, or after it is reset. */
  const setPolicy = async (aiTraining: 'allow' | 'refuse') => {
    const client = new pg.Client({ connectionString: app.env.DATABASE_URL })
    await client.connect()
    await client.query('DELETE FROM agent_policy')
    await client.query(`INSERT INTO agent_policy (ai_training, updated_at, created_at) VALUES ($1, now(), now())`, [
      aiTraining,
    ])
    await client.end()
  }
  const configurations: Record<string, () => Promise<BenchProcess[] | null>> = {
    default: async () => null,
    policy: async () => {
      await setPolicy('refuse')
      try {
        return [await startBenchProcess('server.ts', { ...siteEnv, PORT: String(port + 100) }, app.root)]
      } finally {
        await setPolicy('allow')
      }
    },
    uncounted: async () => [
      await startBenchProcess('server.ts', { ...siteEnv, READ_COUNTS: 'off', PORT: String(port + 100) }, app.root),
    ],
    redis: async () => [
      await startBenchProcess('server.ts', { ...siteEnv, ...redis(), PORT: String(port + 100) }, app.root),
    ],
    memory: async () => [
      await startBenchProcess(
        'server.ts',
        { ...siteEnv, READ_RATE_LIMIT_STORE: 'memory', PORT: String(port + 100) },
        app.root,
      ),
    ],
    'one-process': async () => [
      await startBenchProcess('server.ts', { ...siteEnv, EDGE: 'off', PORT: String(port + 100) }, app.root),
    ],
    control: async () => [
      await startBenchProcess(
        'server.ts',
        {
          ...siteEnv,
          NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'support/bareAnswerInApp.mjs')}`,
          PORT: String(port + 100),
        },
        app.root,
      ),
    ],
    two: async () => {
      const env = { ...siteEnv, ...redis() }
      return Promise.all([
        startBenchProcess('server.ts', { ...env, PORT: String(port + 100) }, app.root),
        startBenchProcess('server.ts', { ...env, PORT: String(port + 101) }, app.root),
      ])
    },
  }
  const names: Record<string, string> = {
    default: 'default',
    'one-process': 'one process (EDGE=off)',
    policy: 'policy on',
    uncounted: 'uncounted',
    redis: 'redis',
    memory: 'memory',
    two: 'two on redis',
    control: 'control',
  }
  for (const store of STORES) {
    const started = await configurations[store]!()
    // The same configuration with one thing changed, beside it (BESIDE); one instance, loaded alone.
    const metered = BESIDE
      ? await startBenchProcess(
          'server.ts',
          {
            ...siteEnv,
            ...(store === 'uncounted' ? { READ_COUNTS: 'off' } : {}),
            // The one process's hit, counted and timed there (the default's, by the edge: ADR 078, "With an edge").
            ...(store === 'one-process' ? { EDGE: 'off' } : {}),
            ...BESIDE.env,
            PORT: String(port + 200),
          },
          app.root,
        )
      : null
    try {
      const pages = started
        ? started.map((child, i) => ({ url: `http://127.0.0.1:${port + 100 + i}${article.path}`, pid: child.pid }))
        : [{ url: `${app.baseUrl}${article.path}`, pid: app.pid }]
      const meteredPages = metered
        ? [{ url: `http://127.0.0.1:${port + 200}${article.path}`, pid: metered.pid }]
        : undefined
      for (const [name, headers] of variants)
        summary.push(await compare(names[store]!, pages, name, headers, meteredPages))
    } finally {
      for (const child of started ?? []) await child.stop()
      await metered?.stop()
    }
    console.log('')
  }
  console.log(`cached hit ÷ bare server (goal ≥ 95 %, p99 < 50 ms):\n${summary.map((line) => `  ${line}`).join('\n')}`)
} finally {
  await app.close()
}
if (profileDir) {
  console.log(`server CPU by place (self time, the whole run; profiles in ${profileDir}, the bare servers' in bare/):`)
  for (const { place, ms, share } of selfTimeByPlace(profileDir, app.pid).slice(0, 20))
    console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${place}`)
}
process.exit(0)
