/** The environment a test gives the app: its own database, a temporary DATA_DIR and a fixed secret. */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'

import type { DatabaseFixtureName } from '../setup/databaseFixtures'
import { createDatabase, dropDatabase, uniqueDatabaseName } from './testDatabases'

/**
 * A test file's database, dropped by the file when it ends (`drop`, WITH (FORCE)): that also ends the connections the
 * file's servers and Payloads left open. Left to the run's end (tests/setup/globalSetup.ts drops what remains), they
 * piled up past PostgreSQL's 100 connections in a full run ("sorry, too many clients already").
 */
export interface TestDatabase {
  url: string
  name: string
  drop(): Promise<void>
}

async function cloneOf(template: string): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl')
  const name = uniqueDatabaseName(inject('testDatabasePrefix'))
  const url = await createDatabase(serverUrl, name, template)
  return { url, name, drop: () => dropDatabase(serverUrl, name) }
}

/** A fresh clone of the migrated, empty database. */
export function freshDatabase(): Promise<TestDatabase> {
  return cloneOf(inject('databaseFixtures').migrated!.database)
}

/** A fresh clone of one of the run's database fixtures (tests/setup/databaseFixtures.ts), with a copy of its DATA_DIR. */
export async function fixtureDatabase(name: DatabaseFixtureName): Promise<{ database: TestDatabase; dataDir: string }> {
  const fixture = inject('databaseFixtures')[name]
  if (!fixture)
    throw new Error(
      `the ${name} database fixture was not made in this run: the global setup makes those the run's test files name ` +
        `as a quoted string (tests/setup/fixturesNamed.ts); name it so in the file, e.g. useApp({ database: '${name}' })`,
    )
  const database = await cloneOf(fixture.database)
  const dataDir = tempDataDir()
  fs.cpSync(fixture.dataDir, dataDir, { recursive: true })
  return { database, dataDir }
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-data-'))
}

/**
 * Node 22's on-disk cache of compiled modules, shared by every process a run starts: each server, CLI and worker
 * process loads the same thousand modules, and compiling them anew is about a seventh of a server's start.
 */
const COMPILE_CACHE = path.resolve(import.meta.dirname, '../../node_modules/.cache/node-compile-cache')

export function appEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    NODE_COMPILE_CACHE: COMPILE_CACHE,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    NEXT_TELEMETRY_DISABLED: '1',
    // Tests read pages far faster than a person; the read-limit tests set their own limit.
    READ_RATE_LIMIT_PER_MINUTE: '100000',
    CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: '100000',
    // A digest would otherwise go from 07:00 UTC on, to whichever subscribers a test made: the digest tests set it.
    NEWSLETTER_DIGEST_HOUR: 'off',
    ...overrides,
  } as NodeJS.ProcessEnv
}
