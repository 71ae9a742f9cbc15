/**
 * What the list tools share. They read as `readerOf` says (../../readerOf.ts): a grant that may write as the person
 * who approved it, drafts and unpublished records included, as in the cockpit; a read-only grant what the public
 * reads. They page with an opaque cursor (../../pagination).
 */
import type { Where } from 'payload'

import { afterPosition, encodeCursor, type Keyset, keysetSort, positionOfCursor } from '../../pagination'
import { readerOf } from '../../readerOf'
import type { ToolContext } from '../../toolContext'

export const BY_NAME: Keyset = { field: 'name', kind: 'text', direction: 'asc' }

type ListedCollection = 'pmses' | 'categories' | 'tags' | 'articles' | 'glossary-terms' | 'pr-links'

/** One page past the cursor, with the next cursor and the list's size; null when the cursor is not one of ours. */
export async function listPage<T extends { id: number }>(
  ctx: ToolContext,
  collection: ListedCollection,
  where: Where,
  cursor: string | undefined,
  limit: number,
  keyset: Keyset,
  depth = 0,
) {
  const { payload } = ctx
  const user = readerOf(ctx)
  const after = positionOfCursor(cursor, keyset)
  if (after === null) return null
  const conditions = [where, ...(after ? [afterPosition(keyset, after)] : [])].filter(
    (condition) => Object.keys(condition).length > 0,
  )
  const found = await payload.find({
    collection,
    where: conditions.length ? { and: conditions } : {},
    limit,
    sort: keysetSort(keyset),
    depth,
    user,
    overrideAccess: false,
  })
  const docs = found.docs as unknown as T[]
  const last = docs.at(-1) as (T & Record<string, unknown>) | undefined
  const next =
    found.hasNextPage && last
      ? encodeCursor({ value: (last[keyset.field] as string | null | undefined) ?? null, id: last.id })
      : null
  // The whole list's size, not what is left of it past the cursor.
  const total = after
    ? (await payload.count({ collection, where, user, overrideAccess: false })).totalDocs
    : found.totalDocs
  return { docs, next, total }
}

/** How a refusal names a record the model gave by id or by slug. */
export const named = (value: number | string) => (typeof value === 'number' ? `id ${value}` : `slug "${value}"`)

/** A relationship filter: a number is an id, a string a slug. */
export const byIdOrSlug = (field: string, value: number | string): Where =>
  typeof value === 'number' ? { [field]: { equals: value } } : { [`${field}.slug`]: { equals: value } }

/** A filter naming a PMS or category that does not exist is a mistake to point out, not an empty list. */
export async function unknownFilterTarget(
  ctx: ToolContext,
  filters: Array<{
    label: string
    collection: 'pmses' | 'categories'
    value: number | string | undefined
    finder: string
  }>,
) {
  for (const { label, collection, value, finder } of filters) {
    if (value === undefined) continue
    const where: Where = typeof value === 'number' ? { id: { equals: value } } : { slug: { equals: value } }
    const { totalDocs } = await ctx.payload.count({ collection, where, user: readerOf(ctx), overrideAccess: false })
    if (totalDocs === 0) return `No ${label} has ${named(value)}; find it with ${finder}.`
  }
  return null
}

/** A page as text: one line an item, and how to get the next page. */
export const pageText = (items: string[], empty: string, next: string | null) =>
  (items.length ? items.join('\n') : empty) + (next ? `\nMore: call again with cursor "${next}".` : '')
