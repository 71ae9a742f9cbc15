/**
 * The read counts' rows for the CSV export (src/collections/Articles/endpoints/exportReadCounts.ts), by id, a page at a
 * time; `read_counts` is owned by this folder (./readCounts.ts writes it).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface ReadCountLine {
  id: number
  day: string
  path: string
  articleId: number | null
  format: string
  kind: string
  name: string
  referrer: string
  purpose: string
  reads: number
  disallowed: number
  refused: number
}

interface Row {
  id: string
  day: string
  path: string
  article_id: number | null
  format: string
  kind: string
  name: string
  referrer: string
  purpose: string
  reads: string
  disallowed: string
  refused: string
}

/** The rows of the last `days` days after id `after`, by id, for the CSV export. */
export async function readCountLines(
  payload: Payload,
  after: number,
  limit: number,
  days: number,
): Promise<ReadCountLine[]> {
  const result = await drizzleOf(payload).execute(
    sql`SELECT id, to_char(day, 'YYYY-MM-DD') AS day, path, article_id, format, kind, name, referrer, purpose, reads,
        disallowed, refused
      FROM read_counts WHERE id > ${after} AND day >= current_date - ${days - 1}::int ORDER BY id LIMIT ${limit}`,
  )
  return (result.rows as unknown as Row[]).map((row) => ({
    id: Number(row.id),
    day: row.day,
    path: row.path,
    articleId: row.article_id,
    format: row.format,
    kind: row.kind,
    name: row.name,
    referrer: row.referrer,
    purpose: row.purpose,
    reads: Number(row.reads),
    disallowed: Number(row.disallowed),
    refused: Number(row.refused),
  }))
}
