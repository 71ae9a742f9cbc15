/**
 * What an article's write queues (docs/decisions/012-publishing-jobs.md), decided in its afterChange hook so that
 * every way of writing (cockpit, REST, MCP, the scheduler) is covered, and queued in the write's own transaction: a
 * write that rolls back queues nothing, and a committed one cannot lose its job. Unpublished → published queues a
 * publication; an edit of title, excerpt or body while published queues an edit (no social post); published →
 * unpublished queues an unpublication; a correction or update added queues an edit too; a new or moved schedule queues a scheduled publication for that moment.
 * An import of another site's post (src/content/importingArchive.ts) is announced nowhere: its publication or edit
 * queues `imported`, which derives what the site needs and tells nobody.
 * Moving a published article to the trash is an unpublication, restoring it a publication; a scheduled one restored
 * is scheduled again (src/collections/Articles/hooks/scheduleThroughTrash.ts). An article restored from
 * the full export was announced where it came from: it is queued as an edit (no social post).
 */
import type { CollectionAfterChangeHook } from 'payload'

import type { Article } from '../content/payload-types'
import { isImportingArchive } from '../content/importingArchive'
import { isRestoringExport } from '../content/restoringExport'

import { isDraftSave, publicRowBefore } from './draftSaves'
import type { PublishReason } from '../features/publishing/publishWorkflow'

const CONTENT_FIELDS = ['title', 'excerpt', 'body'] as const

/** Its corrections and updates as readers see them (docs/decisions/073-corrections.md): a new one is an edit too. */
const notesOf = (article: Article | undefined) =>
  JSON.stringify((article?.corrections ?? []).map((note) => [note.kind, note.text, note.date ?? null]))

export const queuePublishing: CollectionAfterChangeHook<Article> = async ({
  doc,
  previousDoc: latestVersion,
  operation,
  req,
  collection,
}) => {
  if (isDraftSave(req)) return doc
  // Compared with the public row, not the latest version Payload hands over (perhaps a draft of the same text).
  const previousDoc = publicRowBefore(req, collection.slug, doc.id, latestVersion)
  const importing = isImportingArchive(req)
  const queue = (reason: PublishReason, waitUntil?: Date) =>
    req.payload.jobs.queue({ workflow: 'publish-article', input: { articleId: doc.id, reason }, waitUntil, req })
  // The trash (docs/decisions/066-trash.md): a published article moved there leaves the public site as an unpublished
  // one does (its followers get Delete); restored, it comes back as a first publication does (Create: its followers'
  // servers dropped it on the Delete, so an Update would name nothing they still hold).
  const trashed = Boolean(doc.deletedAt)
  const wasTrashed = operation === 'update' && Boolean(previousDoc?.deletedAt)
  if (trashed) {
    if (!wasTrashed && previousDoc?.is_published === true) await queue('unpublished')
    return doc
  }
  const was = operation === 'update' && previousDoc?.is_published === true && !wasTrashed
  if (doc.is_published && !was) await queue(importing ? 'imported' : isRestoringExport(req) ? 'edited' : 'published')
  else if (
    doc.is_published &&
    was &&
    (CONTENT_FIELDS.some((field) => (doc[field] ?? '') !== (previousDoc?.[field] ?? '')) ||
      notesOf(doc) !== notesOf(previousDoc))
  )
    await queue(importing ? 'imported' : 'edited')
  else if (!doc.is_published && was) await queue('unpublished')
  // Independent of the above: a published article moved to a future date is unpublished now and scheduled too.
  // A schedule always has its date (holdScheduledPublication schedules only a date ahead). A scheduled article
  // restored from the trash is scheduled anew: its run, if its date came while it was there, found nothing to do.
  const scheduledAt = doc.scheduled ? doc.published_at : null
  if (scheduledAt && (wasTrashed || !previousDoc?.scheduled || previousDoc.published_at !== scheduledAt))
    await queue('scheduled', new Date(scheduledAt))
  return doc
}
