import { afterAll, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { runSql } from '../helpers/sql'
import { databaseUrl } from '../helpers/testDatabases'

const app = useApp()

/** Runs SQL as an administrator on the database server, not inside the app's database. */
const admin = (query: string) => runSql(databaseUrl(app.database.url, 'postgres'), query)

// Connections allowed again before the app's own teardown drops the database.
afterAll(() => admin(`ALTER DATABASE ${app.database.name} WITH ALLOW_CONNECTIONS true`))

it('/up answers 503 with a short reason while the database refuses connections, and 200 once it is back', async () => {
  expect((await fetch(`${app.url}/up`)).status).toBe(200)

  await admin(`ALTER DATABASE ${app.database.name} WITH ALLOW_CONNECTIONS false`)
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${app.database.name}'`)
  const down = await fetch(`${app.url}/up`)
  expect(down.status).toBe(503)
  expect(await down.text()).toBe('unavailable: database unavailable\n')

  await admin(`ALTER DATABASE ${app.database.name} WITH ALLOW_CONNECTIONS true`)
  expect((await fetch(`${app.url}/up`)).status).toBe(200)
})
