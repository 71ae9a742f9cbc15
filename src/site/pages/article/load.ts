/**
 * The data of an article page (`/{pmsSlug}/{articleSlug}` and its markdown forms): plain values, read as an
 * anonymous visitor reads them, so a draft, or an article of an unpublished PMS, is simply not found. A preview
 * (src/preview/) builds the same page from a version it has read itself, with `articlePageOf`.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../../db/adapter'
import { publicArticle } from '../../../db/publicVisibility'
import { isSlug } from '../../../lib/slugify'
import type { Article, Author, Category, Pmse } from '../../../payload-types'
import {
  type ArticleSummary,
  loadArticlesById,
  summaryColumns,
  summaryOf,
  type SummaryRow,
} from '../../../content/articles/articleSummaries'
import {
  type ArticleImage,
  featuredImageOf,
  type FoundImage,
  loadFeaturedImage,
  storedImageOfUrl,
} from '../../loaders/featuredImage'
import { absolute, articleMarkdownPath, articlePath, authorPath, categoryPath, pmsPath } from '../../../paths'

export interface LinkedName {
  name: string
  url: string
}

export interface ArticlePage {
  title: string
  url: string
  markdownUrl: string
  excerpt: string | null
  summary: string | null
  body: string
  description: string | null
  publishedAt: string | null
  updatedAt: string
  readingTimeMinutes: number | null
  pms: LinkedName
  author: LinkedName
  category: LinkedName | null
  image: ArticleImage | null
  related: ArticleSummary[]
}

const asObject = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

/**
 * The ids of the article's related articles (computed by publishing, src/publishing/related), those still
 * published, as a JSON array: those on the same topic first (its category, then its PMS), each group in the order of
 * relevance publishing gave. Aliased apart from the statement around it, where `a` is the article itself.
 */
const relatedIdsOf = (articleId: SQL) => sql`(
  SELECT coalesce(json_agg(ra.id ORDER BY (ra.category_id = self.category_id) DESC NULLS LAST, (ra.pms_id = self.pms_id) DESC, r.position), '[]'::json)
  FROM article_related r JOIN articles self ON self.id = r.article_id
    JOIN articles ra ON ra.id = r.related_id JOIN pmses rp ON rp.id = ra.pms_id
  WHERE r.article_id = ${articleId} AND ${publicArticle('ra', 'rp')})`

/** The related articles as cards, in the order `relatedIdsOf` gave. */
async function loadRelated(payload: Payload, ids: number[], baseUrl: string): Promise<ArticleSummary[]> {
  return ids.length === 0 ? [] : loadArticlesById(payload, ids, baseUrl)
}

async function relatedIdsOfArticle(payload: Payload, articleId: number): Promise<number[]> {
  const rows = await preparedRows(payload, sql`SELECT ${relatedIdsOf(sql`${articleId}`)} AS related`)
  return (rows[0] as { related: number[] }).related
}

/**
 * The cards of the article's related articles, as `relatedIdsOf` and then `loadArticlesById` give them, as a JSON
 * array read by the article's own statement. `article` is the outer statement's row: inside, `a`, `p`, `au` and `m`
 * are the related article, its PMS, author and image, as `summaryColumns` reads them.
 */
const relatedCardsOf = (article: SQL) => sql`(
  SELECT coalesce(json_agg(card ORDER BY card.rank), '[]'::json) FROM (
    SELECT ${summaryColumns},
      row_number() OVER (ORDER BY (a.category_id = self.category_id) DESC NULLS LAST, (a.pms_id = self.pms_id) DESC, r.position) AS rank
    FROM article_related r JOIN articles self ON self.id = r.article_id
      JOIN articles a ON a.id = r.related_id JOIN pmses p ON p.id = a.pms_id
      LEFT JOIN authors au ON au.id = a.author_id LEFT JOIN media m ON m.id = a.image_id
    WHERE r.article_id = ${article}.id AND ${publicArticle('a', 'p')}) card)`

/** Cards in their order, each article once (where it was first listed, as `loadArticlesById` gives an id asked twice). */
function distinctCards(rows: SummaryRow[], baseUrl: string): ArticleSummary[] {
  const seen = new Set<number>()
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id))).map(summaryOf(baseUrl))
}

/**
 * A published article with what its page shows of its PMS, author, category, featured image and related articles,
 * in one statement: the page is read far more often than written, mostly by crawlers on the long tail, where every
 * read is a cache miss; each further round trip cost the server about as much CPU as rendering the page.
 */
async function findPublishedArticle(payload: Payload, pmsSlug: string, articleSlug: string, baseUrl: string) {
  const rows = await preparedRows(
    payload,
    sql`
    SELECT found.*, ${relatedCardsOf(sql`found`)} AS related_cards, ${storedImageOfUrl(sql`found.featured_image`)} AS featured_media
    FROM (
      SELECT a.id, a.title, a.slug, a.excerpt, a.summary, a.body, a.meta_description, a.published_at, a.updated_at,
        a.reading_time_minutes, a.featured_image, a.featured_image_caption,
        p.name AS pms_name, p.slug AS pms_slug, au.name AS author_name, au.slug AS author_slug,
        c.name AS category_name, c.slug AS category_slug
      FROM articles a JOIN pmses p ON p.id = a.pms_id JOIN authors au ON au.id = a.author_id
      LEFT JOIN categories c ON c.id = a.category_id
      WHERE a.slug = ${articleSlug} AND p.slug = ${pmsSlug} AND ${publicArticle('a', 'p')}
      LIMIT 1) found`,
  )
  const row = rows[0] as
    (Record<string, unknown> & { related_cards: SummaryRow[]; featured_media: FoundImage | null }) | undefined
  if (!row) return null
  const iso = (value: unknown) =>
    value instanceof Date ? value.toISOString() : value === null ? null : new Date(String(value)).toISOString()
  // The shape Payload gives an article read with depth 1, as far as the page reads it.
  const article = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    summary: row.summary,
    body: row.body,
    meta_description: row.meta_description,
    published_at: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    reading_time_minutes: row.reading_time_minutes === null ? null : Number(row.reading_time_minutes),
    featured_image: row.featured_image,
    featured_image_caption: row.featured_image_caption,
    pms: { name: row.pms_name, slug: row.pms_slug },
    author: { name: row.author_name, slug: row.author_slug },
    category: row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
  } as unknown as Article
  return { article, known: { related: distinctCards(row.related_cards, baseUrl), image: row.featured_media } }
}

export async function loadArticlePage(
  payload: Payload,
  pmsSlug: string,
  articleSlug: string,
  baseUrl: string,
): Promise<ArticlePage | null> {
  if (!isSlug(pmsSlug) || !isSlug(articleSlug)) return null
  const found = await findPublishedArticle(payload, pmsSlug, articleSlug, baseUrl)
  return found && articlePageOf(payload, found.article, baseUrl, found.known)
}

/**
 * The page of an article read with depth 1 (its PMS, author and category populated), whichever version it is; null
 * when it lacks what the page cannot do without: a slug, a PMS with a slug, an author.
 */
export async function articlePageOf(
  payload: Payload,
  article: Article,
  baseUrl: string,
  known?: { related: ArticleSummary[]; image: FoundImage | null },
): Promise<ArticlePage | null> {
  const pms = asObject<Pmse>(article.pms)
  const author = asObject<Author>(article.author)
  if (!article.slug || !pms?.slug || !author) return null
  const category = asObject<Category>(article.category)
  // A published article's page has read both with the article (`findPublishedArticle`); a preview reads them here.
  const [image, related] = known
    ? [await featuredImageOf(payload, article, known.image, baseUrl), known.related]
    : await Promise.all([
        loadFeaturedImage(payload, article, baseUrl),
        relatedIdsOfArticle(payload, article.id).then((ids) => loadRelated(payload, ids, baseUrl)),
      ])
  return {
    title: article.title,
    url: absolute(baseUrl, articlePath(pms.slug, article.slug)),
    markdownUrl: absolute(baseUrl, articleMarkdownPath(pms.slug, article.slug)),
    excerpt: article.excerpt ?? null,
    summary: article.summary ?? null,
    body: article.body ?? '',
    description: article.meta_description ?? article.excerpt ?? null,
    publishedAt: article.published_at ?? null,
    updatedAt: article.updatedAt,
    readingTimeMinutes: article.reading_time_minutes ?? null,
    pms: { name: pms.name, url: absolute(baseUrl, pmsPath(pms.slug)) },
    author: { name: author.name, url: absolute(baseUrl, authorPath(author.slug ?? '')) },
    category: category?.slug ? { name: category.name, url: absolute(baseUrl, categoryPath(category.slug)) } : null,
    image,
    related,
  }
}
