/**
 * The article's part of search (docs/decisions/011-search.md; src/features/search/searchContent.ts composes one statement of
 * the entities' parts and ranks them): which articles match, what a result shows, and the text its snippet is cut
 * from.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicArticle } from '../../ground/db/publicVisibility'

/**
 * Which articles a search may find besides matching its words: those of one PMS, category or tag, published within
 * dates; and, for the editors' tools only, drafts and scheduled ones too (`drafts`), dated by their last change.
 */
export interface ArticleSearchFilter {
  pmsId?: number
  categoryId?: number
  tagId?: number
  /** Published on or after this day (YYYY-MM-DD, UTC). */
  since?: string
  /** Published on or before this day (YYYY-MM-DD, UTC). */
  until?: string
  drafts?: boolean
}

/** An article's date in search: its publication, or for a draft (editors only) its last change. */
const dateOf = (filter: ArticleSearchFilter) =>
  filter.drafts ? sql`coalesce(a.published_at, a.updated_at)` : sql`a.published_at`

/**
 * What the filter asks of an article (of `articles` aliased `a`, its PMS `p`) besides matching words: the one home
 * of the filter's conditions, for a search and for a list of the newest articles a filter lets through alike.
 */
function filterConditions(filter: ArticleSearchFilter): SQL[] {
  const date = dateOf(filter)
  return [
    ...(filter.drafts ? [] : [publicArticle('a', 'p')]),
    ...(filter.pmsId !== undefined ? [sql`a.pms_id = ${filter.pmsId}`] : []),
    ...(filter.categoryId !== undefined ? [sql`a.category_id = ${filter.categoryId}`] : []),
    ...(filter.tagId !== undefined
      ? [sql`a.id IN (SELECT r.parent_id FROM articles_rels r WHERE r.tags_id = ${filter.tagId} AND r.path = 'tags')`]
      : []),
    ...(filter.since ? [sql`${date} >= ${filter.since}::date`] : []),
    ...(filter.until ? [sql`${date} < ${filter.until}::date + 1`] : []),
  ]
}

/** The newest articles the conditions let through, at most `limit`, as rows `id, published_at`. */
function newestWhere(conditions: SQL[], filter: ArticleSearchFilter, limit: number): SQL {
  const date = dateOf(filter)
  // Ordering by an expression keeps PostgreSQL from walking the date index instead of using the bitmap.
  return sql`
    SELECT a.id, ${date} AS published_at FROM articles a LEFT JOIN pmses p ON p.id = a.pms_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${date} + interval '0 seconds' DESC, a.id DESC LIMIT ${limit}`
}

/**
 * The newest articles matching the tsquery `q` that the filter lets through, published since `windowStart` when
 * given, at most `limit`, as rows `id, published_at`: public ones only unless the filter asks for drafts.
 */
export function newestArticlesMatching(
  q: SQL,
  windowStart: string | null,
  limit: number,
  filter: ArticleSearchFilter = {},
): SQL {
  const conditions = [
    sql`a.search_vector @@ ${q}`,
    ...(windowStart ? [sql`a.published_at >= ${windowStart}::timestamptz`] : []),
    ...filterConditions(filter),
  ]
  return newestWhere(conditions, filter, limit)
}

/**
 * The newest articles the filter lets through, whatever their words, at most `limit`, as rows `id, published_at`:
 * a search narrowed by PMS, category or tag without words lists them (docs/decisions/075-search-filters-and-moved-lists.md).
 */
export const newestArticlesFiltered = (limit: number, filter: ArticleSearchFilter): SQL =>
  newestWhere([sql`TRUE`, ...filterConditions(filter)], filter, limit)

/**
 * The articles whose ids the statement `ids` selects (rows `id`), as search results: rows `id, title, path, date,
 * vector` (the weighted tsvector ranked: title A, excerpt B, body C). A draft's path is its page-to-be.
 */
export const articleSearchResults = (ids: SQL, filter: ArticleSearchFilter = {}): SQL => sql`
  SELECT a.id, a.title, '/' || coalesce(p.slug, '') || '/' || coalesce(a.slug, '') AS path, ${dateOf(filter)} AS date,
         a.search_vector AS vector
  FROM (${ids}) c JOIN articles a ON a.id = c.id LEFT JOIN pmses p ON p.id = a.pms_id`

/** The text article `id`'s snippet is cut from, as a row `text`: its excerpt and body. */
export const articleSearchedText = (id: SQL): SQL =>
  sql`SELECT coalesce(s.excerpt, '') || E'\n' || s.body AS text FROM articles s WHERE s.id = ${id}`
