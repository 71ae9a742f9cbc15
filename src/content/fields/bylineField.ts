import type { RelationshipField } from 'payload'
import { relationship } from 'payload/shared'

import { MAX_AUTHORS } from '../articles/byline'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * An article's authors, in byline order (src/content/articles/byline.ts): one at least, ten at most, none twice, in
 * the words the machine writers' `author_ids` are refused in.
 */
export const bylineField: RelationshipField = {
  name: 'authors',
  label: 'Authors',
  type: 'relationship',
  relationTo: 'authors',
  hasMany: true,
  required: true,
  minRows: 1,
  maxRows: MAX_AUTHORS,
  admin: { isSortable: true, description: 'In byline order: drag to reorder. The first is the lead author.' },
  validate: (value, options) => {
    const ids = Array.isArray(value) ? value.map(idOf) : []
    if (new Set(ids).size !== ids.length) return 'must not name an author twice'
    return relationship(value, options)
  },
}

/**
 * The lead author: the first of `authors`, derived on every write (src/collections/Articles/hooks/leadAuthorFromByline.ts),
 * kept for what reads one author (an older instance, the author listings' partial index). Not edited by hand.
 */
export const leadAuthorField: RelationshipField = {
  name: 'author',
  label: 'Lead author',
  type: 'relationship',
  relationTo: 'authors',
  required: true,
  index: true,
  admin: { hidden: true },
}
