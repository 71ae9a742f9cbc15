/**
 * Article lists on hubs, listings and the home page: the published ones, newest first, as plain links. One statement
 * a page, its count included: these lists are on every listing miss, and Payload's `find` with depth built and ran
 * a query for the page, one for its PMSes and one for the count.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from '../../db/adapter'
import { publicArticle } from '../../db/publicVisibility'
import { absolute, articlePath } from '../paths'

export interface ArticleSummary {
  title: string
  url: string
  excerpt: string | null
  publishedAt: string | null
  pmsName: string
}

export interface ArticleList {
  articles: ArticleSummary[]
  page: number
  totalPages: number
  totalDocs: number
}

export const PAGE_SIZE = 10

/** Which articles a list shows: those of one PMS, category or author, the featured ones, or all. */
export type ArticleFilter = { pms: number } | { category: number } | { author: number } | { featured: true } | Record<string, never>

function conditionOf(filter: ArticleFilter): SQL {
  if ('pms' in filter) return sql`a.pms_id = ${filter.pms}`
  if ('category' in filter) return sql`a.category_id = ${filter.category}`
  if ('author' in filter) return sql`a.author_id = ${filter.author}`
  if ('featured' in filter) return sql`a.is_featured`
  return sql`true`
}

interface SummaryRow {
  title: string
  slug: string
  excerpt: string | null
  published_at: Date | string | null
  pms_slug: string
  pms_name: string
  total?: string | number
}

const summaryOf = (baseUrl: string) => (row: SummaryRow): ArticleSummary => ({
  title: row.title,
  url: absolute(baseUrl, articlePath(row.pms_slug, row.slug)),
  excerpt: row.excerpt,
  publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
  pmsName: row.pms_name,
})

async function summaryRows(payload: Payload, filter: ArticleFilter, { counted, limit, offset }: { counted: boolean; limit: number; offset: number }): Promise<SummaryRow[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT a.title, a.slug, a.excerpt, a.published_at, p.slug AS pms_slug, p.name AS pms_name${counted ? sql`, count(*) OVER () AS total` : sql``}
    FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE ${publicArticle('a', 'p')} AND ${conditionOf(filter)}
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT ${limit} OFFSET ${offset}`)
  return rows as unknown as SummaryRow[]
}

/**
 * The newest `limit` articles, without a count: the home page's lists. Counting made PostgreSQL visit every public
 * article on each home miss (1.3 s at 100,000 articles); without it the newest few come straight off the
 * `published_at` index.
 */
export async function loadLatestArticles(payload: Payload, filter: ArticleFilter, baseUrl: string, limit: number): Promise<ArticleSummary[]> {
  return (await summaryRows(payload, filter, { counted: false, limit, offset: 0 })).map(summaryOf(baseUrl))
}

/** One page of a paginated list, with the count its page numbers need. */
export async function loadArticleSummaries(payload: Payload, filter: ArticleFilter, baseUrl: string, page = 1, limit = PAGE_SIZE): Promise<ArticleList> {
  const found = await summaryRows(payload, filter, { counted: true, limit, offset: (page - 1) * limit })
  // Past the last page there is no row to carry the count: such a page is not found by its callers anyway.
  const totalDocs = Number(found[0]?.total ?? 0)
  return { articles: found.map(summaryOf(baseUrl)), page, totalPages: Math.ceil(totalDocs / limit), totalDocs }
}
