/**
 * Every collection a public page shows announces its committed changes (src/server/pageCache/announceContentChange.ts),
 * registered once for all of them in payload.config.ts, after each collection's own hooks. A change no public page
 * can show announces nothing, so editors' autosaves never empty the caches: a draft save (a version only), and a
 * save of something that was not published and still is not.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { queryInRequest } from '../db/adapter'
import { announceContentChangeFrom } from '../server/pageCache/announceContentChange'
import { isDraftSave, publicRowBefore } from './draftSaves'

/** The collections public pages, feeds and documents show. */
const SHOWN_TO_THE_PUBLIC = new Set(['articles', 'pmses', 'categories', 'authors', 'comparisons', 'glossary-terms', 'pr-links', 'media'])

/** In the write's transaction when it has one, so that other processes hear of it only once it commits. */
const announce = (req: PayloadRequest, collection: string) => announceContentChangeFrom({ execute: (query) => queryInRequest(req, query) }, collection)

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

/** The collection with the two hooks last in its lists, if public pages show it. */
export function announcingContentChanges(collection: CollectionConfig): CollectionConfig {
  if (!SHOWN_TO_THE_PUBLIC.has(collection.slug)) return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), announceChange], afterDelete: [...(hooks.afterDelete ?? []), announceDelete] } }
}
