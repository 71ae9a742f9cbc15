/**
 * The rules of the fields every entity shares, as zod schemas: the machine writers' input schemas (REST, MCP) are
 * built from them, and the collections' fields (src/content/fields/ruledBy.ts) ask them too, so that a cockpit save and a
 * machine write are refused for the same reason in the same words.
 */
import { z } from 'zod'

import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../ground/lib/slugify'

/** A record id: PostgreSQL's integer, so a larger number is refused here, not by the database. */
export const recordId = z.number().int().positive().max(2_147_483_647)

/** PostgreSQL text cannot hold NUL. */
export const text = z.string().refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')

/** The spec's "max length 255" strings. */
export const line = text.max(255, 'must be at most 255 characters')

export const slug = z
  .string()
  .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'must contain only lower-case letters, digits and single hyphens')

/**
 * True for an absolute http(s) URL; `javascript:` and other schemes are refused, and so are control characters,
 * which the URL parser would quietly encode but the stored text would keep (PostgreSQL refuses NUL outright).
 */
export function isHttpUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- a URL with control characters is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export const HTTP_URL_MAX_LENGTH = 2048

/** One refusal for any URL that is not ours to store, whichever part of it is wrong. */
export const httpUrl = z
  .string()
  .max(HTTP_URL_MAX_LENGTH, `must be at most ${HTTP_URL_MAX_LENGTH} characters`)
  .refine(isHttpUrl, 'must be an absolute http(s) URL without control characters')
  .meta({ format: 'uri' })

/** What `schema` refuses in `value`, in its first issue's words, or null when it takes it. */
export function problemWith(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? 'is invalid')
}
