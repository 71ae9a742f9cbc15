/**
 * The article archive's size and publication dates as PostgreSQL's statistics know them, which search sizes its
 * first window of newest articles by (src/features/search/articleCandidates.ts): the planner's row count and the histogram of
 * `published_at`, oldest first, are enough to tell roughly where the newest n articles begin, without reading the
 * date index. Stale statistics only make a window a little larger or smaller than meant.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'

export interface ArchiveShape {
  total: number
  dateBounds: string[]
  /** Share of articles holding each of the most common lexemes (ANALYZE's `most_common_elems` of the vectors). */
  lexemes: Map<string, number>
}

/** Columns `total`, `date_bounds` and `lexemes` (JSON, null before the first ANALYZE), for a select list. */
const ARCHIVE_SHAPE_COLUMNS = sql`
  (SELECT reltuples::bigint FROM pg_class WHERE oid = 'public.articles'::regclass) AS total,
  (SELECT array_to_json(histogram_bounds::text::timestamptz[]) FROM pg_stats
    WHERE schemaname = 'public' AND tablename = 'articles' AND attname = 'published_at') AS date_bounds,
  (SELECT json_build_object('elems', most_common_elems::text::text[], 'freqs', most_common_elem_freqs) FROM pg_stats
    WHERE schemaname = 'public' AND tablename = 'articles' AND attname = 'search_vector') AS lexemes`

/**
 * The shape as the statistics know it now. A statement of its own, without parameters, so that PostgreSQL plans it once
 * per connection: beside a search's words (parameters) it was planned anew on every search, 0.7 of the 0.8 ms its
 * bind cost PostgreSQL, where running it costs 0.1.
 */
export async function readArchiveShape(payload: Payload): Promise<ArchiveShape> {
  const [row = {}] = await preparedRows<{ total?: unknown; date_bounds?: unknown; lexemes?: unknown }>(
    payload,
    sql`SELECT ${ARCHIVE_SHAPE_COLUMNS}`,
  )
  return archiveShapeOf(row)
}

function archiveShapeOf(row: { total?: unknown; date_bounds?: unknown; lexemes?: unknown }): ArchiveShape {
  const stats = row.lexemes as { elems?: string[] | null; freqs?: number[] | null } | null | undefined
  const lexemes = new Map<string, number>()
  stats?.elems?.forEach((lexeme, index) => lexemes.set(lexeme, Number(stats.freqs?.[index] ?? 0)))
  return {
    total: Math.max(0, Number(row.total ?? 0)),
    dateBounds: Array.isArray(row.date_bounds) ? (row.date_bounds as string[]) : [],
    lexemes,
  }
}
