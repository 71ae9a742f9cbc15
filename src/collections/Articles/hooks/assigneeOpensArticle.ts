/**
 * An article is assigned only to someone who can open it (src/content/access/opensArticle.ts): an editor or an
 * admin, or the article's writer. Anyone else is refused with the field named, and nothing is saved.
 */
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { whoOpensArticle } from '../../../content/access/opensArticle'
import type { Article } from '../../../content/payload-types'
import { relationId } from '../../../ground/lib/relationId'

type Owned = { created_by?: number | { id: number } | null }

export const assigneeOpensArticle: CollectionBeforeChangeHook<Article> = async ({
  data,
  req,
  originalDoc,
  operation,
}) => {
  if (data.assignee === undefined) return data
  const assigneeId = relationId(data.assignee)
  if (assigneeId === null || assigneeId === relationId(originalDoc?.assignee)) return data
  // A new article's writer is the person creating it unless one is named (the roles' hooks set it after this one).
  const writerId =
    relationId((data as Owned).created_by ?? (originalDoc as Owned | undefined)?.created_by) ??
    (operation === 'create' ? (req.user?.id ?? null) : null)
  if ((await whoOpensArticle(req, [assigneeId], writerId)).length === 0)
    throw new ValidationError({
      collection: 'articles',
      errors: [
        {
          path: 'assignee',
          message: 'They cannot open this article: assign an editor, an admin or the person who writes it.',
        },
      ],
    })
  return data
}
