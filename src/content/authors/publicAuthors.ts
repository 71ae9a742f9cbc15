/** The authors as the sitemap reads them (every author is public, src/ground/db/publicVisibility.ts). */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { publicPmsIds } from '../../ground/db/publicVisibility'

import { newestChangeOfPublicArticles } from '../articles/publicArticlesOfListing'

/**
 * The author listings that list a public article, for the sitemap (src/features/discovery/loadSitemapPages.ts), as one part of its
 * statement: each one's `slug`, when it last `changed` (the author, or their newest-edited public article) and when
 * that `newest_article` changed. Each listing's newest article is one probe of a partial index.
 */
export const authorListingsChanged: SQL = sql`
  SELECT au.slug, greatest(au.updated_at, newest.at) AS changed, newest.at AS newest_article
  FROM authors au, LATERAL ${newestChangeOfPublicArticles({ author: sql`au.id`, publicPmsIds })} newest
  WHERE au.slug IS NOT NULL`
