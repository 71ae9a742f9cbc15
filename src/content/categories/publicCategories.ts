/**
 * The categories as the site reads them (every category is public, src/ground/db/publicVisibility.ts): all of them A–Z
 * for the navigation, and those whose listing holds a public article for the sitemap.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicPmsIds } from '../../ground/db/publicVisibility'
import { newestChangeOfPublicArticles } from '../articles/publicArticlesOfListing'

/** Every category with a slug (its listing's address), A–Z. One small statement. */
export async function categoriesAToZ(payload: Payload): Promise<Array<{ name: string; slug: string }>> {
  return preparedRows<{ name: string; slug: string }>(
    payload,
    sql`SELECT c.name, c.slug FROM categories c WHERE c.slug IS NOT NULL ORDER BY c.name, c.id`,
  )
}

/**
 * The category listings that list a public article, for the sitemap (src/features/discovery/loadSitemapPages.ts), as one part of
 * its statement: each one's `slug`, when it last `changed` (the category, or its newest-edited public article) and
 * when that `newest_article` changed. Each listing's newest article is one probe of a partial index.
 */
export const categoryListingsChanged: SQL = sql`
  SELECT c.slug, greatest(c.updated_at, newest.at) AS changed, newest.at AS newest_article
  FROM categories c, LATERAL ${newestChangeOfPublicArticles({ category: sql`c.id`, publicPmsIds })} newest
  WHERE c.slug IS NOT NULL`

/** Every category with a slug as rows `id, name, slug`: the search page's choice of categories (src/features/search/searchFilters.ts). */
export const categoryNames: SQL = sql`SELECT c.id, c.name, c.slug FROM categories c WHERE c.slug IS NOT NULL`
