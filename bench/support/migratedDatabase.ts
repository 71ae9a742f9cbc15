/**
 * A migrated database of its own and a data directory, for a benchmark that runs Payload in its own process: the
 * environment to run with (production, as the app), removed afterwards whatever happens.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const server =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const root = path.resolve(import.meta.dirname, '../..')
const urlFor = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString()

export type BenchEnv = NodeJS.ProcessEnv & { DATABASE_URL: string; BASE_URL: string }

export async function withMigratedDatabase<T>(work: (env: BenchEnv) => Promise<T>): Promise<T> {
  const database = `pmsnews_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: urlFor('postgres') })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-bench-'))
  try {
    const env: BenchEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: urlFor(database),
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      BASE_URL: 'http://127.0.0.1:3999',
    }
    const migrated = spawnSync(
      path.join(root, 'node_modules/.bin/node'),
      ['--import', 'tsx', 'scripts/cli.ts', 'migrate'],
      { cwd: root, env, stdio: 'inherit' },
    )
    if (migrated.status !== 0) throw new Error('migrate failed')
    return await work(env)
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
