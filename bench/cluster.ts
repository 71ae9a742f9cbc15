/**
 * `npm run bench:cluster`: the site as several machines run it (docs/decisions/038-many-machines.md), on this one.
 * One PostgreSQL database (the demo content) and one Redis (REDIS_URL, default redis://127.0.0.1:6379), every limit
 * counted in Redis; then, alternating BENCH_ROUNDS (3) times, BENCH_SECONDS (60) of the same mixed load against
 *   - one app instance and one worker, and
 *   - two app instances and two workers, the load spread round-robin as a load balancer would.
 * The load: BENCH_CONNECTIONS (32) clients in a closed loop, each request drawn at random — cached page reads (half),
 * uncached page reads (a quarter: HTML and `.md` of random articles with a query the page cache never keeps), MCP
 * tool calls (`list-articles`, `get-article`) under an OAuth grant a person approved, and ingestion
 * (`POST /api/articles`, published, so that the workers have jobs). Printed per side: throughput, p50 and p99 per
 * kind of request, errors (any 5xx, refused connection or unexpected status), and the publishing tasks the workers
 * finished. Needs PostgreSQL (./support/benchApp.ts) and Redis.
 */
import { randomBytes } from 'node:crypto'
import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'

import { ADMIN } from '../tests/helpers/accounts'
import { authorizedAgentWithoutBrowser } from '../tests/helpers/oauthAgent'
import { type BenchApp, type BenchProcess, startBenchApp, startBenchProcess } from './support/benchApp'
import { median } from './support/stats'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

const KINDS = ['cached read', 'uncached read', 'MCP call', 'ingestion'] as const
type Kind = (typeof KINDS)[number]
/** The share of each kind, out of 100. */
const WEIGHTS: Record<Kind, number> = { 'cached read': 50, 'uncached read': 25, 'MCP call': 15, ingestion: 10 }

interface Site {
  app: BenchApp
  hot: string[]
  articles: Array<{ id: number; path: string }>
  mcpToken: string
}

interface SideResult {
  side: string
  requestsPerSecond: number
  latency: Record<Kind, { count: number; p50: number; p99: number }>
  errors: string[]
  tasksDone: number
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

function pickKind(): Kind {
  let roll = Math.random() * 100
  for (const kind of KINDS) {
    roll -= WEIGHTS[kind]
    if (roll < 0) return kind
  }
  return 'cached read'
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!

/** One request of `kind` to `base`; resolves to the status, which the caller judges. */
function request(site: Site, base: string, kind: Kind, n: number): Promise<Response> {
  const timeout = AbortSignal.timeout(30_000)
  if (kind === 'cached read') return fetch(`${base}${pick(site.hot)}`, { signal: timeout })
  if (kind === 'uncached read') {
    const article = pick(site.articles)
    return fetch(`${base}${article.path}${n % 2 ? '.md' : ''}?bench=${n}`, { signal: timeout })
  }
  if (kind === 'MCP call') {
    const call =
      n % 2
        ? { name: 'get-article', arguments: { id: pick(site.articles).id } }
        : { name: 'list-articles', arguments: {} }
    return fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${site.mcpToken}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: call }),
      signal: timeout,
    })
  }
  return fetch(`${base}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.app.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Cluster bench story ${n} ${randomBytes(3).toString('hex')}`,
      pms_id: site.app.pmsId,
      author_id: site.app.authorId,
      body: 'A channel manager update for hotels. It changes how rates reach the booking engines, and when.',
      is_published: true,
    }),
    signal: timeout,
  })
}

const expectedStatus = (kind: Kind) => (kind === 'ingestion' ? 201 : 200)

/** Publishing tasks finished so far (Payload deletes a finished job, so its tasks' log counts what the workers did). */
async function tasksFinished(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM publish_events WHERE status = 'succeeded'`,
    )
    return rows[0]!.n
  } finally {
    await client.end()
  }
}

async function runLoad(site: Site, side: string, bases: string[]): Promise<SideResult> {
  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>
  const errors: string[] = []
  const tasksBefore = await tasksFinished(site.app.env.DATABASE_URL!)
  const until = Date.now() + SECONDS * 1000
  let sent = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const n = sent++
        const kind = pickKind()
        const started = performance.now()
        try {
          const response = await request(site, bases[n % bases.length]!, kind, n)
          await response.arrayBuffer()
          latencies[kind].push(performance.now() - started)
          if (response.status !== expectedStatus(kind)) errors.push(`${kind}: ${response.status}`)
        } catch (error) {
          errors.push(`${kind}: ${(error as Error).message}`)
        }
      }
    }),
  )
  const total = KINDS.reduce((sum, kind) => sum + latencies[kind].length, 0)
  return {
    side,
    requestsPerSecond: total / SECONDS,
    latency: Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        { count: latencies[kind].length, p50: percentile(latencies[kind], 50), p99: percentile(latencies[kind], 99) },
      ]),
    ) as SideResult['latency'],
    errors,
    tasksDone: (await tasksFinished(site.app.env.DATABASE_URL!)) - tasksBefore,
  }
}

function createAdmin(app: BenchApp): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = [
      '--import',
      'tsx',
      'scripts/cli.ts',
      'users:create',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--role',
      'admin',
    ]
    const child = spawn(path.join(app.root, 'node_modules/.bin/node'), args, {
      cwd: app.root,
      env: app.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`users:create exited ${code}`))))
  })
}

async function prepareSite(app: BenchApp): Promise<Site> {
  const client = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await client.connect()
  const { rows: articles } = await client.query<{ id: number; path: string }>(
    `SELECT a.id, '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published ORDER BY a.id`,
  )
  const { rows: hubs } = await client.query<{ path: string }>(
    `SELECT '/' || slug AS path FROM pmses WHERE is_published ORDER BY id LIMIT 5`,
  )
  await client.end()
  const hot = [
    '/',
    '/news',
    ...hubs.map((hub) => hub.path),
    ...articles.slice(0, 10).flatMap((article) => [article.path, `${article.path}.md`]),
  ]
  await createAdmin(app)
  const { tokens } = await authorizedAgentWithoutBrowser(`${app.baseUrl}/mcp`, 'articles:read', ADMIN, {
    client_name: 'Cluster bench agent',
  })
  return { app, hot, articles, mcpToken: tokens.access_token }
}

function print(results: SideResult[]) {
  const sides = [...new Set(results.map((result) => result.side))]
  const of = (side: string) => results.filter((result) => result.side === side)
  const rows = sides.map((side) => {
    const runs = of(side)
    const cells = KINDS.map(
      (kind) =>
        `${median(runs.map((run) => run.latency[kind].p50)).toFixed(1)} / ${median(runs.map((run) => run.latency[kind].p99)).toFixed(0)}`,
    )
    const errors = runs.reduce((sum, run) => sum + run.errors.length, 0)
    return `| ${side} | ${median(runs.map((run) => run.requestsPerSecond)).toFixed(0)} | ${cells.join(' | ')} | ${errors} | ${median(runs.map((run) => run.tasksDone))} |`
  })
  console.log(
    `\n${ROUNDS} rounds of ${SECONDS} s per side, alternated, ${CONNECTIONS} connections; medians of the rounds; latency p50 / p99 in ms`,
  )
  console.log(`| side | req/s | ${KINDS.join(' | ')} | errors | publishing tasks done |`)
  console.log(`|---|---|${KINDS.map(() => '---').join('|')}|---|---|`)
  for (const row of rows) console.log(row)
  const [one, two] = sides.map((side) => median(of(side).map((run) => run.requestsPerSecond)))
  console.log(`throughput ratio (two instances ÷ one): ${(two! / one!).toFixed(2)}`)
  const errors = results.flatMap((result) => result.errors)
  if (errors.length > 0) console.log(`errors (first 10 of ${errors.length}):\n  ${errors.slice(0, 10).join('\n  ')}`)
}

const shared = {
  REDIS_URL,
  REDIS_KEY_PREFIX: `pmsnews-bench-${randomBytes(4).toString('hex')}`,
  READ_RATE_LIMIT_STORE: 'redis',
  READ_RATE_LIMIT_PER_MINUTE: '10000000',
  MCP_RATE_LIMIT_PER_MINUTE: '100000',
  CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: '100000',
}
const app = await startBenchApp(shared, undefined, { seed: true })
const processes: BenchProcess[] = []
try {
  const site = await prepareSite(app)
  const secondPort = Number(new URL(app.baseUrl).port) + 100
  // Both instances answer for the same site: the same BASE_URL, database, secret and Redis.
  const instanceB = await startBenchProcess('server.ts', { ...app.env, PORT: String(secondPort) }, app.root)
  processes.push(instanceB)
  const bases = { one: [app.baseUrl], two: [app.baseUrl, `http://127.0.0.1:${secondPort}`] }
  const firstWorker = await startBenchProcess('scripts/worker.ts', app.env, app.root)
  processes.push(firstWorker)
  // Warm the hot pages on both instances.
  for (const base of bases.two) for (const page of site.hot) await (await fetch(`${base}${page}`)).arrayBuffer()
  const results: SideResult[] = []
  for (let round = 1; round <= ROUNDS; round += 1) {
    const one = await runLoad(site, '1 instance + 1 worker', bases.one)
    console.log(
      `round ${round}: one instance ${one.requestsPerSecond.toFixed(0)} req/s, ${one.errors.length} errors, ${one.tasksDone} publishing tasks`,
    )
    results.push(one)
    const secondWorker = await startBenchProcess('scripts/worker.ts', app.env, app.root)
    const two = await runLoad(site, '2 instances + 2 workers', bases.two)
    await secondWorker.stop()
    console.log(
      `round ${round}: two instances ${two.requestsPerSecond.toFixed(0)} req/s, ${two.errors.length} errors, ${two.tasksDone} publishing tasks`,
    )
    results.push(two)
  }
  print(results)
} finally {
  for (const child of processes) await child.stop()
  await app.close()
}
