/**
 * `/sitemap.xml` (sitemaps.org 0.9): every indexable URL with its `lastmod`. Up to 50,000 URLs it is one `urlset`;
 * beyond that, the protocol's limit, it is a `sitemapindex` of numbered sitemaps (`/sitemaps/{n}.xml`), each a
 * slice of one sequence: the other pages first, then the articles in id order, so a new article only ever extends
 * the last sitemap. Articles are streamed from the database, so no sitemap is ever held whole in memory.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { loadSitemapPages, type SitemapPage } from '../site/loaders/loadSitemapPages'
import { publishedArticlesById } from '../site/loaders/publishedArticleStream'
import { articlePath } from '../site/paths'
import { escapeXml } from './xml'
import { drizzleOf } from '../db/adapter'
import { publicArticle } from '../db/publicVisibility'

/** The sitemaps protocol's limit of URLs in one file. */
export const URLS_PER_SITEMAP = 50_000

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'

export interface SitemapLayout {
  pages: SitemapPage[]
  /** The newest change in each numbered sitemap, in order (null: nothing in it has a date); one when all fit in one. */
  parts: Array<Date | null>
}

export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`

const lastmodOf = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '')
const url = (loc: string, lastmod: Date | null) => `<url><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}</url>\n`

/** How the URLs split into sitemaps, with each one's newest change, from two statements. */
export async function loadSitemapLayout(payload: Payload): Promise<SitemapLayout> {
  const pages = await loadSitemapPages(payload)
  const articleParts = await drizzleOf(payload).execute(sql`
    SELECT part, max(updated_at) AS lastmod FROM (
      SELECT ((row_number() OVER (ORDER BY a.id) - 1 + ${pages.length}) / ${URLS_PER_SITEMAP})::int AS part, a.updated_at
      FROM articles a JOIN pmses p ON p.id = a.pms_id
      WHERE ${publicArticle('a', 'p')}
    ) numbered GROUP BY part ORDER BY part`)
  const parts: Array<Date | null> = [null]
  for (const row of articleParts.rows as Array<{ part: number; lastmod: Date | string }>) parts[row.part] = new Date(row.lastmod)
  // The pages all sit in the first sitemap (there are far fewer than 50,000 of them).
  for (const page of pages) if (page.lastmod && (!parts[0] || page.lastmod > parts[0])) parts[0] = page.lastmod
  return { pages, parts: Array.from(parts, (date) => date ?? null) }
}

/** Sitemap `part` (1-based) of the layout as a `urlset`, piece by piece. */
export async function* urlset(payload: Payload, baseUrl: string, layout: SitemapLayout, part: number): AsyncGenerator<string> {
  yield `${HEADER}<urlset xmlns="${NAMESPACE}">\n`
  const start = (part - 1) * URLS_PER_SITEMAP
  const pages = layout.pages.slice(start, start + URLS_PER_SITEMAP)
  yield pages.map((page) => url(`${baseUrl}${page.path}`, page.lastmod)).join('')
  const skip = Math.max(0, start - layout.pages.length)
  let lines: string[] = []
  for await (const article of publishedArticlesById(payload, skip, URLS_PER_SITEMAP - pages.length)) {
    lines.push(url(`${baseUrl}${articlePath(article.pmsSlug, article.slug)}`, article.updatedAt))
    if (lines.length === 1000) {
      yield lines.join('')
      lines = []
    }
  }
  yield `${lines.join('')}</urlset>\n`
}

export function sitemapIndex(baseUrl: string, layout: SitemapLayout): string {
  const entries = layout.parts.map(
    (lastmod, index) => `<sitemap><loc>${escapeXml(`${baseUrl}${sitemapPartPath(index + 1)}`)}</loc>${lastmodOf(lastmod)}</sitemap>\n`,
  )
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`
}
