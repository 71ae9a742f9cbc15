import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Rate-limit counters skip the write-ahead log (docs/decisions/024-rate-limits.md): each counted request committed
 * one more WAL flush, about 0.2 ms on the ingestion API's path here, for counts that live a minute. An unlogged
 * table survives a clean restart and is emptied after a crash or on a promoted replica, which only forgives the
 * counts of the current window.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE rate_limits SET UNLOGGED`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE rate_limits SET LOGGED`)
}
