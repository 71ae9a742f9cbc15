/**
 * A published article or PMS, and a public tag, category or author, whose address changed keeps its old address
 * answering 301 (docs/decisions/064-redirects.md, 075), recorded in the transaction of the change
 * (src/content/redirects/movedPages.ts). A draft save changes no address: the public row keeps its slug until
 * Publish. Registered once for all in payload.config.ts, after each collection's own hooks.
 */
import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import type { Article, Author, Category, Pmse, Tag } from '../content/payload-types'
import { redirectMovedArticle, redirectMovedList, redirectMovedPms } from '../content/redirects/movedPages'
import { isPublicTagNow } from '../content/tags/publicTags'
import { isDraftSave, publicRowBefore } from './draftSaves'
import { relationId } from '../ground/lib/relationId'

/** A relation as Payload hands it to hooks: an id, or the record at some depth. */

const redirectOldArticleAddress: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || isDraftSave(req)) return doc
  const before = publicRowBefore(req, 'articles', doc.id, previousDoc)
  if (!before) return doc
  await redirectMovedArticle(req, { ...before, pms: relationId(before.pms) }, { ...doc, pms: relationId(doc.pms) })
  return doc
}

const redirectOldPmsAddresses: CollectionAfterChangeHook<Pmse> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || isDraftSave(req)) return doc
  const before = publicRowBefore(req, 'pmses', doc.id, previousDoc)
  if (before?.is_published !== true || !before.slug || !doc.slug) return doc
  await redirectMovedPms(req, doc.id, before.slug, doc.slug)
  return doc
}

/**
 * Every category and author has a public page; a tag has one when it is not in the trash and a public article carries
 * it (docs/decisions/070-tags.md), which a change to the tag itself does not alter but by trashing it.
 */
const redirectOldListAddress =
  (kind: 'tag' | 'category' | 'author'): CollectionAfterChangeHook<Tag | Category | Author> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !previousDoc?.slug || !doc.slug || previousDoc.slug === doc.slug) return doc
    if (kind === 'tag' && ((previousDoc as Tag).deletedAt || !(await isPublicTagNow(req, doc.id)))) return doc
    await redirectMovedList(req, kind, previousDoc.slug, doc.slug)
    return doc
  }

const HOOKS: Record<string, CollectionAfterChangeHook | undefined> = {
  articles: redirectOldArticleAddress as CollectionAfterChangeHook,
  pmses: redirectOldPmsAddresses as CollectionAfterChangeHook,
  tags: redirectOldListAddress('tag') as CollectionAfterChangeHook,
  categories: redirectOldListAddress('category') as CollectionAfterChangeHook,
  authors: redirectOldListAddress('author') as CollectionAfterChangeHook,
}

/** The collection with its rename hook last among its own, if its documents have public addresses that move. */
export function redirectingOldAddresses(collection: CollectionConfig): CollectionConfig {
  const hook = HOOKS[collection.slug]
  if (!hook) return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), hook] } }
}
