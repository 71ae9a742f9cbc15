/**
 * Publishing with a date in the future holds the article back as `scheduled` (not published) until then, the way
 * WordPress's "future" status does (docs/decisions/012-publishing-jobs.md); no public read compares the date with
 * the clock (src/ground/db/publicVisibility.ts). The publishing job's scheduled run publishes it (src/hooks/queuePublishing.ts).
 */
import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '../../../content/payload-types'
import { isDraftSave } from '../../../hooks/draftSaves'

/** Dates less than this far ahead count as now: a clock a little ahead must not schedule "now". */
const SCHEDULE_TOLERANCE_MS = 5_000

/** Whether a publication date is far enough ahead to schedule rather than publish now. */
export const isAheadOfNow = (at: string | null | undefined): boolean =>
  at ? new Date(at).getTime() > Date.now() + SCHEDULE_TOLERANCE_MS : false

export const holdScheduledPublication: CollectionBeforeChangeHook<Article> = ({ data, originalDoc, req }) => {
  // A draft save changes nothing public, scheduling included: the schedule is set when the editor publishes.
  if (isDraftSave(req)) return data
  const publishing = data.is_published ?? originalDoc?.is_published
  const scheduled = data.scheduled ?? originalDoc?.scheduled
  const at = data.published_at ?? originalDoc?.published_at
  const future = isAheadOfNow(at)
  if ((publishing === true || scheduled === true) && future) return { ...data, is_published: false, scheduled: true }
  // A schedule whose date has passed (or was cleared) publishes now when it is saved.
  if (scheduled === true && !future) return { ...data, is_published: true, scheduled: false }
  return data
}
