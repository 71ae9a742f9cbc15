/**
 * A published article as its page shows it (src/features/site/pages/article/load.ts): read as an anonymous visitor reads it,
 * so a draft, or an article of an unpublished PMS, is simply not found; and the related articles publishing chose for
 * it (src/features/publishing/related), those still published. Also every published article so, newest first, for the
 * documents that carry articles whole (llms-full.txt).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { tagsOfArticle } from '../tags/tagsOfArticle'
import { fixedStatement, preparedRows } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'
import type { Article } from '../payload-types'
import { type FoundImage, storedImageOfUrl } from '../media/storedImages'
import { summaryColumns, type SummaryRow } from './articleSummaries'
import { bylineOf } from './byline'
import { type KeptBody, renderedBodyColumns, renderedBodyJoin, rendererOf } from './renderedBodies'
import { type ApprovedReply, approvedRepliesOf } from '../socialReplies/socialReplies'
import { documentUriOf } from '../standardSite/standardSiteRecords'
import { correctionNotesOf, correctionsOf } from './articleCorrections'

/**
 * The ids of the article's related articles, those still published, as a JSON array: those on the same topic first
 * (its category, then its PMS), each group in the order of relevance publishing gave. Aliased apart from the
 * statement around it, where `a` is the article itself.
 */
const relatedIdsOf = (articleId: SQL) => sql`(
  SELECT coalesce(json_agg(ra.id ORDER BY (ra.category_id = self.category_id) DESC NULLS LAST, (ra.pms_id = self.pms_id) DESC, r.position), '[]'::json)
  FROM article_related r JOIN articles self ON self.id = r.article_id
    JOIN articles ra ON ra.id = r.related_id JOIN pmses rp ON rp.id = ra.pms_id
  WHERE r.article_id = ${articleId} AND ${publicArticle('ra', 'rp')})`

/** The ids of the article's related articles that are public, in the order `relatedIdsOf` gives. */
export async function relatedArticleIdsOf(payload: Payload, articleId: number): Promise<number[]> {
  const rows = await preparedRows(payload, sql`SELECT ${relatedIdsOf(sql`${articleId}`)} AS related`)
  return (rows[0] as { related: number[] }).related
}

/**
 * The cards of the article's related articles, in the order `relatedIdsOf` gives, as a JSON array of `SummaryRow`s
 * read by the article's own statement. `article` is the outer statement's row: inside, `a`, `p`, `au` and `m` are
 * the related article, its PMS, author and image, as `summaryColumns` reads them.
 */
const relatedCardsOf = (article: SQL) => sql`(
  SELECT coalesce(json_agg(card ORDER BY card.rank), '[]'::json) FROM (
    SELECT ${summaryColumns},
      row_number() OVER (ORDER BY (a.category_id = self.category_id) DESC NULLS LAST, (a.pms_id = self.pms_id) DESC, r.position) AS rank
    FROM article_related r JOIN articles self ON self.id = r.article_id
      JOIN articles a ON a.id = r.related_id JOIN pmses p ON p.id = a.pms_id
      LEFT JOIN authors au ON au.id = a.author_id LEFT JOIN media m ON m.id = a.image_id
    WHERE r.article_id = ${article}.id AND ${publicArticle('a', 'p')}) card)`

/** A published article found by its slugs, with what its page reads beside it in the same statement. */
export interface PublishedArticle {
  /** The shape Payload gives an article read with depth 1, as far as the page reads it. */
  article: Article
  /** Its related articles' cards (`relatedCardsOf`). */
  relatedCards: SummaryRow[]
  /** The media record its featured image names, if any (src/content/media/storedImages.ts). */
  featuredMedia: FoundImage | null
  /** Its body's kept rendering and count, and the digest they are kept by (./renderedBodies.ts). */
  keptBody: KeptBody
  /** The replies from the social web an editor approved, oldest first (../socialReplies/socialReplies.ts). */
  replies: ApprovedReply[]
  /** The AT-URI of its standard.site document record, if it has one (../standardSite/standardSiteRecords.ts). */
  standardSiteDocument: string | null
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === null ? null : new Date(String(value)).toISOString()

/** A row of `publishedArticlesWhere`. */
type FoundRow = Record<string, unknown> & {
  id: number
  related_cards: SummaryRow[]
  featured_media: FoundImage | null
  body_digest: Buffer
  body_html: string | null
  body_tokens: number | null
  replies: ApprovedReply[]
  standard_site_document: string | null
  tags: Array<{ name: string; slug: string }>
  /** `published_at` exactly as stored (to the microsecond, which a `Date` is not), for a keyset. */
  published_key: string
}

/**
 * Published articles with what their pages show of their PMS, author, category, featured image and related articles,
 * newest first, in one statement: the page is read far more often than written, mostly by crawlers on the long tail,
 * where every read is a cache miss; each further round trip cost the server about as much CPU as rendering the page.
 * `where` is on article `a` and its PMS `p`.
 */
const publishedArticlesSql = (renderer: SQL, where: SQL, limit: SQL) => sql`
    SELECT found.*, ${relatedCardsOf(sql`found`)} AS related_cards, ${storedImageOfUrl(sql`found.featured_image`)} AS featured_media,
      ${approvedRepliesOf(sql`found`)} AS replies, ${tagsOfArticle(sql`found`)} AS tags,
      ${correctionsOf(sql`found`)} AS corrections, ${documentUriOf(sql`found`)} AS standard_site_document
    FROM (
      SELECT a.id, a.title, a.slug, a.excerpt, a.summary, a.body, a.embeds, a.meta_description, a.ai_use, a.quote_policy, a.published_at, a.updated_at,
        a.published_at::text AS published_key, a.reading_time_minutes, a.featured_image, a.featured_image_caption,
        p.name AS pms_name, p.slug AS pms_slug, au.name AS author_name, au.slug AS author_slug, ${bylineOf(sql`a`)} AS authors,
        c.name AS category_name, c.slug AS category_slug, ${renderedBodyColumns}
      FROM articles a JOIN pmses p ON p.id = a.pms_id JOIN authors au ON au.id = a.author_id
      LEFT JOIN categories c ON c.id = a.category_id ${renderedBodyJoin(renderer)}
      WHERE ${publicArticle('a', 'p')} AND ${where}
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT ${limit}) found
    ORDER BY found.published_at DESC, found.id DESC`

async function publishedArticlesWhere(
  payload: Payload,
  baseUrl: string,
  where: SQL,
  limit: number,
): Promise<FoundRow[]> {
  return preparedRows<FoundRow>(payload, publishedArticlesSql(sql`${rendererOf(baseUrl)}`, where, sql`${limit}`))
}

/** The article page's read, the one every article miss makes: its text rendered once (`fixedStatement`). */
const articleBySlugs = fixedStatement<{ renderer: string; pmsSlug: string; articleSlug: string }, FoundRow>(() =>
  publishedArticlesSql(
    sql`${sql.placeholder('renderer')}`,
    sql`a.slug = ${sql.placeholder('articleSlug')} AND p.slug = ${sql.placeholder('pmsSlug')}`,
    sql`1`,
  ),
)

function publishedArticleOf(row: FoundRow): PublishedArticle {
  const article = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    summary: row.summary,
    body: row.body,
    embeds: row.embeds,
    meta_description: row.meta_description,
    ai_use: row.ai_use,
    quote_policy: row.quote_policy,
    published_at: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    reading_time_minutes: row.reading_time_minutes === null ? null : Number(row.reading_time_minutes),
    featured_image: row.featured_image,
    featured_image_caption: row.featured_image_caption,
    pms: { name: row.pms_name, slug: row.pms_slug },
    author: { name: row.author_name, slug: row.author_slug },
    authors: row.authors,
    category: row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
    tags: row.tags,
    corrections: correctionNotesOf(row.corrections),
  } as unknown as Article
  return {
    article,
    relatedCards: row.related_cards,
    featuredMedia: row.featured_media,
    keptBody: { digest: row.body_digest, html: row.body_html, tokens: row.body_tokens },
    replies: row.replies.map((reply) => ({ ...reply, receivedAt: new Date(reply.receivedAt).toISOString() })),
    standardSiteDocument: row.standard_site_document,
  }
}

/** A published article found by its slugs, as its page shows it. */
export async function publishedArticleBySlugs(
  payload: Payload,
  pmsSlug: string,
  articleSlug: string,
  baseUrl: string,
): Promise<PublishedArticle | null> {
  const [row] = await articleBySlugs(payload, { renderer: rendererOf(baseUrl), pmsSlug, articleSlug })
  return row ? publishedArticleOf(row) : null
}

/**
 * Every published article as its page shows it, newest first (by publication date, as
 * ./publishedArticleStream.ts lists them), read `batch` at a time by keyset: a reader that stops early has read at
 * most one batch more than it used, and one that goes on holds one batch at a time.
 */
export async function* publishedArticlesInFullNewestFirst(
  payload: Payload,
  baseUrl: string,
  batch: number,
): AsyncGenerator<PublishedArticle> {
  let after: FoundRow | undefined
  for (;;) {
    const where = after ? sql`(a.published_at, a.id) < (${after.published_key}::timestamptz, ${after.id})` : sql`true`
    const rows = await publishedArticlesWhere(payload, baseUrl, where, batch)
    for (const row of rows) yield publishedArticleOf(row)
    if (rows.length < batch) return
    after = rows.at(-1)
  }
}
