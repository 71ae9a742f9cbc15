import type { CollectionBeforeValidateHook } from 'payload'

import type { Article } from '../../../content/payload-types'

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

const idsOf = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== null) : undefined

/**
 * The lead author (`author`) is the byline's first (src/content/articles/byline.ts), on every write. A write that
 * changes only `author` (a spec client's `author_id`, an older instance) gives a byline of that one author; one that
 * changes the list, or leaves both, takes the lead from the list. Compared with the stored article, since Payload may
 * hand the hook the stored fields beside the changed ones.
 */
export const leadAuthorFromByline: CollectionBeforeValidateHook<Article> = ({ data, originalDoc }) => {
  if (!data) return data
  const authors = idsOf(data.authors)
  const lead = idOf(data.author)
  const listChanged = authors !== undefined && JSON.stringify(authors) !== JSON.stringify(idsOf(originalDoc?.authors))
  const leadChanged = lead !== null && lead !== idOf(originalDoc?.author)
  if (lead !== null && (authors === undefined || authors.length === 0 || (leadChanged && !listChanged)))
    return { ...data, authors: [lead] }
  if (authors && authors.length > 0) return { ...data, author: authors[0] }
  return data
}
