/**
 * The article's part of search (docs/decisions/011-search.md; src/search/searchContent.ts composes one statement of
 * the entities' parts and ranks them): which public articles match, what a result shows, and the text its snippet is
 * cut from.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicArticle } from '../../db/publicVisibility'

/**
 * The newest public articles matching the tsquery `q`, published since `since` when given, at most `limit`, as rows
 * `id, published_at`.
 */
export const newestPublicArticlesMatching = (q: SQL, since: string | null, limit: number): SQL =>
  // Ordering by an expression keeps PostgreSQL from walking the date index instead of using the bitmap.
  sql`
    SELECT a.id, a.published_at FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE a.search_vector @@ ${q} AND ${publicArticle('a', 'p')}
      ${since ? sql`AND a.published_at >= ${since}::timestamptz` : sql``}
    ORDER BY a.published_at + interval '0 seconds' DESC, a.id DESC LIMIT ${limit}`

/**
 * The articles whose ids the statement `ids` selects (rows `id`), as search results: rows `id, title, path, date,
 * vector` (the weighted tsvector ranked: title A, excerpt B, body C).
 */
export const articleSearchResults = (ids: SQL): SQL => sql`
  SELECT a.id, a.title, '/' || p.slug || '/' || a.slug AS path, a.published_at AS date, a.search_vector AS vector
  FROM (${ids}) c JOIN articles a ON a.id = c.id JOIN pmses p ON p.id = a.pms_id`

/** The text article `id`'s snippet is cut from, as a row `text`: its excerpt and body. */
export const articleSearchedText = (id: SQL): SQL =>
  sql`SELECT coalesce(s.excerpt, '') || E'\n' || s.body AS text FROM articles s WHERE s.id = ${id}`
