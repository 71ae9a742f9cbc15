/**
 * What the public may see: the one rule (DESIGN.md §4, docs/decisions/022-anonymous-cms-api-access.md), written once per
 * entity in `PUBLIC_RULES` and rendered from there three ways:
 * - as SQL fragments, for every read that does not go through Payload's access control (SQL over drizzle);
 * - as Payload `where` queries, for the public pages' Payload queries and for Payload's access control: the anonymous
 *   `read` access of every public collection (src/content/access/publicOrStaff.ts) is this rule, so `/cms-api` REST and
 *   GraphQL (lists, single documents, `depth` population, relationships) show what the pages show and nothing more;
 * - as a check of a record in memory, for a record Payload populated into another one (./publicRecord.ts).
 * Which fields of a public record the public reads is the other half: `PUBLIC_FIELDS`, an allow-list per entity
 * (src/content/access/publicFields.ts applies it).
 *
 * - A PMS profile, comparison or glossary term is public when it is published and has a slug, and is not in the trash.
 * - An article is public when it is published, has a slug and a publication date, is not trashed and its PMS is public.
 * - A PR link is public when it is active, is not in the trash, and its PMS is public.
 * - A record in the trash (`deleted_at` set, docs/decisions/066-trash.md) is public nowhere; one that would be public
 *   but for the trash is `publicButTrashed` (./publicButTrashed.ts): its addresses answer 410 Gone.
 * - A tag is public when it is not in the trash and a public article carries it (docs/decisions/070-tags.md): its own
 *   half is the rule below, the whole one `publicTag` (./publicTag.ts); a tag of an article the public reads meets both.
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
 * Each SQL fragment takes its query's aliases, parenthesised to be ANDed or selected (`${publicArticle('a', 'p')} AS x`).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Where } from 'payload'

/**
 * One condition on a column of the record itself: a checkbox that is true, a value that is present, or one that is
 * absent. `field` is its name in Payload where it differs from the column's.
 */
export interface Condition {
  column: string
  field?: string
  holds: 'true' | 'present' | 'absent'
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
/** Not in the trash (Payload's `trash: true` adds `deletedAt`). */
const notTrashed: Condition = { column: 'deleted_at', field: 'deletedAt', holds: 'absent' }

/** The rule of every collection the public reads. A collection not named here is not public (staff only). */
export const PUBLIC_RULES = {
  pmses: { own: [published, withSlug, notTrashed] },
  comparisons: { own: [published, withSlug, notTrashed] },
  'glossary-terms': { own: [published, withSlug, notTrashed] },
  articles: { own: [published, withSlug, dated, notTrashed], publicPms: 'pms' },
  'pr-links': { own: [active, notTrashed], publicPms: 'pms' },
  categories: { own: [] },
  authors: { own: [] },
  tags: { own: [notTrashed] },
} as const satisfies Record<string, PublicRule>

export type PublicCollection = keyof typeof PUBLIC_RULES

/**
 * The fields of a public record that the public reads: an allow-list per collection, besides `id`, `createdAt` and
 * `updatedAt`. Anything else (who saved it, internal notes, what the publishing jobs wrote for themselves, drafts'
 * status, a field added later and not named here) is for signed-in staff only, in REST, GraphQL and `depth`
 * population alike; an article's corrections are public as its text is (docs/decisions/073-corrections.md). The public
 * pages read through the same lists where they read as an anonymous visitor.
 */
export const PUBLIC_FIELDS = {
  articles: [
    'title',
    'slug',
    'pms',
    'authors',
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
    'tags',
    'corrections',
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
  authors: ['name', 'slug', 'bio', 'avatar', 'fediverse_handle'],
  tags: ['name', 'slug', 'description'],
} as const satisfies Record<PublicCollection, readonly string[]>

/** What every public record carries besides its collection's allow-list. */
export const ALWAYS_PUBLIC_FIELDS = ['id', 'createdAt', 'updatedAt'] as const

// --- SQL ---

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`

const conditionSql = (alias: string, { column: name, holds }: Condition): SQL =>
  holds === 'true'
    ? column(alias, name)
    : holds === 'present'
      ? sql`${column(alias, name)} IS NOT NULL`
      : sql`${column(alias, name)} IS NULL`

/**
 * The record's own half of its rule, of its table aliased `alias`; `TRUE` when it has none. `butForTheTrash` leaves
 * out the trash's condition: what the record would be were it not in the trash.
 */
export function publicOwnRuleSql(collection: PublicCollection, alias: string, { butForTheTrash = false } = {}): SQL {
  const conditions: readonly Condition[] = PUBLIC_RULES[collection].own.filter(
    (condition: Condition) => !butForTheTrash || condition !== notTrashed,
  )
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
 * (src/features/migrations/20261203_120000_public_article_indexes_not_trashed.ts), so that PostgreSQL can use them
 * and answer from the index alone: a condition added here needs those indexes made again with it
 * (tests/integration/publicReadPlans.test.ts).
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

// --- Payload `where` ---

const conditionWhere = (prefix: string, { column: name, field = name, holds }: Condition): Where => ({
  [`${prefix}${field}`]: holds === 'true' ? { equals: true } : { exists: holds === 'present' },
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

/**
 * The same rule with its PMS half given as the public PMS profiles' ids (`publicPmsIds`, read by the same rule) rather
 * than as conditions through the relationship. Payload then joins nothing, and counts a list with a plain `COUNT(*)`
 * instead of a grouped count over the join (@payloadcms/drizzle's `countDistinct`): a contributor's article list over
 * 100,000 versions (bench:cockpit-list) in well under half the time.
 */
export function publicWhereOfPmsIds(collection: 'articles' | 'pr-links', publicPmsIds: number[]): Where {
  // `in` an empty list is refused by some of Payload's paths; no PMS has the id 0.
  const pms = { [PUBLIC_RULES[collection].publicPms]: { in: publicPmsIds.length > 0 ? publicPmsIds : [0] } }
  return { and: [...ownWhere(collection), pms] }
}

const whereOf = (collection: 'pmses' | 'comparisons' | 'glossary-terms' | 'articles' | 'pr-links') => () =>
  publicWhere(collection)!

export const publicPmsWhere = whereOf('pmses')
export const publicComparisonWhere = whereOf('comparisons')
export const publicGlossaryTermWhere = whereOf('glossary-terms')
