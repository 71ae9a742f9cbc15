/**
 * The databases test files start from, made once per run by our own CLI as an operator would, each with its
 * DATA_DIR. A test file clones one (`CREATE DATABASE … TEMPLATE` takes milliseconds) and copies its DATA_DIR
 * (tests/helpers/testEnv.ts). Doing this in every file's beforeAll instead cost minutes on a busy two-core machine:
 * every CLI process loads Payload for seconds, and `seed` renders dozens of images.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { queueDrained } from '../helpers/jobs'
import { runCliProcess } from '../helpers/runCliProcess'
import { runSql } from '../helpers/sql'
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../helpers/testDatabases'
import { startWorker } from '../helpers/worker'
import { allSettled } from './allSettled'

export const DATABASE_FIXTURE_NAMES = [
  'migrated',
  'seeded',
  'migratedWithAccounts',
  'seededWithAccounts',
  'published',
] as const
export type DatabaseFixtureName = (typeof DATABASE_FIXTURE_NAMES)[number]

/** The fixture each one is cloned from. */
const CLONED_FROM: Record<DatabaseFixtureName, DatabaseFixtureName | undefined> = {
  migrated: undefined,
  seeded: 'migrated',
  migratedWithAccounts: 'migrated',
  seededWithAccounts: 'seeded',
  published: 'seeded',
}

export interface DatabaseFixture {
  /** The template database's name on the test server. */
  database: string
  /** Its DATA_DIR (the seed's images); test files copy it, never write to it. */
  dataDir: string
}

/**
 * A bound that only catches a hung command: `seed` took over 240 s on a fresh clone of a loaded two-core machine,
 * sharing the cores with `next build` and a CPU hog.
 */
const SETUP_COMMAND_LIMIT_MS = 15 * 60_000

const CREATE_ACCOUNTS = [
  ['users:create', '--email', ADMIN.email, '--password', ADMIN.password, '--role', 'admin'],
  ['users:create', '--email', EDITOR.email, '--password', EDITOR.password, '--role', 'editor'],
]

/**
 * The seed's publications done by `npm run worker` with the local providers (nothing configured, nothing sent
 * anywhere): summaries, embeddings and related articles, for the tests that need a site whose publishing has run.
 */
async function publishEverything(env: Record<string, string>): Promise<void> {
  const worker = await startWorker(
    { ...env, BASE_URL: 'https://news.example', JOBS_POLL_INTERVAL_MS: '100' },
    { timeoutMs: SETUP_COMMAND_LIMIT_MS },
  )
  try {
    await queueDrained(async (query, params) => (await runSql(env.DATABASE_URL!, query, params)).rows, {
      timeoutMs: SETUP_COMMAND_LIMIT_MS,
    })
  } finally {
    await worker.stop()
  }
}

/** `names` and the fixtures they are cloned from, and theirs. */
function withTheirTemplates(names: Iterable<DatabaseFixtureName>): Set<DatabaseFixtureName> {
  const all = new Set<DatabaseFixtureName>()
  for (const name of names) {
    for (let next: DatabaseFixtureName | undefined = name; next && !all.has(next); next = CLONED_FROM[next])
      all.add(next)
  }
  return all
}

/**
 * Builds the fixtures `wanted` names and those they are cloned from (a run of a few files, like CI's smoke tests,
 * needs no seed and no publishing); `cleanups` receives what undoes each step, to be run in reverse order.
 */
export async function prepareDatabaseFixtures(
  serverUrl: string,
  cleanups: Array<() => Promise<void>>,
  wanted: Iterable<DatabaseFixtureName> = DATABASE_FIXTURE_NAMES,
): Promise<Partial<Record<DatabaseFixtureName, DatabaseFixture>>> {
  const made = withTheirTemplates(wanted)
  async function fixture(
    name: DatabaseFixtureName,
    from: DatabaseFixture | undefined,
    commands: string[][],
    then?: (env: Record<string, string>) => Promise<void>,
  ): Promise<DatabaseFixture> {
    const database = uniqueDatabaseName(`pmsnews_${name.toLowerCase()}`)
    const url = await createDatabase(serverUrl, database, from?.database)
    cleanups.push(() => dropDatabase(serverUrl, database))
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pmsnews-fixture-${name}-`))
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
    if (from) fs.cpSync(from.dataDir, dataDir, { recursive: true })
    for (const args of commands) {
      const result = await runCliProcess(
        args,
        { DATABASE_URL: url, DATA_DIR: dataDir },
        { limitMs: SETUP_COMMAND_LIMIT_MS },
      )
      if (result.code !== 0)
        throw new Error(
          `the ${name} database fixture: npm run cli -- ${args[0]} exited with ${result.code}:\n${result.stderr}`,
        )
    }
    await then?.({ DATABASE_URL: url, DATA_DIR: dataDir })
    return { database, dataDir }
  }

  /** The fixture, when this run makes it. */
  const maybe = async (
    name: DatabaseFixtureName,
    make: () => Promise<DatabaseFixture>,
  ): Promise<DatabaseFixture | undefined> => (made.has(name) ? make() : undefined)

  const migrated = await fixture('migrated', undefined, [['migrate']])
  // Two CLI processes at a time: the machine's two cores.
  const [seeded, migratedWithAccounts] = await allSettled([
    maybe('seeded', () => fixture('seeded', migrated, [['seed']])),
    maybe('migratedWithAccounts', () => fixture('migratedWithAccounts', migrated, CREATE_ACCOUNTS)),
  ] as const)
  const [seededWithAccounts, published] = await allSettled([
    maybe('seededWithAccounts', () => fixture('seededWithAccounts', seeded!, CREATE_ACCOUNTS)),
    maybe('published', () => fixture('published', seeded!, [], publishEverything)),
  ] as const)
  return { migrated, seeded, migratedWithAccounts, seededWithAccounts, published }
}
