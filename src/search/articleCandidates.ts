/**
 * Which articles a search ranks: the newest published ones that match, at most ARTICLE_CANDIDATE_LIMIT
 * (docs/decisions/011-search.md). Ranking reads each candidate's whole vector, so a broad query ("hotel") over a
 * large archive would otherwise read the entire archive; news ages, so the newest matches are the ones worth
 * ranking, and past this many the count is given as "more than".
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

export const ARTICLE_CANDIDATE_LIMIT = 300

/**
 * The archive's size and publication dates as PostgreSQL's statistics know them (the planner's row count and the
 * histogram of `published_at`, oldest first): enough to tell roughly where the newest n articles begin, without
 * reading the date index. Stale statistics only make a window a little larger or smaller than meant.
 */
export interface ArchiveShape {
  total: number
  dateBounds: string[]
}

/** Columns `total` and `date_bounds` (JSON, or null before the first ANALYZE), for a statement's select list. */
export const ARCHIVE_SHAPE_COLUMNS = sql`
  (SELECT reltuples::bigint FROM pg_class WHERE oid = 'public.articles'::regclass) AS total,
  (SELECT array_to_json(histogram_bounds::text::timestamptz[]) FROM pg_stats
    WHERE schemaname = 'public' AND tablename = 'articles' AND attname = 'published_at') AS date_bounds`

export const archiveShapeOf = (row: { total?: unknown; date_bounds?: unknown }): ArchiveShape => ({
  total: Math.max(0, Number(row.total ?? 0)),
  dateBounds: Array.isArray(row.date_bounds) ? (row.date_bounds as string[]) : [],
})

/** Roughly where the newest `window` articles begin; null when the window is the whole archive (or unknown). */
function windowStart(shape: ArchiveShape, window: number): string | null {
  const buckets = shape.dateBounds.length - 1
  if (buckets < 1 || !Number.isFinite(window) || window >= shape.total) return null
  const back = Math.ceil(window / (shape.total / buckets))
  return back < buckets ? shape.dateBounds[buckets - back]! : null
}

/** The first window of newest articles looked in; a window never grows more than MAX_GROWTH times at once. */
const FIRST_WINDOW = 2 * ARTICLE_CANDIDATE_LIMIT
const MAX_GROWTH = 64

/** What a search over one window found: how many candidate articles (at most ARTICLE_CANDIDATE_LIMIT + 1). */
export interface WindowResult {
  candidates: number
}

/**
 * Both obvious plans cost in proportion to the archive: walking the date index checks every article until enough
 * match (slow for a rare word), and the GIN index visits every match (slow for a common one). So matches are looked
 * for among the newest 600 articles first (the GIN bitmap ANDed with a date range); if too few match, the next
 * window is sized from how many did, and a window where none did gives way to the whole archive (the word is rare,
 * so its matches are few). The rows visited stay near the number wanted, in one to three statements.
 *
 * `search` runs one window: it gets the statement selecting that window's candidates (the newest matching
 * articles, at most ARTICLE_CANDIDATE_LIMIT + 1, as rows `id, published_at`) and whether the window is the last one
 * looked in, so it can do the rest of its work in the same statement and skip what only a last window needs.
 * `q` must be a tsquery constant (see compileQuery), so that the planner sees how common its words are.
 */
export async function searchNewestFirst<T extends WindowResult>(
  q: SQL,
  shape: ArchiveShape,
  search: (candidates: SQL, last: (found: SQL) => SQL) => Promise<T>,
): Promise<T> {
  for (let window = FIRST_WINDOW; ; ) {
    const since = windowStart(shape, window)
    // Ordering by an expression keeps PostgreSQL from walking the date index instead of using the bitmap.
    const candidates = sql`
      SELECT a.id, a.published_at FROM articles a JOIN pmses p ON p.id = a.pms_id
      WHERE a.search_vector @@ ${q} AND a.is_published AND p.is_published AND a.published_at IS NOT NULL
        ${since ? sql`AND a.published_at >= ${since}::timestamptz` : sql``}
      ORDER BY a.published_at + interval '0 seconds' DESC, a.id DESC LIMIT ${ARTICLE_CANDIDATE_LIMIT + 1}`
    // Whether this window ends the search, as SQL over the number of candidates found (`found`).
    const last = (found: SQL) => (since ? sql`(${found} > ${ARTICLE_CANDIDATE_LIMIT})` : sql`true`)
    const result = await search(candidates, last)
    if (result.candidates > ARTICLE_CANDIDATE_LIMIT || since === null) return result
    window = result.candidates === 0 ? Infinity : window * Math.min(MAX_GROWTH, (1.5 * (ARTICLE_CANDIDATE_LIMIT + 1)) / result.candidates)
  }
}
