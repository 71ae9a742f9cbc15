import type { CollectionBeforeValidateHook } from 'payload'

import type { Article } from '../../../content/payload-types'

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

/**
 * The lead author (`author`) is the byline's first (src/content/articles/byline.ts), on every write. A writer that
 * names only `author` (a spec client's `author_id`, an older instance) gives a byline of that one author.
 */
export const leadAuthorFromByline: CollectionBeforeValidateHook<Article> = ({ data }) => {
  if (!data) return data
  const authors = Array.isArray(data.authors) ? data.authors.map(idOf) : undefined
  if (authors && authors.length > 0 && authors[0] !== null) return { ...data, author: authors[0] }
  const lead = idOf(data.author)
  if (lead !== null && (authors === undefined || authors.length === 0)) return { ...data, authors: [lead] }
  return data
}
