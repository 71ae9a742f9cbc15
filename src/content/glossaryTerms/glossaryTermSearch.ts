/**
 * The glossary term's part of search (docs/decisions/011-search.md; src/features/search/searchContent.ts composes one
 * statement of the entities' parts and ranks them): which public terms match, what a result shows, and the text its
 * snippet is cut from.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicGlossaryTerm } from '../../ground/db/publicVisibility'

/** The public glossary terms matching the tsquery `q`, as search results: rows `id, title, path, date, vector`. */
export const glossaryTermSearchResults = (q: SQL): SQL => sql`
  SELECT g.id, g.term AS title, '/glossary/' || g.slug AS path, NULL::timestamptz AS date, g.search_vector AS vector
  FROM glossary_terms g WHERE g.search_vector @@ ${q} AND ${publicGlossaryTerm('g')}`

/** The text term `id`'s snippet is cut from, as a row `text`: its short definition and body. */
export const glossaryTermSearchedText = (id: SQL): SQL =>
  sql`SELECT s.short_definition || E'\n' || coalesce(s.body, '') AS text FROM glossary_terms s WHERE s.id = ${id}`
