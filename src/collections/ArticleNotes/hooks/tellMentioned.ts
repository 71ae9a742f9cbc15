import type { CollectionAfterChangeHook } from 'payload'

import type { ArticleNote } from '../../../content/payload-types'
import { editorialEvent } from '../../../features/notifications/editorialEvent'
import { newlyMentioned } from './fillMentions'

/** Each person a note names for the first time is told (src/features/notifications/), in the note's transaction. */
export const tellMentioned: CollectionAfterChangeHook<ArticleNote> = async ({ doc, req }) => {
  const mentionedIds = newlyMentioned(req.context)
  if (mentionedIds.length === 0) return doc
  await editorialEvent(req, {
    kind: 'mentioned',
    articleId: typeof doc.article === 'number' ? doc.article : doc.article.id,
    actorId: req.user?.id ?? null,
    noteId: doc.id,
    mentionedIds,
  })
  return doc
}
