/** The zod pieces several tools' input schemas share, and the annotations that tell a client what a tool does. */
import { z } from 'zod'

import { isHttpUrl } from '../../fields/httpUrlField'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../lib/slugify'

/** A record id: PostgreSQL's integer, so a larger number is refused here, not by the database. */
export const recordId = z.number().int().positive().max(2_147_483_647)

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

export const text = z.string().refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
export const line = text.max(255, 'must be at most 255 characters')
export const slug = z
  .string()
  .max(SLUG_MAX_LENGTH)
  .regex(SLUG_PATTERN, 'must contain only lower-case letters, digits and single hyphens')
export const url = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .refine(isHttpUrl, 'must be an absolute http(s) URL without control characters')

export const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const

export const WRITE = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const

// Open world: publishing an article posts it to the social network (issue 7's publishing jobs).
export const ARTICLE_WRITE = { ...WRITE, openWorldHint: true } as const
