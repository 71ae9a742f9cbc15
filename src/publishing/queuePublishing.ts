/**
 * What an article's write queues (docs/decisions/012-publishing-jobs.md), decided in its hooks so that every way of
 * writing (cockpit, REST, MCP, the scheduler) is covered, and queued in the write's own transaction: a write that
 * rolls back queues nothing, and a committed one cannot lose its job.
 *
 * - `holdScheduledPublication` (beforeChange): publishing with a date in the future holds the article back as
 *   `scheduled` (not published) until then, the way WordPress's "future" status does; no public read compares
 *   the date with the clock (src/db/publicVisibility.ts).
 * - `queuePublishing` (afterChange): unpublished → published queues a publication; an edit of title, excerpt or
 *   body while published queues an edit (no social post); published → unpublished queues an unpublication; a new
 *   or moved schedule queues a scheduled publication for that moment.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { isDraftSave, publicRowBefore } from '../hooks/draftSaves'
import type { PublishReason } from './publishWorkflow'

/** Dates less than this far ahead count as now: a clock a little ahead must not schedule "now". */
const SCHEDULE_TOLERANCE_MS = 5_000

/** Writes by the publishing jobs themselves carry this in `context`, and queue nothing. */
export const PUBLISHING_CONTEXT = 'publishingJob'

export const holdScheduledPublication: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  // A draft save changes nothing public, scheduling included: the schedule is set when the editor publishes.
  if (isDraftSave(req)) return data
  const publishing = data.is_published ?? originalDoc?.is_published
  const scheduled = data.scheduled ?? originalDoc?.scheduled
  const at = data.published_at ?? originalDoc?.published_at
  const future = at ? new Date(at).getTime() > Date.now() + SCHEDULE_TOLERANCE_MS : false
  if ((publishing === true || scheduled === true) && future) return { ...data, is_published: false, scheduled: true }
  // A schedule whose date has passed (or was cleared) publishes now when it is saved.
  if (scheduled === true && !future) return { ...data, is_published: true, scheduled: false }
  return data
}

const CONTENT_FIELDS = ['title', 'excerpt', 'body'] as const

export const queuePublishing: CollectionAfterChangeHook = async ({ doc, previousDoc: latestVersion, operation, req, context, collection }) => {
  if (context?.[PUBLISHING_CONTEXT] || isDraftSave(req)) return doc
  // Compared with the public row, not the latest version Payload hands over (perhaps a draft of the same text).
  const previousDoc = publicRowBefore(req, collection.slug, doc.id, latestVersion)
  const was = operation === 'update' && previousDoc?.is_published === true
  const queue = (reason: PublishReason, waitUntil?: Date) =>
    req.payload.jobs.queue({ workflow: 'publish-article', input: { articleId: doc.id, reason }, waitUntil, req })
  if (doc.is_published && !was) await queue('published')
  else if (doc.is_published && was && CONTENT_FIELDS.some((field) => (doc[field] ?? '') !== (previousDoc?.[field] ?? ''))) await queue('edited')
  else if (!doc.is_published && was) await queue('unpublished')
  // Independent of the above: a published article moved to a future date is unpublished now and scheduled too.
  if (doc.scheduled && (!previousDoc?.scheduled || previousDoc.published_at !== doc.published_at)) await queue('scheduled', new Date(doc.published_at))
  return doc
}
