/**
 * A content change, announced: this process's page cache forgets the pages it touches at once and stops keeping
 * them, so the writer's next request sees the change, and every other process hears it on the content channel
 * (src/server/pageCache/contentChanges.ts). `NOTIFY` inside the write's transaction is delivered only if that transaction commits.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { contentChange, encodeContentChange } from './contentChange'
import { CONTENT_CHANNEL } from './contentChannel'
import { announceLocalContentChange } from './localContentChanges'

/**
 * On `execute`'s connection: a transaction's (announced at its commit), or the pool's. Told to this process first,
 * so that its NOTIFY, however soon it comes back, always ends the suspension it began.
 */
export async function announceContentChangeFrom(
  db: { execute(query: SQL): Promise<unknown> },
  tags: Iterable<string>,
): Promise<void> {
  const change = contentChange(tags)
  if (change.tags.length === 0) return
  announceLocalContentChange(change)
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${encodeContentChange(change)})`)
}
