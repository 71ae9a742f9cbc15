import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import type { ArticleNote } from '../../../content/payload-types'
import { relationId } from '../../../ground/lib/relationId'

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: 'article-notes', errors: [{ path, message }] })

/**
 * Threads are one level deep, as WordPress's notes: a reply answers a thread's first note of the same article, and
 * only a thread's first note is resolved or reopened (for the whole thread).
 */
export const keepThreadsOneLevel: CollectionBeforeChangeHook<ArticleNote> = async ({ data, req, originalDoc }) => {
  const parentId = relationId(data.parent ?? originalDoc?.parent)
  if (parentId === null) return data
  if (data.resolved === true) throw refuse('resolved', 'Resolve the thread on its first note, not on a reply.')
  if (originalDoc?.parent !== undefined) return data
  const parent = await req.payload.findByID({
    collection: 'article-notes',
    id: parentId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!parent) throw refuse('parent', 'There is no such note to reply to.')
  if (parent.parent) throw refuse('parent', "Reply to the thread's first note: replies are one level deep.")
  if (relationId(parent.article) !== relationId(data.article))
    throw refuse('parent', 'A reply belongs to the same article as the note it answers.')
  return data
}
