/**
 * Where the database is: `DATABASE_URL` when set, otherwise the embedded PostgreSQL server under DATA_DIR, whose
 * address is fixed by configuration so that every module computes the same URL without talking to the others.
 */
import type { Env } from '../env'
import { loadLocalSecrets } from './localSecrets'

export const EMBEDDED_DATABASE_NAME = 'pmsnews'
export const EMBEDDED_DATABASE_USER = 'postgres'

export function usesEmbeddedDatabase(env: Env): boolean {
  return !env.DATABASE_URL
}

function embeddedDatabaseUrl(env: Env, database = EMBEDDED_DATABASE_NAME): string {
  const { postgresPassword } = loadLocalSecrets(env.dataDir)
  const password = encodeURIComponent(postgresPassword)
  return `postgres://${EMBEDDED_DATABASE_USER}:${password}@127.0.0.1:${env.EMBEDDED_POSTGRES_PORT}/${database}`
}

export function resolveDatabaseUrl(env: Env): string {
  return env.DATABASE_URL ?? embeddedDatabaseUrl(env)
}

/** Payload's session secret: from the environment, or the generated local one outside production. */
export function resolvePayloadSecret(env: Env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  return loadLocalSecrets(env.dataDir).payloadSecret
}
