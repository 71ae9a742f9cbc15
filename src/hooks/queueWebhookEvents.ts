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
  CollectionConfig,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import { queryInRequest } from '../ground/db/adapter'
import { env } from '../ground/env'
import { isImportingArchive } from '../content/importingArchive'
import type { WebhookEvent } from '../content/webhooks/webhookEvents'
import { queueWebhookEvent } from '../content/webhooks/webhookMessages'
import {
  formerArticleAddresses,
  publicAddressesOf,
  publicDataOf,
  type RowsOf,
} from '../content/webhooks/webhookRecords'
import { isDraftSave, publicRowBefore } from './draftSaves'

type Sent = 'articles' | 'pmses'
type Doc = TypeWithID & Record<string, unknown>

const GROUP: Record<Sent, 'article' | 'pms'> = { articles: 'article', pmses: 'pms' }

const wasPublic = (doc: Doc | undefined) => doc?.is_published === true && !doc.deletedAt

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
  const addresses = await publicAddressesOf(rowsIn(req), slug, Number(doc.id), env.baseUrl)
  if (addresses) {
    const event: WebhookEvent = !wasPublic(before)
      ? `${GROUP[slug]}.published`
      : slug === 'articles' && notesOf(doc) > notesOf(before)
        ? 'article.corrected'
        : `${GROUP[slug]}.updated`
    await queue(req, event, slug, doc.id, { ...publicDataOf(slug, doc), ...addresses })
  } else if (slug === 'articles' && wasPublic(before)) {
    const former = await formerArticleAddresses(rowsIn(req), before!, env.baseUrl)
    await queue(req, 'article.unpublished', slug, doc.id, { id: doc.id, ...former })
  }
  return doc
}

/** A published article deleted for good (from the trash, or at once): its id and the addresses it had. */
const queueWebhookOfDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req, collection }) => {
  if (collection.slug !== 'articles' || doc.is_published !== true) return doc
  const former = await formerArticleAddresses(rowsIn(req), doc, env.baseUrl)
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
      afterChange: [...(hooks.afterChange ?? []), queueWebhookOfChange],
      afterDelete: [...(hooks.afterDelete ?? []), queueWebhookOfDelete],
    },
  }
}
