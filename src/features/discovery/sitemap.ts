/**
 * `/sitemap.xml` (sitemaps.org 0.9): every indexable URL with its `lastmod`. Up to 2,000 URLs it is one `urlset`,
 * the other pages first, then the articles in id order. Beyond that it is a `sitemapindex` of the pages' sitemap and
 * the articles' sitemaps, one per range of 2,000 article ids (src/ground/paths.ts), so that a change to an article
 * touches only the sitemap of its range, and a sitemap of articles is one indexed range scan. PostgreSQL writes the
 * articles' `<url>` lines (docs/decisions/033).
 */
import type { Payload } from 'payload'

import {
  type ArticleIdRange,
  publicArticleLinesInRange,
  publicArticleRanges,
  publicArticleRangeVersion,
} from '../../content/articles/publicArticlesForSitemaps'
import { asyncDigestCache } from '../../ground/lib/digestMemo'
import { ARTICLE_IDS_PER_SITEMAP, articleSitemapPath, MAX_ARTICLE_ID, pagesSitemapPath } from '../../ground/paths'
import { loadSitemapPages, type SitemapPage } from './loadSitemapPages'
import { escapeXml } from './xml'

/**
 * Past this many URLs `/sitemap.xml` becomes an index: WordPress's size, well under the protocol's 50,000. A
 * crawler re-reads the sitemaps whose `lastmod` moved, each about 200 KB, not one file of megabytes.
 */
export const URLS_IN_ONE_SITEMAP = 2_000

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = `${HEADER}<urlset xmlns="${NAMESPACE}">\n`
const URLSET_CLOSE = '</urlset>\n'

const lastmodOf = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '')
const url = (loc: string, lastmod: Date | null) => `<url><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}</url>\n`
const pageUrls = (baseUrl: string, pages: SitemapPage[]) =>
  pages.map((page) => url(`${baseUrl}${page.path}`, page.lastmod)).join('')

interface ArticleSitemap {
  part: number
  lastmod: Date
}

/**
 * The `<url>` lines of the public articles of a range, in id order, as `url()` writes them, written by PostgreSQL in
 * one statement (src/content/articles/publicArticlesForSitemaps.ts).
 */
const articleUrls = (payload: Payload, baseUrl: string, range: ArticleIdRange): Promise<string> =>
  publicArticleLinesInRange(payload, range, {
    before: `<url><loc>${escapeXml(baseUrl)}`,
    between: '</loc><lastmod>',
    after: '</lastmod></url>\n',
  })

/**
 * The sitemaps of article ranges by their version: a crawler reads every range, while a publication or an edit
 * changes one. About 200 KB each, so at most 64 of them (13 MB); an unchanged range is sent as written before.
 */
const rememberedRanges = asyncDigestCache<string>({ maxEntries: 64 })

function sitemapIndex(baseUrl: string, pages: SitemapPage[], articleSitemaps: ArticleSitemap[]): string {
  const newestPage = pages.reduce<Date | null>(
    (newest, page) => (page.lastmod && (!newest || page.lastmod > newest) ? page.lastmod : newest),
    null,
  )
  const entry = (path: string, lastmod: Date | null) =>
    `<sitemap><loc>${escapeXml(`${baseUrl}${path}`)}</loc>${lastmodOf(lastmod)}</sitemap>\n`
  const entries = [
    entry(pagesSitemapPath, newestPage),
    ...articleSitemaps.map((sitemap) => entry(articleSitemapPath(sitemap.part), sitemap.lastmod)),
  ]
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`
}

/** `/sitemap.xml`: every URL in one `urlset` while they fit, else the index of the sitemaps. */
export async function rootSitemap(payload: Payload, baseUrl: string): Promise<string> {
  // The public articles are counted up to one past what one sitemap holds.
  const [pages, articles] = await Promise.all([
    loadSitemapPages(payload),
    publicArticleRanges(payload, URLS_IN_ONE_SITEMAP + 1),
  ])
  if (pages.length + articles.boundedCount > URLS_IN_ONE_SITEMAP) return sitemapIndex(baseUrl, pages, articles.ranges)
  const lines = articles.boundedCount > 0 ? await articleUrls(payload, baseUrl, { afterId: 0, throughId: null }) : ''
  return `${URLSET_OPEN}${pageUrls(baseUrl, pages)}${lines}${URLSET_CLOSE}`
}

/** `/sitemaps/pages.xml`: every page that is not an article. */
export async function pagesSitemap(payload: Payload, baseUrl: string): Promise<string> {
  return `${URLSET_OPEN}${pageUrls(baseUrl, await loadSitemapPages(payload))}${URLSET_CLOSE}`
}

/** `/sitemaps/articles-{part}.xml`: the public articles of its id range, or null when it holds none. */
export async function articleSitemap(payload: Payload, baseUrl: string, part: number): Promise<string | null> {
  const range: ArticleIdRange = {
    afterId: (part - 1) * ARTICLE_IDS_PER_SITEMAP,
    throughId: Math.min(part * ARTICLE_IDS_PER_SITEMAP, MAX_ARTICLE_ID),
  }
  const version = await publicArticleRangeVersion(payload, range)
  if (version === null) return null
  return rememberedRanges(
    `${baseUrl}\n${part}\n${version}`,
    async () => `${URLSET_OPEN}${await articleUrls(payload, baseUrl, range)}${URLSET_CLOSE}`,
  )
}
