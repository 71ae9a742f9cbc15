/** The get tools' lookup: exactly one of id or slug, read as `readerOf` says (../../readerOf.ts). */
import type { Where } from 'payload'

import { readerOf } from '../../readerOf'
import type { ToolContext } from '../../toolContext'
import { toolError } from '../../toolResults'
import { named } from './listPage'

interface Lookup<C> {
  collection: C
  id: number | undefined
  slug: string | undefined
  depth: number
  /** The record's name in a refusal ("article"). */
  label: string
  /** The list tool that shows both id and slug. */
  lister: string
  /** How to find the record, ending the not-found refusal. */
  finder: string
}

export async function findByIdOrSlug<C extends 'articles' | 'glossary-terms'>(ctx: ToolContext, lookup: Lookup<C>) {
  const { collection, id, slug, depth, label, lister, finder } = lookup
  if ((id === undefined) === (slug === undefined))
    return { error: toolError(`Give exactly one of id or slug (${lister} shows both).`) } as const
  const where: Where = id !== undefined ? { id: { equals: id } } : { slug: { equals: slug } }
  const { docs } = await ctx.payload.find({
    collection,
    where,
    limit: 1,
    depth,
    user: readerOf(ctx),
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return { error: toolError(`No ${label} has ${named(id ?? slug!)}. Find it with ${finder}.`) } as const
  return { doc } as const
}
