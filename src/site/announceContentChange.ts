/**
 * Hooks for every collection a public page shows: a committed create, update or delete announces itself on the
 * content channel (src/server/pageCache/contentChanges.ts), and every app process empties its page cache.
 * `NOTIFY` inside the write's transaction is delivered only if that transaction commits.
 */
import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { CONTENT_CHANNEL } from './contentChannel'

async function announce(req: PayloadRequest, collection: string) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${collection})`)
}

export const announceChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  await announce(req, collection.slug)
  return doc
}

export const announceDelete: CollectionAfterDeleteHook = async ({ req, collection }) => {
  await announce(req, collection.slug)
}
