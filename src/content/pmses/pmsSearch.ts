/**
 * The PMS profile's part of search (docs/decisions/011-search.md; src/features/search/searchContent.ts composes one statement
 * of the entities' parts and ranks them): which public profiles match, what a result shows, and the text its snippet
 * is cut from.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicArticleOwnRule, publicPms } from '../../ground/db/publicVisibility'

/**
 * The public PMS profiles matching the tsquery `q`, as search results: rows `id, title, path, date, vector`. A
 * profile is dated by its latest public article.
 */
export const pmsSearchResults = (q: SQL): SQL => sql`
  SELECT p.id, p.name AS title, '/' || p.slug AS path,
         (SELECT a.published_at FROM articles a WHERE a.pms_id = p.id AND ${publicArticleOwnRule('a')} ORDER BY a.published_at DESC, a.id DESC LIMIT 1) AS date,
         p.search_vector AS vector
  FROM pmses p WHERE p.search_vector @@ ${q} AND ${publicPms('p')}`

/** The text PMS `id`'s snippet is cut from, as a row `text`: its tagline and profile. */
export const pmsSearchedText = (id: SQL): SQL =>
  sql`SELECT coalesce(s.tagline, '') || E'\n' || coalesce(s.profile, '') AS text FROM pmses s WHERE s.id = ${id}`
