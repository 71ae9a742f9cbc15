/**
 * Makes the configured database reachable: with DATABASE_URL there is nothing to start; without it, the embedded
 * PostgreSQL server under DATA_DIR is started (and reused by every later start).
 */
import { EMBEDDED_DATABASE_NAME, EMBEDDED_DATABASE_USER, usesEmbeddedDatabase } from '../config/database'
import { loadLocalSecrets } from '../config/localSecrets'
import type { Env } from '../env'
import { startEmbeddedPostgres } from './embeddedPostgres'

export interface DatabaseHandle {
  embedded: boolean
  stop(): Promise<void>
}

export async function startDatabase(env: Env, log: (line: string) => void): Promise<DatabaseHandle> {
  if (!usesEmbeddedDatabase(env)) {
    return { embedded: false, stop: async () => {} }
  }
  log(`No DATABASE_URL set: using embedded PostgreSQL (data in ${env.dataDir}/postgres)`)
  const running = await startEmbeddedPostgres({
    dataDir: env.dataDir,
    port: env.EMBEDDED_POSTGRES_PORT,
    user: EMBEDDED_DATABASE_USER,
    password: loadLocalSecrets(env.dataDir).postgresPassword,
    database: EMBEDDED_DATABASE_NAME,
    log,
  })
  return { embedded: true, stop: () => running.stop() }
}
