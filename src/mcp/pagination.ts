/**
 * Cursor pagination for the list tools: the cursor is opaque to the model (a page number, encoded), so it passes
 * `next_cursor` back as it got it rather than computing pages itself.
 */
import { z } from 'zod'

export const paginationInput = {
  cursor: z.string().max(100).optional().describe('The next_cursor of the previous answer; omit for the first page'),
  limit: z.number().int().min(1).max(50).default(20).describe('Items per page (1–50, default 20)'),
}

export const nextCursorOutput = z.string().nullable().describe('Pass as cursor to get the next page; null on the last page')

export const encodeCursor = (page: number) => Buffer.from(`page:${page}`).toString('base64url')

/** The page a cursor stands for; null for a cursor we did not make. */
export function pageOfCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return 1
  const match = /^page:([1-9]\d{0,5})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match ? Number(match[1]) : null
}

export const INVALID_CURSOR = 'The cursor is not one this server gave: pass next_cursor from the previous answer unchanged, or omit cursor for the first page.'
