/**
 * The built app as in production, on its own database and data directory, for benchmarks: the production default
 * configuration (`npm start` without Redis: every limit in PostgreSQL, the read limit counted in memory and settled
 * there in batches) unless `overrides` name another store, on a migrated database
 * with an API token, a PMS and an author, and the server on a loopback port (built first when the build is stale).
 * BENCH_SERVER_LOG=1 shows the server's output. Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { NODE_FLAGS, serverNodeFlags } from '../../scripts/nodeFlags.mjs'
import { issueApiToken } from '../../src/features/auth/apiTokenSecret'
import { ensureFreshBuild } from '../../tests/helpers/build'

const thisCheckout = path.resolve(import.meta.dirname, '../..')
const postgresServer =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface BenchApp {
  baseUrl: string
  token: string
  pmsId: number
  authorId: number
  /** The server's process id, to read its memory from /proc. */
  pid: number
  /** The environment the server runs with, for an in-process Payload to share its database and data directory. */
  env: NodeJS.ProcessEnv
  /** The checkout it runs. */
  root: string
  close(): Promise<void>
}

export interface BenchProcess {
  pid: number
  /** SIGTERM, and its exit. */
  stop(): Promise<void>
}

/**
 * How `npm start` or `npm run worker` runs `script` in the checkout at `root`: its bundle in dist/ (npm run build),
 * or the TypeScript through tsx in a checkout built before the bundle existed (a "before" side of a bench).
 */
export function nodeArgsFor(
  script: 'server.ts' | 'scripts/worker.ts',
  root = thisCheckout,
  env: Readonly<Record<string, string | undefined>> = {},
): string[] {
  const bundle = `dist/${path.basename(script, '.ts')}.mjs`
  if (!fs.existsSync(path.join(root, bundle))) return ['--import', 'tsx', script]
  // The edge's own flags (scripts/start.sh) are this checkout's; another ("before") checkout runs with the common ones.
  // BENCH_EDGE_FLAGS in a server's environment puts others in their place, to measure them beside npm start's.
  const edgeFlags = env.BENCH_EDGE_FLAGS?.split(' ').filter(Boolean)
  const flags =
    script !== 'server.ts' || root !== thisCheckout
      ? NODE_FLAGS
      : edgeFlags && env.EDGE !== 'off'
        ? [...NODE_FLAGS, ...edgeFlags]
        : serverNodeFlags(env)
  return [...flags, bundle]
}

/**
 * Another process of the same site: `server.ts` (an app instance; give it its own PORT) or `scripts/worker.ts`.
 * Resolves once it says it is serving or running.
 */
export async function startBenchProcess(
  script: 'server.ts' | 'scripts/worker.ts',
  env: NodeJS.ProcessEnv,
  root = thisCheckout,
): Promise<BenchProcess> {
  const marker = script === 'server.ts' ? 'serving on' : 'worker is running'
  const child = spawn(path.join(root, 'node_modules/.bin/node'), nodeArgsFor(script, root, env), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`${script} exited ${code} before it was ready`))
    child.once('exit', early)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (process.env.BENCH_SERVER_LOG) process.stdout.write(chunk)
      if (!chunk.toString().includes(marker)) return
      child.off('exit', early)
      resolve()
    })
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

function urlFor(database: string) {
  const url = new URL(postgresServer)
  url.pathname = `/${database}`
  return url.toString()
}

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function run(command: string[], env: NodeJS.ProcessEnv, root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited ${code}`))))
  })
}

/** `root`: the checkout to run (another commit's worktree, for a before-and-after run: ./baseline.ts). */
/** Whether nothing listens on `port` of the loopback address now. */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/**
 * A port in 3900–3989 that nothing listens on: benchmarks that start several instances (bench:storm's sides) picked
 * the same one now and then. Some start a second process at port + 100 or + 200 (bench:read).
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 3900 + Math.floor(Math.random() * 90)
    if (await isFree(port)) return port
  }
}

export async function startBenchApp(
  overrides: Record<string, string> = {},
  root = thisCheckout,
  { seed = false }: { seed?: boolean } = {},
): Promise<BenchApp> {
  const node = path.join(root, 'node_modules/.bin/node')
  await ensureFreshBuild(root)
  const database = `pmsnews_bench_${randomBytes(4).toString('hex')}`
  await onDatabase(urlFor('postgres'), (client) => client.query(`CREATE DATABASE ${database}`))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-bench-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: baseUrl,
    DATABASE_URL: urlFor(database),
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    INGEST_RATE_LIMIT_PER_MINUTE: '100000',
    NEXT_TELEMETRY_DISABLED: '1',
    // As `npm start` runs the server (package.json).
    MALLOC_ARENA_MAX: '2',
    ...overrides,
  } as NodeJS.ProcessEnv
  let server: BenchProcess | undefined
  const close = async () => {
    await server?.stop()
    await onDatabase(urlFor('postgres'), (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    // The server's NODE_OPTIONS (a CPU profile, a heap cap) are the server's, not the CLI's.
    const { NODE_OPTIONS: _serverOnly, ...cliEnv } = env
    await run([node, '--import', 'tsx', 'scripts/cli.ts', 'migrate'], cliEnv, root)
    // The demo content, as the first command of the README loads it.
    if (seed) await run([node, '--import', 'tsx', 'scripts/cli.ts', 'seed'], cliEnv, root)
    const issued = issueApiToken()
    const ids = await onDatabase(env.DATABASE_URL!, async (client) => {
      await client.query(
        `INSERT INTO api_tokens (name, token_hash, display_prefix, updated_at, created_at) VALUES ('bench', $1, $2, now(), now())`,
        [issued.hash, issued.displayPrefix],
      )
      // With the demo content, its first PMS and author; else a PMS and an author of its own.
      const pms = seed
        ? await client.query(`SELECT id FROM pmses ORDER BY id LIMIT 1`)
        : await client.query(
            `INSERT INTO pmses (name, slug, is_published, updated_at, created_at) VALUES ('Bench PMS', 'bench-pms', true, now(), now()) RETURNING id`,
          )
      const author = seed
        ? await client.query(`SELECT id FROM authors ORDER BY id LIMIT 1`)
        : await client.query(
            `INSERT INTO authors (name, slug, updated_at, created_at) VALUES ('Bench', 'bench', now(), now()) RETURNING id`,
          )
      return { pmsId: pms.rows[0].id as number, authorId: author.rows[0].id as number }
    })
    server = await startBenchProcess('server.ts', env, root)
    return { baseUrl, token: issued.token, ...ids, pid: server.pid, env, close, root }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * `npm run cli -- <args>` of the app's checkout on its database, as an operator runs it beside a server: with the
 * server's settings (BASE_URL, DATABASE_URL) but not its NODE_OPTIONS (a CPU profile, a heap cap).
 */
export async function runBenchCli(app: BenchApp, args: string[]): Promise<void> {
  const { NODE_OPTIONS: _serverOnly, ...cliEnv } = app.env
  await run(
    [path.join(app.root, 'node_modules/.bin/node'), '--import', 'tsx', 'scripts/cli.ts', ...args],
    cliEnv,
    app.root,
  )
}
