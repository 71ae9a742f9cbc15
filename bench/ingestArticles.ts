/**
 * `npm run bench:ingest`: POST /api/articles over HTTP (the built server, as in production) against the same
 * article created through Payload's local API in this process, sequentially and at concurrency 8, in one run.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { issueApiToken } from '../src/auth/apiTokenSecret'

const root = path.resolve(import.meta.dirname, '..')
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const CONCURRENCY = 8

function urlFor(database: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: urlFor('postgres') })
  await client.connect()
  try {
    return await client.query(query)
  } finally {
    await client.end()
  }
}

async function run(command: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited ${code}`))))
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function measure(label: string, concurrency: number, create: (i: number) => Promise<void>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ROUNDS) {
        const i = next++
        const t0 = performance.now()
        await create(i)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const result = { label, medianMs: median(latencies), perSecond: ROUNDS / seconds }
  console.log(`${label.padEnd(34)} median ${result.medianMs.toFixed(1).padStart(7)} ms   ${result.perSecond.toFixed(1).padStart(7)} creates/s`)
  return result
}

const database = `pmsnews_bench_${randomBytes(4).toString('hex')}`
await admin(`CREATE DATABASE ${database}`)
const databaseUrl = urlFor(database)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-bench-'))
const node = path.join(root, 'node_modules/.bin/node')
const env = {
  NODE_ENV: 'production',
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  INGEST_RATE_LIMIT_PER_MINUTE: '100000',
  NEXT_TELEMETRY_DISABLED: '1',
} as NodeJS.ProcessEnv
let server: ChildProcess | undefined
try {
  await run([node, '--import', 'tsx', 'scripts/cli.ts', 'migrate'], { ...env, NODE_ENV: 'production' })
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const issued = issueApiToken()
  await db.query(`INSERT INTO api_tokens (name, token_hash, display_prefix, updated_at, created_at) VALUES ('bench', $1, $2, now(), now())`, [issued.hash, issued.displayPrefix])
  const pmsId = (await db.query(`INSERT INTO pmses (name, slug, is_published, updated_at, created_at) VALUES ('Bench PMS', 'bench-pms', true, now(), now()) RETURNING id`)).rows[0].id
  const authorId = (await db.query(`INSERT INTO authors (name, slug, updated_at, created_at) VALUES ('Bench', 'bench', now(), now()) RETURNING id`)).rows[0].id
  await db.end()

  const port = 3900 + Math.floor(Math.random() * 90)
  server = spawn(node, ['--import', 'tsx', 'server.ts'], { cwd: root, env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve) => server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving on') && resolve()))
  const body = (i: number, tag: string) => ({ pms_id: pmsId, author_id: authorId, title: `Bench ${tag} article ${i}`, body: 'word '.repeat(400) })

  const post = (tag: string) => async (i: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${issued.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(i, tag)),
    })
    if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`)
  }

  Object.assign(process.env, env, { NODE_ENV: 'production' })
  const { default: config } = await import('../payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const local = (tag: string) => async (i: number) => {
    const input = body(i, tag)
    await payload.create({ collection: 'articles', data: { pms: input.pms_id, author: input.author_id, title: input.title, body: input.body } })
  }

  // Warm both paths before measuring.
  for (let i = 0; i < 10; i += 1) {
    await post('warm-http')(i)
    await local('warm-local')(i)
  }
  console.log(`POST /api/articles vs Payload local API, ${ROUNDS} creates each, on ${os.cpus().length} cores`)
  const httpSeq = await measure('HTTP POST, sequential', 1, post('seq'))
  const localSeq = await measure('local API, sequential', 1, local('seq'))
  const httpPar = await measure(`HTTP POST, concurrency ${CONCURRENCY}`, CONCURRENCY, post('par'))
  const localPar = await measure(`local API, concurrency ${CONCURRENCY}`, CONCURRENCY, local('par'))
  console.log(`ratio HTTP/local median latency: sequential ${(httpSeq.medianMs / localSeq.medianMs).toFixed(2)}, concurrency ${CONCURRENCY} ${(httpPar.medianMs / localPar.medianMs).toFixed(2)} (goal ≤ 1.5)`)
  console.log(`ratio local/HTTP throughput:     sequential ${(localSeq.perSecond / httpSeq.perSecond).toFixed(2)}, concurrency ${CONCURRENCY} ${(localPar.perSecond / httpPar.perSecond).toFixed(2)}`)
  await payload.destroy()
} finally {
  server?.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
