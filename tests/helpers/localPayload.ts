/**
 * Payload's local API on a fresh migrated database, for integration tests. The app's env module reads
 * process.env once at import, so the variables are set before the config is imported.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import type { Sql } from './appFixture'
import { runSql } from './sql'
import { appEnv, freshDatabase, tempDataDir, type TestDatabase } from './testEnv'

export interface LocalPayload {
  payload: Payload
  database: TestDatabase
  /** DATA_DIR of this app: uploaded media are under `media/`. */
  dataDir: string
  /** A query on its database, outside Payload; resolves to the rows. */
  sql: Sql
  close(): Promise<void>
}

export async function startLocalPayload(): Promise<LocalPayload> {
  const database = await freshDatabase()
  const dataDir = tempDataDir()
  Object.assign(process.env, appEnv({ DATABASE_URL: database.url, DATA_DIR: dataDir }))
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  return {
    payload,
    database,
    dataDir,
    sql: async (query, params = []) => (await runSql(database.url, query, params)).rows,
    async close() {
      await payload.destroy()
      await database.drop()
    },
  }
}

/**
 * startLocalPayload for the whole file: started before its tests, closed after them. The handle's fields are usable
 * inside tests and later hooks.
 */
export function useLocalPayload(): LocalPayload {
  let local: LocalPayload | undefined
  beforeAll(async () => {
    local = await startLocalPayload()
  })
  afterAll(async () => {
    await local?.close()
  })
  const current = () => {
    if (!local) throw new Error('the local Payload is not started yet: use it inside a test or a later hook')
    return local
  }
  return {
    get payload() {
      return current().payload
    },
    get database() {
      return current().database
    },
    get dataDir() {
      return current().dataDir
    },
    sql: (query, params) => current().sql(query, params),
    close: () => current().close(),
  }
}
