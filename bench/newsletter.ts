/**
 * `npm run bench:newsletter`: one digest to BENCH_SUBSCRIBERS (10,000) confirmed subscribers, queued by
 * `npm run cli -- newsletter:send-digest` and sent by `npm run worker` through an SMTP server on loopback that
 * accepts and counts every mail (smtp-server, no parsing, so the sink costs the shared cores little). Prints the time
 * to queue, mails per second, the total time and the worker's memory: resident size at 10 %, 50 % and 100 % of the
 * list and its peak (VmHWM), which stays flat when the worker does not hold the list.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { nodeArgsFor } from './support/benchApp'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)
const root = path.resolve(import.meta.dirname, '..')
const node = path.join(root, 'node_modules/.bin/node')
const postgresServer =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const urlFor = (database: string) => Object.assign(new URL(postgresServer), { pathname: `/${database}` }).toString()

async function query(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, params)).rows
  } finally {
    await client.end()
  }
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk))
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`cli ${args[0]} exited ${code}`))))
  })
}

/** Accepts every mail and counts it; `onMail` sees the running count. */
async function countingSink(onMail: (count: number) => void): Promise<{ url: string; close(): Promise<void> }> {
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        count += 1
        onMail(count)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const statusOf = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : NaN
}

async function main() {
  const database = `pmsnews_bench_${randomBytes(4).toString('hex')}`
  await query(urlFor('postgres'), `CREATE DATABASE ${database}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-bench-'))
  let worker: ChildProcess | undefined
  const marks = new Map<number, number>()
  let firstMailAt = 0
  let lastMailAt = 0
  let done: () => void = () => {}
  const finished = new Promise<void>((resolve) => (done = resolve))
  const sink = await countingSink((count) => {
    if (count === 1) firstMailAt = performance.now()
    if (worker?.pid && [Math.round(SUBSCRIBERS / 10), Math.round(SUBSCRIBERS / 2), SUBSCRIBERS].includes(count))
      marks.set(count, statusOf(worker.pid, 'VmRSS'))
    if (count === SUBSCRIBERS) {
      lastMailAt = performance.now()
      done()
    }
  })
  const env = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BASE_URL: 'https://pmsnews.example',
    DATABASE_URL: urlFor(database),
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SMTP_URL: sink.url,
    NEWSLETTER_MAX_PER_MINUTE: '1000000',
    NEWSLETTER_DIGEST_HOUR: 'off',
    MALLOC_ARENA_MAX: '2',
  } as NodeJS.ProcessEnv
  try {
    await run(['migrate'], env)
    const url = urlFor(database)
    const [pms] = await query(
      url,
      `INSERT INTO pmses (name, slug, is_published, updated_at, created_at) VALUES ('Harbor PMS', 'harbor-pms', true, now(), now()) RETURNING id`,
    )
    const [author] = await query(
      url,
      `INSERT INTO authors (name, slug, updated_at, created_at) VALUES ('Ada Writer', 'ada-writer', now(), now()) RETURNING id`,
    )
    await query(
      url,
      `INSERT INTO articles (title, slug, excerpt, body, pms_id, author_id, is_published, published_at, updated_at, created_at)
       SELECT 'Bench article ' || n, 'bench-article-' || n, 'What changed, in one line.', 'Body.', $1, $2, true, now() - make_interval(mins => n), now(), now()
       FROM generate_series(1, 5) AS n`,
      [pms.id, author.id],
    )
    await query(
      url,
      `INSERT INTO subscribers (email, status, consent_source, requested_at, confirmed_at, updated_at, created_at)
       SELECT 'reader-' || n || '@example.com', 'confirmed', 'subscribe-page', now() - interval '8 days', now() - interval '7 days', now(), now()
       FROM generate_series(1, $1) AS n`,
      [SUBSCRIBERS],
    )
    const queueStart = performance.now()
    const queued = await run(['newsletter:send-digest'], env)
    const queueMs = performance.now() - queueStart
    process.stdout.write(queued)

    const started = performance.now()
    worker = spawn(node, nodeArgsFor('scripts/worker.ts'), { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    let peak = 0
    const sampler = setInterval(() => worker?.pid && (peak = Math.max(peak, statusOf(worker.pid, 'VmRSS'))), 100)
    await finished
    clearInterval(sampler)
    const hwm = statusOf(worker.pid!, 'VmHWM')
    const sendSeconds = (lastMailAt - firstMailAt) / 1000
    const [counts] = await query(
      url,
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*)::int AS total FROM newsletter_deliveries`,
    )
    console.log(
      `\nnewsletter:send-digest, ${SUBSCRIBERS} subscribers: queued in ${(queueMs / 1000).toFixed(1)} s (CLI process start included)`,
    )
    console.log(
      `sent ${SUBSCRIBERS} mails in ${sendSeconds.toFixed(1)} s from the first to the last: ${(SUBSCRIBERS / sendSeconds).toFixed(0)} mails/s`,
    )
    console.log(
      `worker start to last mail: ${((lastMailAt - started) / 1000).toFixed(1)} s; records: ${counts.sent} of ${counts.total} sent`,
    )
    console.log(
      `worker resident memory at 10 % / 50 % / 100 % of the list: ${[...marks.values()].map((mb) => `${mb} MiB`).join(' / ')}; sampled peak ${peak} MiB, VmHWM ${hwm} MiB`,
    )
  } finally {
    worker?.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await sink.close()
    await query(urlFor('postgres'), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
