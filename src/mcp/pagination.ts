/**
 * Cursor pagination for the list tools. A cursor is the position of the last item a page returned (its sort value
 * and id), not a page number: an agent that pages through drafts while publishing or editing what it has read
 * neither skips nor repeats an item, as it would with offsets. (An item that someone changes, before the agent
 * reaches it, in a way that moves it ahead of the cursor, such as an edit under "newest change first", shows up on a
 * new listing, not on the next page.) The cursor is opaque to the model, so it passes `next_cursor` back as it got it.
 */
import type { Where } from 'payload'
import { z } from 'zod'

export const paginationInput = {
  // Room for the longest position: a 255-character name, every character escaped in JSON, in base64.
  cursor: z.string().max(2400).optional().describe('The next_cursor of the previous answer; omit for the first page'),
  limit: z.number().int().min(1).max(50).default(20).describe('Items per page (1–50, default 20)'),
}

export const nextCursorOutput = z
  .string()
  .nullable()
  .describe('Pass as cursor to get the next page; null on the last page')

export const INVALID_CURSOR =
  'The cursor is not one this server gave: pass next_cursor from the previous answer unchanged, or omit cursor for the first page.'

/** A list's order: one field (text or date; nullable fields sort as PostgreSQL does, NULLs last going up) then id. */
export interface Keyset {
  field: string
  kind: 'text' | 'date'
  direction: 'asc' | 'desc'
}

export interface Position {
  value: string | null
  id: number
}

const MAX_ID = 2_147_483_647
/** What Payload gives as a date (toISOString), from year 0001: anything else PostgreSQL might refuse. */
const ISO_INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

export const encodeCursor = (position: Position) =>
  Buffer.from(JSON.stringify([position.value, position.id])).toString('base64url')

/** The position a cursor stands for; undefined for no cursor (the first page), null for one we did not make. */
export function positionOfCursor(cursor: string | undefined, keyset: Keyset): Position | undefined | null {
  if (cursor === undefined) return undefined
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return null
  const [value, id] = decoded as [unknown, unknown]
  if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > MAX_ID) return null
  if (value !== null && (typeof value !== 'string' || value.length > 300 || value.includes('\u0000'))) return null
  if (keyset.kind === 'date' && value !== null && !ISO_INSTANT.test(value)) return null
  return { value, id: id as number }
}

export const keysetSort = ({ field, direction }: Keyset) =>
  direction === 'desc' ? [`-${field}`, '-id'] : [field, 'id']

/** What comes after a position in the keyset's order (PostgreSQL: ascending puts NULLs last, descending first). */
export function afterPosition({ field, direction }: Keyset, { value, id }: Position): Where {
  const beyond = direction === 'desc' ? 'less_than' : 'greater_than'
  const sameValueLaterId: Where = {
    and: [value === null ? { [field]: { exists: false } } : { [field]: { equals: value } }, { id: { [beyond]: id } }],
  }
  if (value === null)
    return direction === 'desc' ? { or: [sameValueLaterId, { [field]: { exists: true } }] } : sameValueLaterId
  const laterValues: Where[] = [{ [field]: { [beyond]: value } }, sameValueLaterId]
  if (direction === 'asc') laterValues.push({ [field]: { exists: false } })
  return { or: laterValues }
}
