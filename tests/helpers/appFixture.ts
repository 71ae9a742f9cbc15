/**
 * One test file's app, set up and torn down in one place: a database of its own (a clone of one of the run's
 * database fixtures, tests/setup/databaseFixtures.ts) with a copy of its DATA_DIR, `sql` on that database, the built
 * server when the file needs one, and sign-in as the fixtures' accounts. `useApp()` registers the file's beforeAll
 * and afterAll; a file's own beforeAll, registered after it, runs once the app is up.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { afterAll, beforeAll } from 'vitest'

import type { DatabaseFixtureName } from '../setup/databaseFixtures'
import type { Person } from './accounts'
import { startAppServer, type AppServer } from './appServer'
import { type CmsRequest, signIn, signInFirstEditor } from './cockpitSession'
import { runSql } from './sql'
import { fixtureDatabase, type TestDatabase } from './testEnv'

/** A query on the file's database (each on its own connection); resolves to its rows (untyped unless `T` says). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are untyped unless the caller names a type
export type Sql = <T = any>(query: string, params?: unknown[]) => Promise<T[]>

export interface AppOptions {
  /** The database fixture to clone: `migrated` (empty) unless said otherwise. */
  database?: DatabaseFixtureName
  /** The server's environment besides DATABASE_URL and DATA_DIR; a function when it names something a hook made. */
  env?: Record<string, string> | (() => Record<string, string>)
  /** false: the database and DATA_DIR only, for tests that start their own processes. */
  server?: boolean
  /** Rows the server must find when it starts (it caches what it reads). */
  arrange?: (sql: Sql) => Promise<unknown>
}

export interface TestApp {
  readonly database: TestDatabase
  readonly dataDir: string
  /**
   * DATABASE_URL, DATA_DIR, a PAYLOAD_SECRET and the options' env: what another process of this app (a worker, a
   * second instance, a restart) gets to be the same site.
   */
  readonly env: Record<string, string>
  readonly server: AppServer
  /** The server's address, `http://127.0.0.1:<port>`. */
  readonly url: string
  sql: Sql
  /** An existing account signed in to /cms-api: its JWT and its writes. */
  signIn(person: Person): Promise<{ token: string; cms: CmsRequest }>
  /** Stops the server (resolving to its exit code) and starts it again on its port, with its environment. */
  restart(): Promise<number | null>
  /** The first account of an empty database registered and signed in, as a newcomer does. */
  signInFirstEditor(email: string): Promise<{ token: string; cms: CmsRequest }>
}

/** Set-up and teardown for the whole file; the returned handle is usable inside tests and later hooks. */
export function useApp(options: AppOptions = {}): TestApp {
  let started: { database: TestDatabase; dataDir: string; env: Record<string, string>; server?: AppServer } | undefined
  const current = () => {
    if (!started)
      throw new Error('the app is not set up yet: use it inside a test or a beforeAll registered after useApp()')
    return started
  }
  const sql: Sql = async (query, params = []) => (await runSql(current().database.url, query, params)).rows

  const app: TestApp = {
    get database() {
      return current().database
    },
    get dataDir() {
      return current().dataDir
    },
    get env() {
      return current().env
    },
    get server() {
      const { server } = current()
      if (!server) throw new Error('this file asked for no server (useApp({ server: false }))')
      return server
    },
    get url() {
      return app.server.url
    },
    sql,
    async restart() {
      const code = await app.server.stop()
      current().server = await startAppServer(current().env, { port: Number(new URL(app.url).port) })
      return code
    },
    signIn: (person) => signIn(app.url, person.email, person.password),
    signInFirstEditor: (email) => signInFirstEditor(app.url, email),
  }

  beforeAll(async () => {
    const { database, dataDir } = await fixtureDatabase(options.database ?? 'migrated')
    const env = typeof options.env === 'function' ? options.env() : options.env
    started = {
      database,
      dataDir,
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir, PAYLOAD_SECRET: randomBytes(32).toString('hex'), ...env },
    }
    await options.arrange?.(sql)
    if (options.server !== false) started.server = await startAppServer(started.env)
  })

  afterAll(async () => {
    if (!started) return
    await started.server?.stop()
    await started.database.drop()
    fs.rmSync(started.dataDir, { recursive: true, force: true })
  })

  return app
}
