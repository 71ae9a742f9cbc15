/**
 * Every collection a public page shows announces its committed changes (src/features/contentChanges/announceContentChange.ts)
 * with the page-cache tags they touch (src/features/contentChanges/changeTags.ts), registered once for all of them in
 * payload.config.ts, after each collection's own hooks. A change no public page can show announces nothing, so
 * editors' autosaves never touch the caches: a draft save (a version only), and a save of something that was not
 * published and still is not.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  DataFromCollectionSlug,
  PayloadRequest,
} from 'payload'

import { queryInRequest } from '../ground/db/adapter'
import { announceContentChangeFrom } from '../features/contentChanges/announceContentChange'
import { type RowsOf, tagsOfChange } from '../features/contentChanges/changeTags'
import { isDraftSave, publicRowBefore } from './draftSaves'

/** The collections public pages, feeds and documents show. */
const SHOWN_TO_THE_PUBLIC = [
  'articles',
  'pmses',
  'categories',
  'tags',
  'authors',
  'comparisons',
  'glossary-terms',
  'pr-links',
  'media',
  // An approved reply shows under its article.
  'social-replies',
  // Answered at their old addresses by the router (src/server/redirects/redirectMap.ts).
  'redirects',
] as const satisfies readonly CollectionSlug[]

type ShownDoc = DataFromCollectionSlug<(typeof SHOWN_TO_THE_PUBLIC)[number]>

const isShown = (slug: string): boolean => (SHOWN_TO_THE_PUBLIC as readonly string[]).includes(slug)

const isPublished = (doc: ShownDoc | undefined) =>
  doc !== undefined && 'is_published' in doc && doc.is_published === true

/** In the write's transaction when it has one, so that other processes hear of it only once it commits. */
async function announce(req: PayloadRequest, collection: string, before?: ShownDoc, after?: ShownDoc) {
  const rowsOf: RowsOf = (query) => queryInRequest(req, query)
  await announceContentChangeFrom({ execute: rowsOf }, await tagsOfChange(rowsOf, collection, before, after))
}

export const announceChange: CollectionAfterChangeHook<ShownDoc> = async ({
  doc,
  previousDoc,
  req,
  collection,
  operation,
}) => {
  if (isDraftSave(req)) return doc
  const before = operation === 'create' ? undefined : publicRowBefore(req, collection.slug, doc.id, previousDoc)
  const unpublishedBothTimes = 'is_published' in doc && !isPublished(doc) && !isPublished(before)
  if (!unpublishedBothTimes) await announce(req, collection.slug, before, doc)
  return doc
}

export const announceDelete: CollectionAfterDeleteHook<ShownDoc> = async ({ doc, req, collection }) => {
  await announce(req, collection.slug, doc, undefined)
}

/** The collection with the two hooks last in its lists, if public pages show it. */
export function announcingContentChanges(collection: CollectionConfig): CollectionConfig {
  if (!isShown(collection.slug)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), announceChange],
      afterDelete: [...(hooks.afterDelete ?? []), announceDelete],
    },
  }
}
