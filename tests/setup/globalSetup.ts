/**
 * Once per `npm test`, before any test file starts: a PostgreSQL server (the one at DATABASE_URL, or an embedded one
 * in a temporary directory) and a template database migrated by our own CLI, the production build the HTTP tests
 * serve, and the Debian tools they drive. The build takes minutes on a fresh clone of a busy two-core machine; done
 * by the first test file that started a server, it ran inside that file's beforeAll while the others waited on its lock.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../src/db/embeddedPostgres'
import { ensureFreshBuild } from '../helpers/build'
import { CHROMIUM, installMissingDebianTool, XMLLINT } from '../helpers/debianPackage'
import { freePort } from '../helpers/freePort'
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../helpers/testDatabases'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
    templateDatabase: string
  }
}

const root = path.resolve(import.meta.dirname, '../..')

export default async function setup(project: TestProject) {
  for (const tool of [CHROMIUM, XMLLINT]) installMissingDebianTool(tool)
  const cleanups: Array<() => Promise<void>> = []
  let serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-test-pg-'))
    const port = await freePort()
    const pg = await startEmbeddedPostgres({ dataDir, port, user: 'postgres', password: 'test', database: 'postgres' })
    serverUrl = `postgres://postgres:test@127.0.0.1:${port}/postgres`
    cleanups.push(async () => {
      await pg.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })
  }

  const cleanUp = async () => {
    for (const cleanup of cleanups) await cleanup()
  }
  try {
    const template = uniqueDatabaseName('pmsnews_template')
    const templateUrl = await createDatabase(serverUrl, template)
    cleanups.unshift(() => dropDatabase(serverUrl!, template))
    migrateTemplate(templateUrl)
    await ensureFreshBuild(root)
    project.provide('databaseServerUrl', serverUrl)
    project.provide('templateDatabase', template)
  } catch (error) {
    await cleanUp()
    throw error
  }
  return cleanUp
}

function migrateTemplate(templateUrl: string) {
  execFileSync(path.join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'scripts/cli.ts', 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: templateUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
