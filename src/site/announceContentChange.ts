/**
 * Hooks for every collection a public page shows: a create, update or delete empties this process's page cache at
 * once, so the writer's next request sees the change, and announces itself on the content channel
 * (src/server/pageCache/contentChanges.ts) for every other process. `NOTIFY` inside the write's transaction is
 * delivered only if that transaction commits.
 */
import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { isDraftSave, publicRowBefore } from '../hooks/draftSaves'
import { CONTENT_CHANNEL } from './contentChannel'
import { announceLocalContentChange } from './localContentChanges'

/** Announces a change written outside Payload's hooks (publishing jobs), on `db` (a transaction: at its commit). */
export async function announceContentChangeFrom(db: { execute: PostgresAdapter['drizzle']['execute'] }, collection: string) {
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${collection})`)
  announceLocalContentChange()
}

async function announce(req: PayloadRequest, collection: string) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  await announceContentChangeFrom(db, collection)
}

/**
 * A change no public page can show announces nothing, so editors' autosaves never empty the caches: a draft save
 * (a version only), and a save of something that was not published and still is not.
 */
export const announceChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection }) => {
  if (isDraftSave(req)) return doc
  const before = publicRowBefore(req, collection.slug, doc.id, previousDoc)
  const unpublishedBothTimes = 'is_published' in doc && doc.is_published !== true && before?.is_published !== true
  if (!unpublishedBothTimes) await announce(req, collection.slug)
  return doc
}

export const announceDelete: CollectionAfterDeleteHook = async ({ req, collection }) => {
  await announce(req, collection.slug)
}
