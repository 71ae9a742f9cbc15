/**
 * What the public may see: the one rule (DESIGN.md §4, docs/decisions/022-anonymous-cms-api-access.md), written once per
 * entity in `PUBLIC_RULES` and rendered from there three ways:
 * - as SQL fragments, for every read that does not go through Payload's access control (SQL over drizzle);
 * - as Payload `where` queries, for the public pages' Payload queries and for Payload's access control: the anonymous
 *   `read` access of every public collection (src/content/access/publicOrStaff.ts) is this rule, so `/cms-api` REST and
 *   GraphQL (lists, single documents, `depth` population, relationships) show what the pages show and nothing more;
 * - as a check of a record in memory, for a record Payload populated into another one.
 * Which fields of a public record the public reads is the other half: `PUBLIC_FIELDS`, an allow-list per entity
 * (src/content/access/publicFields.ts applies it).
 *
 * - A PMS profile, comparison or glossary term is public when it is published and has a slug.
 * - An article is public when it is published and has a slug and a publication date, and its PMS is public.
 * - A PR link is public when it is active and its PMS is public.
 * - Categories and authors are public, all of them (each has its page). Media records are not public at all
 *   (docs/decisions/022); an image's files are when public content shows it (`publicMedia`, docs/decisions/059).
 *
 * The publication date is not compared with the clock. An article published with a future date is held back as
 * `scheduled`, with `is_published` false (src/hooks/queuePublishing.ts), until the scheduler publishes it;
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

/** One condition on a column of the record itself: a checkbox that is true, or a value that is present. */
interface Condition {
  column: string
  holds: 'true' | 'present'
}

interface PublicRule {
  /** What the record's own columns must hold; none: every record is public. */
  own: readonly Condition[]
  /** A relationship to a PMS profile that must itself be public (its column is `<field>_id`). */
  publicPms?: 'pms'
}

const published: Condition = { column: 'is_published', holds: 'true' }
const withSlug: Condition = { column: 'slug', holds: 'present' }
const dated: Condition = { column: 'published_at', holds: 'present' }
const active: Condition = { column: 'is_active', holds: 'true' }

/** The rule of every collection the public reads. A collection not named here is not public (staff only). */
export const PUBLIC_RULES = {
  pmses: { own: [published, withSlug] },
  comparisons: { own: [published, withSlug] },
  'glossary-terms': { own: [published, withSlug] },
  articles: { own: [published, withSlug, dated], publicPms: 'pms' },
  'pr-links': { own: [active], publicPms: 'pms' },
  categories: { own: [] },
  authors: { own: [] },
} as const satisfies Record<string, PublicRule>

export type PublicCollection = keyof typeof PUBLIC_RULES

/**
 * The fields of a public record that the public reads: an allow-list per collection, besides `id`, `createdAt` and
 * `updatedAt`. Anything else (who saved it, internal notes, what the publishing jobs wrote for themselves, drafts'
 * status, a field added later and not named here) is for signed-in staff only, in REST, GraphQL and `depth`
 * population alike. The public pages read through the same lists where they read as an anonymous visitor.
 */
export const PUBLIC_FIELDS = {
  articles: [
    'title',
    'slug',
    'pms',
    'author',
    'category',
    'excerpt',
    'body',
    'content',
    'image',
    'featured_image',
    'featured_image_caption',
    'reading_time_minutes',
    'is_published',
    'is_featured',
    'published_at',
    'meta_title',
    'meta_description',
    'summary',
    'ai_use',
  ],
  pmses: [
    'name',
    'slug',
    'vendor',
    'website',
    'logo',
    'tagline',
    'profile',
    'profile_content',
    'deployment',
    'segments',
    'pricing_model',
    'founded_year',
    'headquarters',
    'integrations',
    'capabilities',
    'is_published',
  ],
  comparisons: ['title', 'slug', 'pmses', 'body', 'content', 'verdict', 'is_published', 'author', 'reviewed_at'],
  'glossary-terms': [
    'term',
    'slug',
    'short_definition',
    'body',
    'content',
    'related_terms',
    'related_pmses',
    'is_published',
  ],
  'pr-links': ['title', 'url', 'publisher', 'date', 'pms', 'is_active'],
  categories: ['name', 'slug', 'description'],
  authors: ['name', 'slug', 'bio', 'avatar'],
} as const satisfies Record<PublicCollection, readonly string[]>

/** What every public record carries besides its collection's allow-list. */
export const ALWAYS_PUBLIC_FIELDS = ['id', 'createdAt', 'updatedAt'] as const

// --- SQL ---

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`

const conditionSql = (alias: string, { column: name, holds }: Condition): SQL =>
  holds === 'true' ? column(alias, name) : sql`${column(alias, name)} IS NOT NULL`

/** The record's own half of its rule, of its table aliased `alias`; `TRUE` when it has none. */
function publicOwnRuleSql(collection: PublicCollection, alias: string): SQL {
  const conditions: readonly Condition[] = PUBLIC_RULES[collection].own
  if (conditions.length === 0) return sql`TRUE`
  return sql`(${sql.join(
    conditions.map((condition) => conditionSql(alias, condition)),
    sql` AND `,
  )})`
}

/** A public PMS profile, of `pmses` aliased `alias`. */
export const publicPms = (alias: string): SQL => publicOwnRuleSql('pmses', alias)

/**
 * The ids of the public PMS profiles, as one `int[]` value (`a.pms_id = ANY (${publicPmsIds})`): for a statement
 * that checks the PMS rule of many articles against a list rather than a join, so that PostgreSQL can probe the
 * partial indexes of public articles.
 */
export const publicPmsIds: SQL = sql`(SELECT coalesce(array_agg(pp.id), '{}') FROM pmses pp WHERE ${publicPms('pp')})::int[]`

/** A public comparison, of `comparisons` aliased `alias`. */
export const publicComparison = (alias: string): SQL => publicOwnRuleSql('comparisons', alias)

/** A public glossary term, of `glossary_terms` aliased `alias`. */
export const publicGlossaryTerm = (alias: string): SQL => publicOwnRuleSql('glossary-terms', alias)

/**
 * The article's own half of the rule, of `articles` aliased `alias`, for a query that checks its PMS another way (a
 * list of the public PMS ids). The same conditions as the partial indexes' predicate
 * (src/features/migrations/20261126_100000_public_article_indexes.ts), so that PostgreSQL can use them.
 */
export const publicArticleOwnRule = (alias: string): SQL => publicOwnRuleSql('articles', alias)

/**
 * The order of the partial indexes of public articles by listing (src/features/migrations/20261126_100000_public_article_indexes.ts):
 * newest change first, in an order only they give, so that a probe for a listing's newest article uses them.
 */
export const newestChangeFirst = (alias: string): SQL => sql`${column(alias, 'updated_at')} DESC NULLS LAST`

/** A public article, of `articles` aliased `article` joined to its PMS, `pmses` aliased `pms`. */
export const publicArticle = (article: string, pms: string): SQL =>
  sql`(${publicArticleOwnRule(article)} AND ${publicPms(pms)})`

// --- Media ---

/**
 * Whether public content shows a stored image, so that its files (the image and each of its sizes) are anyone's to
 * load (docs/decisions/059-media-files-public-by-use.md): a public article as its image, by its address or in its
 * body; a public PMS profile as its logo or in its profile; an author (every one is public) as their avatar; a public
 * comparison or glossary term in its text; a newsletter issue that went out (or is going) in its intro. Any other
 * image is staff's: a draft's, one uploaded and not yet used, one whose article was unpublished.
 *
 * `id` is the image's record and `paths` (a `text[]`) the `<directory>/<file>.webp` of its files, the image's and its
 * sizes', any of which a text may name, as `pmsnews_media_paths` finds them
 * (src/features/migrations/20261201_120000_media_paths.ts, whose indexes hold these very expressions, so that each
 * test is an index probe rather than a read of every body).
 */
export function publicMedia(id: SQL, paths: SQL): SQL {
  const names = (texts: SQL) => sql`public.pmsnews_media_paths(${texts}) && ${paths}`
  return sql`(
    EXISTS (SELECT 1 FROM articles ma JOIN pmses mp ON mp.id = ma.pms_id
      WHERE (ma.image_id = ${id} OR ${names(sql`ma.body, ma.featured_image`)}) AND ${publicArticle('ma', 'mp')})
    OR EXISTS (SELECT 1 FROM pmses mp WHERE (mp.logo_id = ${id} OR ${names(sql`mp.profile`)}) AND ${publicPms('mp')})
    OR EXISTS (SELECT 1 FROM authors mu WHERE mu.avatar_id = ${id} AND ${publicOwnRuleSql('authors', 'mu')})
    OR EXISTS (SELECT 1 FROM comparisons mc WHERE ${names(sql`mc.body`)} AND ${publicComparison('mc')})
    OR EXISTS (SELECT 1 FROM glossary_terms mg WHERE ${names(sql`mg.body`)} AND ${publicGlossaryTerm('mg')})
    OR EXISTS (SELECT 1 FROM newsletter_issues mn WHERE ${names(sql`mn.intro`)} AND mn.status IN ('sending', 'sent')))`
}

// --- Payload `where` ---

const conditionWhere = (prefix: string, { column: name, holds }: Condition): Where => ({
  [`${prefix}${name}`]: holds === 'true' ? { equals: true } : { exists: true },
})

const ownWhere = (collection: PublicCollection, prefix = ''): Where[] =>
  PUBLIC_RULES[collection].own.map((condition) => conditionWhere(prefix, condition))

/**
 * The rule of `collection` as a Payload `where`, to AND with a query's own conditions; null when every record is
 * public. A fresh object for every query: Payload adds the access constraint of a related collection (`pms.…`) to
 * the `where` it is given, in place (payload/dist/database/queryValidation/validateSearchParams.js), so a shared
 * object would grow with every query.
 */
export function publicWhere(collection: PublicCollection): Where | null {
  const rule: PublicRule = PUBLIC_RULES[collection]
  const conditions = [...ownWhere(collection), ...(rule.publicPms ? ownWhere('pmses', `${rule.publicPms}.`) : [])]
  return conditions.length === 0 ? null : { and: conditions }
}

const whereOf = (collection: 'pmses' | 'comparisons' | 'glossary-terms' | 'articles' | 'pr-links') => () =>
  publicWhere(collection)!

export const publicPmsWhere = whereOf('pmses')
export const publicComparisonWhere = whereOf('comparisons')
export const publicGlossaryTermWhere = whereOf('glossary-terms')

// --- A record in memory ---

/**
 * The record's own half of the rule, for a record already read (one Payload populated into another). For articles
 * and PR links, its PMS must be checked too.
 */
function meetsOwnRule(collection: PublicCollection, doc: Record<string, unknown>): boolean {
  return PUBLIC_RULES[collection].own.every(({ column: name, holds }) =>
    holds === 'true' ? doc[name] === true : doc[name] !== null && doc[name] !== undefined && doc[name] !== '',
  )
}

/** The same rule for a PMS profile, comparison or glossary term that Payload populated into another record. */
export const isPublicRecord = (doc: { is_published?: boolean | null; slug?: string | null }): boolean =>
  meetsOwnRule('pmses', doc)
