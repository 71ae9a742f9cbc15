/** The environment a test gives the app: its own database, a temporary DATA_DIR and a fixed secret. */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'

import { createDatabase, dropDatabase, uniqueDatabaseName } from './testDatabases'

export interface TestDatabase {
  url: string
  name: string
  drop(): Promise<void>
}

/** A fresh clone of the migrated template database. */
export async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl')
  const name = uniqueDatabaseName('pmsnews_test')
  const url = await createDatabase(serverUrl, name, inject('templateDatabase'))
  return { url, name, drop: () => dropDatabase(serverUrl, name) }
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-data-'))
}

export function appEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    NEXT_TELEMETRY_DISABLED: '1',
    // Tests read pages far faster than a person; the read-limit tests set their own limit.
    READ_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  } as NodeJS.ProcessEnv
}
