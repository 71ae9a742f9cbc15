/**
 * Checks that the ids a write refers to name existing records, before Payload writes: Payload checks only an id's
 * type, and a dangling one would reach the foreign key as a raw database error. The message says where to look.
 */
import type { CollectionSlug, PayloadRequest } from 'payload'

import type { ToolContext } from './toolContext'

interface Reference {
  field: string
  collection: CollectionSlug
  ids: Array<number | null | undefined>
  /** Where the right id is found: a tool's name, or (for records no tool lists) the records themselves. */
  finder: string | (() => Promise<string>)
}

export async function missingReference(
  ctx: ToolContext,
  references: Reference[],
  req?: PayloadRequest,
): Promise<string | null> {
  for (const reference of references) {
    const ids = [...new Set(reference.ids.filter((id): id is number => typeof id === 'number'))]
    if (ids.length === 0) continue
    const { docs } = await ctx.payload.find({
      collection: reference.collection,
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: {},
    })
    const found = new Set(docs.map((doc) => doc.id))
    const missing = ids.filter((id) => !found.has(id))
    if (missing.length > 0) {
      const finder = typeof reference.finder === 'string' ? reference.finder : await reference.finder()
      return `${reference.field} ${missing.join(', ')} names no existing record; find the right id with ${finder}.`
    }
  }
  return null
}

/** The authors, for an agent that needs an author_id: no tool lists them, so the refusal does. */
export async function authorsList(ctx: ToolContext, req?: PayloadRequest): Promise<string> {
  const { docs } = await ctx.payload.find({
    collection: 'authors',
    sort: 'name',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    req,
    select: { name: true },
  })
  return `one of these authors: ${docs.map((author) => `${author.id} (${author.name})`).join(', ')}`
}
