/**
 * The public glossary terms as the site's lists read them (src/ground/db/publicVisibility.ts): with their one-line
 * definitions, A–Z or the latest edited, and their slugs and dates for the sitemap.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicGlossaryTerm } from '../../ground/db/publicVisibility'

export interface GlossaryEntryRow {
  term: string
  slug: string
  shortDefinition: string
}

/**
 * The public terms with their one-line definitions: `all`, A–Z (the glossary, search); `latest`, the most recently
 * edited, that many (the home page). One statement.
 */
export async function glossaryEntriesForSite(
  payload: Payload,
  which: { latest: number } | 'all',
): Promise<GlossaryEntryRow[]> {
  const order =
    which === 'all' ? sql`ORDER BY g.term, g.id` : sql`ORDER BY g.updated_at DESC, g.id DESC LIMIT ${which.latest}`
  const rows = await preparedRows<{ term: string; slug: string; short_definition: string }>(
    payload,
    sql`
    SELECT g.term, g.slug, g.short_definition FROM glossary_terms g WHERE ${publicGlossaryTerm('g')} ${order}`,
  )
  return rows.map((row) => ({ term: row.term, slug: row.slug, shortDefinition: row.short_definition }))
}

/**
 * The public terms for the sitemap (src/features/discovery/loadSitemapPages.ts), as one part of its statement: each one's `slug`
 * and when it last `changed`; `newest_article` is null (a term lists no articles).
 */
export const publicGlossaryTermsChanged: SQL = sql`
  SELECT g.slug, g.updated_at AS changed, NULL::timestamptz AS newest_article
  FROM glossary_terms g WHERE ${publicGlossaryTerm('g')}`
