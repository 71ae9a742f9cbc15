/**
 * A published article or PMS whose address changed keeps its old address answering 301 (docs/decisions/064-redirects.md),
 * recorded in the transaction of the change (src/content/redirects/movedPages.ts). A draft save changes no address:
 * the public row keeps its slug until Publish. Registered once for both in payload.config.ts, after each collection's
 * own hooks.
 */
import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import type { Article, Pmse } from '../content/payload-types'
import { redirectMovedArticle, redirectMovedPms } from '../content/redirects/movedPages'
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

const HOOKS: Record<string, CollectionAfterChangeHook | undefined> = {
  articles: redirectOldArticleAddress as CollectionAfterChangeHook,
  pmses: redirectOldPmsAddresses as CollectionAfterChangeHook,
}

/** The collection with its rename hook last among its own, if its documents have public addresses that move. */
export function redirectingOldAddresses(collection: CollectionConfig): CollectionConfig {
  const hook = HOOKS[collection.slug]
  if (!hook) return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), hook] } }
}
