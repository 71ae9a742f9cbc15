import type { CollectionBeforeValidateHook } from 'payload'

import type { Article } from '../../../content/payload-types'
import { relationId } from '../../../ground/lib/relationId'

const idsOf = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.map(relationId).filter((id): id is number => id !== null) : undefined

/**
 * The lead author (`author`) is the byline's first (src/content/articles/byline.ts), on every write. A write that
 * changes only `author` (a spec client's `author_id`, an older instance) gives a byline of that one author; one that
 * changes the list, or leaves both, takes the lead from the list. Compared with the stored article, since Payload may
 * hand the hook the stored fields beside the changed ones.
 */
export const leadAuthorFromByline: CollectionBeforeValidateHook<Article> = ({ data, originalDoc }) => {
  if (!data) return data
  const authors = idsOf(data.authors)
  const lead = relationId(data.author)
  const listChanged = authors !== undefined && JSON.stringify(authors) !== JSON.stringify(idsOf(originalDoc?.authors))
  const leadChanged = lead !== null && lead !== relationId(originalDoc?.author)
  if (lead !== null && (authors === undefined || authors.length === 0 || (leadChanged && !listChanged)))
    return { ...data, authors: [lead] }
  if (authors && authors.length > 0) return { ...data, author: authors[0] }
  return data
}
