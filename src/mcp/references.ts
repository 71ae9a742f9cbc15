/** The authors, for an agent that needs an author_id: no tool lists them, so the refusal does. */
import type { PayloadRequest } from 'payload'

import type { ToolContext } from './toolContext'

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
