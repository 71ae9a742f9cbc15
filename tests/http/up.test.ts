import { afterAll, beforeAll, expect, it } from 'vitest'

import { startAppServer, type AppServer } from '../helpers/appServer'
import { runSql } from '../helpers/sql'
import { freshDatabase, tempDataDir, type TestDatabase } from '../helpers/testEnv'
import { databaseUrl } from '../helpers/testDatabases'

let database: TestDatabase
let server: AppServer

/** Runs SQL as an administrator on the database server, not inside the app's database. */
const admin = (query: string) => runSql(databaseUrl(database.url, 'postgres'), query)

beforeAll(async () => {
  database = await freshDatabase()
  server = await startAppServer({ DATABASE_URL: database.url, DATA_DIR: tempDataDir() })
})

afterAll(async () => {
  await admin(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS true`)
  await server?.stop()
  await database?.drop()
})

it('/up answers 503 with a short reason while the database refuses connections, and 200 once it is back', async () => {
  expect((await fetch(`${server.url}/up`)).status).toBe(200)

  await admin(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS false`)
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database.name}'`)
  const down = await fetch(`${server.url}/up`)
  expect(down.status).toBe(503)
  expect(await down.text()).toBe('unavailable: database unavailable\n')

  await admin(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS true`)
  expect((await fetch(`${server.url}/up`)).status).toBe(200)
})
