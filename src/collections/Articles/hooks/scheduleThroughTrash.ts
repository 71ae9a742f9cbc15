/**
 * A scheduled article through the trash (docs/decisions/066-trash.md). While it waits there its scheduled run finds
 * no article and does nothing (Payload's reads leave the trash out), so a restore must decide the schedule again:
 * - its date still ahead: scheduled again for that date (src/hooks/queuePublishing.ts queues the run anew);
 * - its date passed while it was in the trash: it comes back a draft, its schedule dropped and its date kept, and the
 *   publish log says so. Publishing it late, unasked, could put a stale embargoed story on the site; WordPress too
 *   brings a trashed post back as a draft. "Restore as published" in the cockpit is asking: that publishes it now.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import type { Article } from '../../../content/payload-types'
import { publicRowBefore } from '../../../hooks/draftSaves'
import { logPublishEvent } from '../../../features/publishing/publishLog'
import { isAheadOfNow } from './holdScheduledPublication'

const SCHEDULE_LAPSED = 'scheduleLapsedInTrash'

/** The public row before this save, when the save takes the article out of the trash. */
function restoredFrom(req: PayloadRequest, data: Partial<Article>, originalDoc: Article | undefined) {
  if (!originalDoc || !('deletedAt' in data) || data.deletedAt) return null
  const before = publicRowBefore<Article>(req, 'articles', originalDoc.id, originalDoc)
  return before?.deletedAt ? before : null
}

/** Before holdScheduledPublication, which would publish a schedule whose date has passed. */
export const dropScheduleLapsedInTrash: CollectionBeforeChangeHook<Article> = ({ data, originalDoc, req }) => {
  const before = restoredFrom(req, data, originalDoc)
  if (!before?.scheduled || data.is_published === true || isAheadOfNow(before.published_at)) return data
  req.context[SCHEDULE_LAPSED] = before.published_at
  return { ...data, is_published: false, scheduled: false }
}

/** Tells the editor, on the article's publish log, why a restored scheduled article is a draft. */
export const logScheduleLapsedInTrash: CollectionAfterChangeHook<Article> = async ({ doc, req }) => {
  const lapsedAt = req.context[SCHEDULE_LAPSED]
  if (typeof lapsedAt !== 'string') return doc
  delete req.context[SCHEDULE_LAPSED]
  await logPublishEvent(
    req.payload,
    doc.id,
    'schedule',
    'skipped',
    'Its scheduled time passed while it was in the trash: it is back as a draft. Publish or schedule it again.',
    `scheduled for ${lapsedAt}`,
    req,
  )
  return doc
}
