/**
 * What a listing (a PMS, category or author) holds of public articles, as scalar subqueries for the statement of
 * the entity that owns the listing, so that its rows and their articles are read in one round trip: each is one
 * probe of a partial index of public articles by listing (migrations 20261126_100000 and 20261126_160000, made again by 20261203_120000), never a
 * pass over the articles. Aliased `a` inside; the listing's id is a column of the statement around it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { newestChangeFirst, publicArticleOwnRule } from '../../ground/db/publicVisibility'

type Listing =
  /** The articles of a PMS taken to be public: only the articles' own half of the rule is checked. */
  | { pms: SQL }
  /** The articles of a category or an author, their PMS checked against `publicPmsIds` (src/ground/db/publicVisibility.ts). */
  | { category: SQL; publicPmsIds: SQL }
  | { author: SQL; publicPmsIds: SQL }

function listingCondition(listing: Listing): SQL {
  if ('pms' in listing) return sql`a.pms_id = ${listing.pms}`
  const [column, id] =
    'category' in listing ? [sql`a.category_id`, listing.category] : [sql`a.author_id`, listing.author]
  return sql`${column} = ${id} AND a.pms_id = ANY (${listing.publicPmsIds})`
}

/**
 * When the listing's newest-edited public article last changed: its `updated_at`, as the column `at` of one row, none
 * when the listing holds no public article. A scalar value (null for none) or, with a name, a `LATERAL` subquery.
 */
export const newestChangeOfPublicArticles = (listing: Listing): SQL => sql`(
  SELECT a.updated_at AS at FROM articles a WHERE ${listingCondition(listing)} AND ${publicArticleOwnRule('a')}
  ORDER BY ${newestChangeFirst('a')} LIMIT 1)`

/** How many public articles a PMS taken to be public has. */
export const publicArticleCountOfPms = (pms: SQL): SQL =>
  sql`(SELECT count(*) FROM articles a WHERE a.pms_id = ${pms} AND ${publicArticleOwnRule('a')})`

/** When the latest public article of a PMS taken to be public was published; null when it has none. */
export const latestPublicationOfPms = (pms: SQL): SQL =>
  sql`(SELECT a.published_at FROM articles a WHERE a.pms_id = ${pms} AND ${publicArticleOwnRule('a')} ORDER BY a.published_at DESC, a.id DESC LIMIT 1)`
