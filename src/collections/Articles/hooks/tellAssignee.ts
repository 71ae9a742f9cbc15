/**
 * An article given to someone (docs/decisions/061-review-notes-assignments.md): the person is told, unless they took
 * it themselves, and the staff audit trail records who gave it to whom.
 */
import type { CollectionAfterChangeHook } from 'payload'

import { recordStaffAction } from '../../../content/auditEvents/staffActions'
import type { Article } from '../../../content/payload-types'
import { editorialEvent } from '../../../features/notifications/editorialEvent'
import { relationId } from '../../../ground/lib/relationId'

export const tellAssignee: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, req }) => {
  const assigneeId = relationId(doc.assignee)
  if (assigneeId === null || assigneeId === relationId(previousDoc?.assignee)) return doc
  await recordStaffAction(req, {
    action: 'article_assigned',
    targetCollection: 'articles',
    targetId: doc.id,
    summary: `“${doc.title}” assigned to account ${assigneeId}.`,
  })
  const actorId = req.user?.id ?? null
  if (assigneeId !== actorId) await editorialEvent(req, { kind: 'assigned', articleId: doc.id, actorId, assigneeId })
  return doc
}
