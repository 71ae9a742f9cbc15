/** The zod pieces several tools' input schemas share, and the annotations that tell a client what a tool does. */
import { z } from 'zod'

import { recordId } from '../../content/fieldRules'

export { recordId }

/** PostgreSQL text cannot hold NUL: a filter with one would be a database error, not an answer. */
export const filterText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')

export const idOrSlug = z.union([recordId, filterText(200).pipe(z.string().min(1))])

/** The get tools' input: one record by id or by slug (the tool refuses both or neither). */
export const oneByIdOrSlug = z.strictObject({
  id: recordId.optional(),
  slug: filterText(200).pipe(z.string().min(1)).optional(),
})

/** A calendar day, as `YYYY-MM-DD`; days are UTC. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real day')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'must be a real day')

export const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const

export const WRITE = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const

// Open world: publishing an article posts it to the social network (issue 7's publishing jobs).
export const ARTICLE_WRITE = { ...WRITE, openWorldHint: true } as const
