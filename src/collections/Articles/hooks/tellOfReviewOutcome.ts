/**
 * What becomes of an article in review, however it is published (the cockpit, REST, MCP, the scheduler): its writer
 * is told when someone else publishes it, and an editor's publishing or scheduling of a submitted article is a line
 * of the staff audit trail (docs/decisions/061-review-notes-assignments.md).
 */
import type { CollectionAfterChangeHook } from 'payload'

import { recordStaffAction } from '../../../content/auditEvents/staffActions'
import type { Article } from '../../../content/payload-types'
import { editorialEvent } from '../../../features/notifications/editorialEvent'
import { writerOf } from '../../../features/review/reviewSteps'
import { isDraftSave, publicRowBefore } from '../../../hooks/draftSaves'

export const tellOfReviewOutcome: CollectionAfterChangeHook<Article> = async ({
  doc,
  previousDoc: latestVersion,
  operation,
  req,
  collection,
}) => {
  if (isDraftSave(req) || operation !== 'update') return doc
  const publicRow = publicRowBefore(req, collection.slug, doc.id, latestVersion)
  const wentLive = doc.is_published && !publicRow?.is_published
  const scheduled = doc.scheduled === true && !publicRow?.scheduled
  if (latestVersion?.review === 'submitted' && (wentLive || scheduled))
    await recordStaffAction(req, {
      action: wentLive ? 'review_published' : 'review_scheduled',
      targetCollection: 'articles',
      targetId: doc.id,
      summary: `“${doc.title}” ${wentLive ? 'published' : `scheduled for ${doc.published_at}`} after review.`,
    })
  const writerId = writerOf(doc)
  const actorId = req.user?.id ?? null
  if (wentLive && writerId !== null && writerId !== actorId)
    await editorialEvent(req, { kind: 'published', articleId: doc.id, actorId, writerId })
  return doc
}
