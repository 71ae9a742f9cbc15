/**
 * Once per `npm test`, before any test file starts: a PostgreSQL server (the one at DATABASE_URL, or an embedded one
 * in a temporary directory) with the database fixtures the files clone, the production build the HTTP tests serve,
 * and the Debian tools they drive. This work takes minutes on a fresh clone of a busy two-core machine; done inside
 * test files, it ran in their beforeAll hooks, in parallel and under their timeouts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../src/ground/db/embeddedPostgres'
import { ensureFreshBundles, ensureFreshNextBuild } from '../helpers/build'
import { CHROMIUM, installMissingDebianTool, XMLLINT } from '../helpers/debianPackage'
import { freePort } from '../helpers/freePort'
import { dropDatabasesStartingWith, uniqueDatabaseName } from '../helpers/testDatabases'
import { allSettled } from './allSettled'
import { type DatabaseFixture, type DatabaseFixtureName, prepareDatabaseFixtures } from './databaseFixtures'
import { fixturesNamed } from './fixturesNamed'
import { nextBuildNeeded } from './nextBuildNeeded'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
    /** What every test file's own database's name starts with in this run (tests/helpers/testEnv.ts). */
    testDatabasePrefix: string
    databaseFixtures: Partial<Record<DatabaseFixtureName, DatabaseFixture>>
  }
}

const root = path.resolve(import.meta.dirname, '../..')

export default async function setup(project: TestProject) {
  // Undone in reverse order: databases are dropped before their server stops.
  const cleanups: Array<() => Promise<void>> = []
  const cleanUp = async () => {
    for (const cleanup of [...cleanups].reverse()) await cleanup()
  }
  try {
    for (const tool of [CHROMIUM, XMLLINT]) installMissingDebianTool(tool)
    let serverUrl = process.env.DATABASE_URL
    if (!serverUrl) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-test-pg-'))
      const port = await freePort()
      // A cluster thrown away after the run: nothing it writes needs to survive a crash, so it never waits for the disk
      // (each commit's flush, each cloned database's checkpoint).
      const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }
      const pg = await startEmbeddedPostgres({
        dataDir,
        port,
        user: 'postgres',
        password: 'test',
        database: 'postgres',
        settings,
      })
      serverUrl = `postgres://postgres:test@127.0.0.1:${port}/postgres`
      cleanups.push(async () => {
        await pg.stop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      })
    }
    // The files' own databases, dropped together once the files are done (tests/helpers/testEnv.ts says why), before
    // the server stops.
    const testDatabasePrefix = `${uniqueDatabaseName('pmsnews_test')}_`
    const testDatabaseServer = serverUrl
    cleanups.push(() => dropDatabasesStartingWith(testDatabaseServer, testDatabasePrefix))
    // The bundles first (seconds): the fixtures' CLI commands and worker run from them, beside Next's build.
    await ensureFreshBundles(root)
    // The run's files are known before the global setup starts (Vitest's state API).
    const files = project.vitest.state.getPaths()
    const [fixtures] = await allSettled([
      prepareDatabaseFixtures(serverUrl, cleanups, fixturesNamed(files)),
      nextBuildNeeded(files) ? ensureFreshNextBuild(root) : Promise.resolve(),
    ] as const)
    project.provide('databaseServerUrl', serverUrl)
    project.provide('testDatabasePrefix', testDatabasePrefix)
    project.provide('databaseFixtures', fixtures)
  } catch (error) {
    await cleanUp()
    throw error
  }
  return cleanUp
}
