/**
 * Article lists on hubs, listings, the archive and the home page: the published ones, newest first, each with what
 * its card shows (PMS, author, date, the featured image's responsive sizes). One statement a page, its count
 * included: these lists are on every listing miss, and Payload's `find` with depth built and ran a query for the
 * page, one for its PMSes and one for the count.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'
import { type BylineAuthor, articleIdsBylinedBy, bylineOf } from './byline'
import { publicMediaPath } from '../../ground/media/mediaFiles'
import { absolute, articlePath, authorPath, pmsPath } from '../../ground/paths'

export interface ArticleSummary {
  id: number
  title: string
  url: string
  excerpt: string | null
  publishedAt: string | null
  pmsName: string
  pmsUrl: string
  /** The lead author: the first of `authors`. */
  author: { name: string; url: string } | null
  /** The byline, in order (./byline.ts). */
  authors: Array<{ name: string; url: string }>
  image: CardImage | null
}

/** A stored featured image as a card shows it: its 16:9 thumbnail and wider sizes for `srcset`. */
export interface CardImage {
  src: string
  srcset: string
  width: number
  height: number
  alt: string
}

export interface ArticleList {
  articles: ArticleSummary[]
  page: number
  totalPages: number
  totalDocs: number
}

export const PAGE_SIZE = 10

/**
 * Which articles a list shows: those of a PMS, a category, a tag or an author (any of its byline), or of a PMS in a
 * category, the featured ones, some by id, or all.
 */
export interface ArticleFilter {
  pms?: number
  category?: number
  tag?: number
  author?: number
  featured?: true
  ids?: number[]
}

const idArray = (ids: number[]) => `{${ids.map(Number).join(',')}}`

/**
 * The condition on an article `a` of a list: the one definition of which articles are a PMS's, a category's, a tag's
 * or an author's, for the lists of pages and the feeds of each list (src/content/articles/feedArticles.ts) alike.
 */
export function articleListCondition(filter: ArticleFilter): SQL {
  const conditions = [
    ...(filter.pms !== undefined ? [sql`a.pms_id = ${filter.pms}`] : []),
    ...(filter.category !== undefined ? [sql`a.category_id = ${filter.category}`] : []),
    ...(filter.tag !== undefined
      ? [sql`a.id IN (SELECT r.parent_id FROM articles_rels r WHERE r.tags_id = ${filter.tag} AND r.path = 'tags')`]
      : []),
    // Every article the author is named on, lead or not.
    ...(filter.author !== undefined ? [sql`a.id = ANY (${articleIdsBylinedBy(sql`${filter.author}`)})`] : []),
    ...(filter.featured ? [sql`a.is_featured`] : []),
    ...(filter.ids ? [sql`a.id = ANY(${idArray(filter.ids)}::int[])`] : []),
  ]
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`
}

/** A row of `summaryColumns`, as drizzle reads it or as JSON. */
export interface SummaryRow {
  title: string
  slug: string
  id: number
  excerpt: string | null
  published_at: Date | string | null
  pms_slug: string
  pms_name: string
  author_name: string | null
  author_slug: string | null
  authors: BylineAuthor[]
  image: ImageRow | null
  total?: string | number
}

interface ImageRow {
  prefix: string
  alt: string
  filename: string
  width: number
  height: number
  sizes: Array<{ filename: string | null; width: number | null; height: number | null }>
}

function cardImageOf(image: ImageRow | null, baseUrl: string): CardImage | null {
  if (!image?.filename || !image.width || !image.height) return null
  const url = (filename: string) => absolute(baseUrl, publicMediaPath(image.prefix, filename))
  const candidates = [...image.sizes, { filename: image.filename, width: image.width, height: image.height }]
    .filter((size): size is { filename: string; width: number; height: number } =>
      Boolean(size.filename && size.width && size.height),
    )
    .sort((a, b) => a.width - b.width)
  // The card's own size when there is one (800 px wide), else the smallest there is.
  const shown = candidates.find((size) => size.width >= 800) ?? candidates[candidates.length - 1]!
  return {
    src: url(shown.filename),
    srcset: candidates.map((size) => `${url(size.filename)} ${size.width}w`).join(', '),
    width: shown.width,
    height: shown.height,
    alt: image.alt,
  }
}

export const summaryOf =
  (baseUrl: string) =>
  (row: SummaryRow): ArticleSummary => ({
    id: row.id,
    title: row.title,
    url: absolute(baseUrl, articlePath(row.pms_slug, row.slug)),
    excerpt: row.excerpt,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    pmsName: row.pms_name,
    pmsUrl: absolute(baseUrl, pmsPath(row.pms_slug)),
    author:
      row.author_name && row.author_slug
        ? { name: row.author_name, url: absolute(baseUrl, authorPath(row.author_slug)) }
        : null,
    authors: row.authors.map((author) => ({ name: author.name, url: absolute(baseUrl, authorPath(author.slug)) })),
    image: cardImageOf(row.image, baseUrl),
  })

/**
 * What a card shows of an article `a` of PMS `p`, its author `au` and image `m` (joined by the statement around it):
 * one list of columns, so a statement that reads cards as JSON (an article page's related articles) reads the same.
 */
export const summaryColumns = sql`a.id, a.title, a.slug, a.excerpt, a.published_at, p.slug AS pms_slug, p.name AS pms_name,
           au.name AS author_name, au.slug AS author_slug, ${bylineOf(sql`a`)} AS authors,
           CASE WHEN m.id IS NOT NULL THEN json_build_object(
             'prefix', m.prefix, 'alt', m.alt, 'filename', m.filename, 'width', m.width, 'height', m.height,
             'sizes', json_build_array(
               json_build_object('filename', m.sizes_thumbnail_filename, 'width', m.sizes_thumbnail_width, 'height', m.sizes_thumbnail_height),
               json_build_object('filename', m.sizes_card_filename, 'width', m.sizes_card_width, 'height', m.sizes_card_height),
               json_build_object('filename', m.sizes_wide_filename, 'width', m.sizes_wide_width, 'height', m.sizes_wide_height)))
           END AS image`

async function summaryRows(
  payload: Payload,
  filter: ArticleFilter,
  { counted, limit, offset }: { counted: boolean; limit: number; offset: number },
): Promise<SummaryRow[]> {
  // Articles asked for by id come in the order asked; every list is newest first.
  const order = filter.ids
    ? sql`array_position(${idArray(filter.ids)}::int[], a.id)`
    : sql`a.published_at DESC, a.id DESC`
  const rows = await preparedRows(
    payload,
    sql`
    SELECT ${summaryColumns}${counted ? sql`, count(*) OVER () AS total` : sql``}
    FROM articles a JOIN pmses p ON p.id = a.pms_id
      LEFT JOIN authors au ON au.id = a.author_id
      LEFT JOIN media m ON m.id = a.image_id
    WHERE ${publicArticle('a', 'p')} AND ${articleListCondition(filter)}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows as unknown as SummaryRow[]
}

/**
 * The newest `limit` articles, without a count: the home page's lists. Counting made PostgreSQL visit every public
 * article on each home miss (1.3 s at 100,000 articles); without it the newest few come straight off the
 * `published_at` index.
 */
export async function loadLatestArticles(
  payload: Payload,
  filter: ArticleFilter,
  baseUrl: string,
  limit: number,
): Promise<ArticleSummary[]> {
  return (await summaryRows(payload, filter, { counted: false, limit, offset: 0 })).map(summaryOf(baseUrl))
}

/** The public ones of these articles, in the order of `ids`. */
export async function loadArticlesById(payload: Payload, ids: number[], baseUrl: string): Promise<ArticleSummary[]> {
  return (await summaryRows(payload, { ids }, { counted: false, limit: ids.length, offset: 0 })).map(summaryOf(baseUrl))
}

/** One page of a paginated list, with the count its page numbers need. */
export async function loadArticleSummaries(
  payload: Payload,
  filter: ArticleFilter,
  baseUrl: string,
  page = 1,
  limit = PAGE_SIZE,
): Promise<ArticleList> {
  const found = await summaryRows(payload, filter, { counted: true, limit, offset: (page - 1) * limit })
  // Past the last page there is no row to carry the count: such a page is not found by its callers anyway.
  const totalDocs = Number(found[0]?.total ?? 0)
  return { articles: found.map(summaryOf(baseUrl)), page, totalPages: Math.ceil(totalDocs / limit), totalDocs }
}
