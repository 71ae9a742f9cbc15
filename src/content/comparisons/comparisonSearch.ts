/**
 * The comparison's part of search (docs/decisions/011-search.md; src/features/search/searchContent.ts composes one statement
 * of the entities' parts and ranks them): which public comparisons match, what a result shows, and the text its
 * snippet is cut from.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicComparison } from '../../ground/db/publicVisibility'

/** The public comparisons matching the tsquery `q`, as search results: rows `id, title, path, date, vector`. */
export const comparisonSearchResults = (q: SQL): SQL => sql`
  SELECT c.id, c.title, '/compare/' || c.slug AS path, c.updated_at AS date, c.search_vector AS vector
  FROM comparisons c WHERE c.search_vector @@ ${q} AND ${publicComparison('c')}`

/** The text comparison `id`'s snippet is cut from, as a row `text`: its verdict and body. */
export const comparisonSearchedText = (id: SQL): SQL =>
  sql`SELECT coalesce(s.verdict, '') || E'\n' || s.body AS text FROM comparisons s WHERE s.id = ${id}`
