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

export const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const

export const WRITE = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const

// Open world: publishing an article posts it to the social network (issue 7's publishing jobs).
export const ARTICLE_WRITE = { ...WRITE, openWorldHint: true } as const
