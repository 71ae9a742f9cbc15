/**
 * What the public may see: the one rule (DESIGN.md §4), for every read that does not go through Payload's access
 * control (SQL over drizzle) and for the public pages' Payload queries, which narrow what access control allows
 * (`is_published`, docs/decisions/002-publication-flag-not-payload-drafts.md) to the same rule.
 *
 * - A PMS profile, comparison or glossary term is public when it is published and has a slug.
 * - An article is public when it is published and has a slug and a publication date, and its PMS is public.
 * - A PR link is public when it is active and its PMS is public.
 *
 * The publication date is not compared with the clock. An article published with a future date is held back as
 * `scheduled`, with `is_published` false (src/collections/hooks/queuePublishing.ts), until the scheduler publishes it;
 * that write announces itself and empties every page cache (docs/decisions/008-page-cache.md). A rule that read the
 * clock would let an article appear with no write at all, so cached pages, and the publishing jobs that ran when
 * it was published, would disagree with fresh queries about it. The date is required because every public list is
 * ordered and dated by it.
 *
 * Each SQL fragment takes the aliases its query gives the tables, and is parenthesised so it can be ANDed or
 * selected as a column (`${publicArticle('a', 'p')} AS live`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Where } from 'payload'

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`

const publishedWithSlug = (alias: string): SQL =>
  sql`(${column(alias, 'is_published')} AND ${column(alias, 'slug')} IS NOT NULL)`

/** A public PMS profile, of `pmses` aliased `alias`. */
export const publicPms = publishedWithSlug

/** A public comparison, of `comparisons` aliased `alias`. */
export const publicComparison = publishedWithSlug

/** A public glossary term, of `glossary_terms` aliased `alias`. */
export const publicGlossaryTerm = publishedWithSlug

/**
 * The article's own half of the rule, of `articles` aliased `alias`, for a query that checks its PMS another way (a
 * list of the public PMS ids). Written exactly as the partial indexes' predicate
 * (src/migrations/20261126_100000_public_article_indexes.ts), so that PostgreSQL can use them.
 */
export const publicArticleOwnRule = (alias: string): SQL =>
  sql`(${publishedWithSlug(alias)} AND ${column(alias, 'published_at')} IS NOT NULL)`

/**
 * The order of the partial indexes of public articles by listing (src/migrations/20261126_100000_public_article_indexes.ts):
 * newest change first, in an order only they give, so that a probe for a listing's newest article uses them.
 */
export const newestChangeFirst = (alias: string): SQL => sql`${column(alias, 'updated_at')} DESC NULLS LAST`

/** A public article, of `articles` aliased `article` joined to its PMS, `pmses` aliased `pms`. */
export const publicArticle = (article: string, pms: string): SQL =>
  sql`(${publicArticleOwnRule(article)} AND ${publicPms(pms)})`

const publishedWithSlugWhere = (): Where => ({ and: [{ is_published: { equals: true } }, { slug: { exists: true } }] })

/*
 * The same rules as Payload `where` queries, to AND with a page's own conditions. A fresh object for every query:
 * Payload adds the access constraint of a related collection (`pms.…`) to the `where` it is given, in place
 * (payload/dist/database/queryValidation/validateSearchParams.js), so a shared object would grow with every query.
 */
export const publicPmsWhere = publishedWithSlugWhere
export const publicComparisonWhere = publishedWithSlugWhere
export const publicGlossaryTermWhere = publishedWithSlugWhere

/** A public PR link: an active link of a public PMS profile (what the PMS hubs list). */
export const publicPrLinkWhere = (): Where => ({
  and: [{ is_active: { equals: true } }, { 'pms.is_published': { equals: true } }, { 'pms.slug': { exists: true } }],
})

/** The same rule for a PMS profile, comparison or glossary term that Payload populated into another record. */
export const isPublicRecord = (doc: { is_published?: boolean | null; slug?: string | null }): boolean =>
  doc.is_published === true && Boolean(doc.slug)
