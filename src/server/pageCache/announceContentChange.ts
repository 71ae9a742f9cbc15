/**
 * A committed content change, announced: this process's page cache stops answering at once, so the writer's next
 * request sees the change, and every other process hears it on the content channel (./contentChanges.ts). `NOTIFY`
 * inside the write's transaction is delivered only if that transaction commits.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { CONTENT_CHANNEL } from './contentChannel'
import { announceLocalContentChange } from './localContentChanges'

/** On `execute`'s connection: a transaction's (announced at its commit), or the pool's. */
export async function announceContentChangeFrom(db: { execute(query: SQL): Promise<unknown> }, collection: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${collection})`)
  announceLocalContentChange()
}
