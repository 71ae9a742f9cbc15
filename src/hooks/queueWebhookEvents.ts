/**
 * Articles and PMS profiles tell webhook endpoints of their public changes (docs/decisions/077-webhooks.md), decided
 * in hooks registered once in payload.config.ts beside the content-change announcement (./announceContentChange.ts),
 * so that every way of writing (cockpit, REST, MCP, the scheduler's publication) is covered, and queued in the write's
 * own transaction: a write that rolls back sends nothing, and a committed one cannot lose its event. What is public
 * is read after the write by the one rule (src/ground/db/publicVisibility.ts): a draft save, a save of something the
 * public does not see, and an import of another site's post (announced nowhere, docs/decisions/065-importers.md) send
 * nothing. The body is the record's public JSON (src/content/webhooks/webhookRecords.ts), never a draft's.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import { queryInRequest } from '../ground/db/adapter'
import { env } from '../ground/env'
import { isImportingArchive } from '../content/importingArchive'
import type { WebhookEvent } from '../content/webhooks/webhookEvents'
import { queueWebhookEvent, wasAnnounced } from '../content/webhooks/webhookMessages'
import {
  formerArticleAddresses,
  publicAddressesOf,
  publicDataOf,
  type RecordAddresses,
  type RowsOf,
} from '../content/webhooks/webhookRecords'
import { isDraftSave, publicRowBefore } from './draftSaves'

type Sent = 'articles' | 'pmses'
type Doc = TypeWithID & Record<string, unknown>

const GROUP: Record<Sent, 'article' | 'pms'> = { articles: 'article', pmses: 'pms' }

/**
 * Where the record was public just before this write, read in the write's transaction by the same one rule as after
 * it (a published article of an unpublished PMS was never public, and leaving is no news), kept in the request's
 * context per record for the after hooks: null where it was not public, undefined where nothing was read (a create).
 */
const publicBeforeKey = (collection: string, id: number | string) => `webhookPublicBefore:${collection}:${id}`
const publicBefore = (req: PayloadRequest, collection: string, id: number | string) =>
  req.context[publicBeforeKey(collection, id)] as RecordAddresses | null | undefined

async function notePublicBefore(req: PayloadRequest, collection: string, id: number | string): Promise<void> {
  if (collection !== 'articles' && collection !== 'pmses') return
  req.context[publicBeforeKey(collection, id)] = await publicAddressesOf(
    rowsIn(req),
    collection,
    Number(id),
    env.baseUrl,
  )
}

const readPublicBeforeChange: CollectionBeforeChangeHook<Doc> = async ({
  data,
  req,
  operation,
  originalDoc,
  collection,
}) => {
  if (operation === 'update' && originalDoc && !isDraftSave(req) && !isImportingArchive(req))
    await notePublicBefore(req, collection.slug, originalDoc.id)
  return data
}

const readPublicBeforeDelete: CollectionBeforeDeleteHook = async ({ req, id, collection }) => {
  await notePublicBefore(req, collection.slug, id)
}

/** Its corrections and updates as readers see them (docs/decisions/073-corrections.md). */
const notesOf = (doc: Doc | undefined) => (Array.isArray(doc?.corrections) ? doc.corrections.length : 0)

const rowsIn =
  (req: PayloadRequest): RowsOf =>
  (query) =>
    queryInRequest(req, query)

function queue(req: PayloadRequest, event: WebhookEvent, collection: Sent, id: number | string, data: object) {
  return queueWebhookEvent(
    { execute: (query) => queryInRequest(req, query) },
    {
      event,
      recordKey: `${collection}:${id}`,
      data: data as Record<string, unknown>,
      onlyIfChanged: event.endsWith('.updated'),
    },
  )
}

const queueWebhookOfChange: CollectionAfterChangeHook<Doc> = async ({
  doc,
  previousDoc,
  req,
  collection,
  operation,
}) => {
  if (isDraftSave(req) || isImportingArchive(req)) return doc
  const slug = collection.slug as Sent
  const before = operation === 'create' ? undefined : publicRowBefore<Doc>(req, slug, doc.id, previousDoc)
  const wasAt = operation === 'create' ? null : publicBefore(req, slug, doc.id)
  const addresses = await publicAddressesOf(rowsIn(req), slug, Number(doc.id), env.baseUrl)
  if (addresses) {
    const event: WebhookEvent = !wasAt
      ? `${GROUP[slug]}.published`
      : slug === 'articles' && notesOf(doc) > notesOf(before)
        ? 'article.corrected'
        : `${GROUP[slug]}.updated`
    await queue(req, event, slug, doc.id, { ...publicDataOf(slug, doc), ...addresses })
  } else if (slug === 'articles' && wasAt) {
    await queue(req, 'article.unpublished', slug, doc.id, { id: doc.id, ...wasAt })
  }
  return doc
}

/**
 * A published article deleted for good, at once while public or later from the trash (where going sent
 * `article.unpublished`): its id and the addresses it had. One the endpoints never heard of (its PMS unpublished all
 * along, say) sends nothing: not even its address leaves.
 */
const queueWebhookOfDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req, collection }) => {
  if (collection.slug !== 'articles' || doc.is_published !== true) return doc
  const wasAt = publicBefore(req, 'articles', doc.id)
  if (!wasAt && !(await wasAnnounced(rowsIn(req), `articles:${doc.id}`))) return doc
  const former = wasAt ?? (await formerArticleAddresses(rowsIn(req), doc, env.baseUrl))
  await queue(req, 'article.deleted', 'articles', doc.id, { id: doc.id, ...former })
  return doc
}

/** Articles and PMS profiles with the two hooks last in their lists; other collections as they are. */
export function sendingWebhookEvents(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'articles' && collection.slug !== 'pmses') return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), readPublicBeforeChange],
      afterChange: [...(hooks.afterChange ?? []), queueWebhookOfChange],
      beforeDelete: [...(hooks.beforeDelete ?? []), readPublicBeforeDelete],
      afterDelete: [...(hooks.afterDelete ?? []), queueWebhookOfDelete],
    },
  }
}
