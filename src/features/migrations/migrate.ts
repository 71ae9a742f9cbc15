/**
 * Applies the committed migrations in `src/features/migrations/` with Payload's migrator, called from our own code rather
 * than the `payload` CLI (DESIGN.md §1). A session-level advisory lock on a dedicated connection makes concurrent
 * starters (app, worker, CLI) apply them one at a time.
 */
import pg from 'pg'
import type { Migration, Payload } from 'payload'

import { migrations } from './'

const MIGRATION_LOCK_KEY = 'pmsnews:migrations'

export async function applyMigrations(payload: Payload, databaseUrl: string): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY])
    // Payload types a migration's arguments as `unknown`; the generated files declare the Postgres ones.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY]).catch(() => {})
    await lock.end()
  }
}
