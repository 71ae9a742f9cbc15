/**
 * `/sitemap.xml` (sitemaps.org 0.9): every indexable URL with its `lastmod`. Up to 2,000 URLs it is one `urlset`,
 * the other pages first, then the articles in id order. Beyond that it is a `sitemapindex` of the pages' sitemap and
 * the articles' sitemaps, one per range of 2,000 article ids (src/paths.ts), so that a change to an article
 * touches only the sitemap of its range, and a sitemap of articles is one indexed range scan. PostgreSQL writes the
 * articles' `<url>` lines (docs/decisions/033).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../db/adapter'
import { asyncDigestCache } from '../lib/digestMemo'
import { newestChangeFirst, publicArticle, publicArticleOwnRule, publicPms } from '../db/publicVisibility'
import { loadSitemapPages, type SitemapPage } from '../site/loaders/loadSitemapPages'
import { ARTICLE_IDS_PER_SITEMAP, articleSitemapPath, MAX_ARTICLE_ID, pagesSitemapPath } from '../paths'
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

interface ArticleRanges {
  /** The article sitemaps that hold a public article, with their newest change. */
  sitemaps: ArticleSitemap[]
  /** How many public articles there are, counted up to `URLS_IN_ONE_SITEMAP + 1`. */
  countUpToOneSitemap: number
}

/**
 * The ranges of article ids that hold a public article, each dated by its newest change: one probe per range of a
 * partial index by range and change date (migration 20261126_100000), the PMS rule checked against a list of the
 * public PMS ids; and a count that stops past what one sitemap holds. A pass grouped by range sorted every public
 * article instead (90–180 ms of PostgreSQL's CPU at 100,000 articles; docs/performance.md).
 */
async function loadArticleRanges(payload: Payload): Promise<ArticleRanges> {
  const visible = sql`${publicArticleOwnRule('a')} AND a.pms_id = ANY ((SELECT ids FROM visible_pms_ids)::int[])`
  const rows = await preparedRows(
    payload,
    sql`
    WITH visible_pms_ids AS MATERIALIZED (SELECT coalesce(array_agg(p.id), '{}') AS ids FROM pmses p WHERE ${publicPms('p')})
    SELECT range + 1 AS part, newest.at AS lastmod,
      (SELECT count(*)::int FROM (SELECT 1 FROM articles a WHERE ${visible} LIMIT ${URLS_IN_ONE_SITEMAP + 1}) counted) AS bounded_count
    FROM generate_series(0, (SELECT coalesce((max(id) - 1) / ${sql.raw(String(ARTICLE_IDS_PER_SITEMAP))}, -1) FROM articles)) AS range,
    LATERAL (
      SELECT a.updated_at AS at FROM articles a
      WHERE (a.id - 1) / ${sql.raw(String(ARTICLE_IDS_PER_SITEMAP))} = range AND ${visible}
      ORDER BY ${newestChangeFirst('a')} LIMIT 1
    ) newest
    ORDER BY part`,
  )
  const ranges = rows as Array<{ part: number; lastmod: Date | string; bounded_count: number }>
  return {
    sitemaps: ranges.map((row) => ({ part: row.part, lastmod: new Date(row.lastmod) })),
    countUpToOneSitemap: ranges[0]?.bounded_count ?? 0,
  }
}

/** The five markup characters of a text column escaped, as escapeXml does (slugs hold none of the characters XML forbids). */
const escapedInSql = (column: SQL): SQL =>
  sql`replace(replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&apos;')`

/** The public articles with ids in `(afterId, throughId]` (no upper bound: null), as `articles a JOIN pmses p`. */
const publicArticlesInRange = (afterId: number, throughId: number | null): SQL => sql`
  FROM articles a JOIN pmses p ON p.id = a.pms_id
  WHERE ${publicArticle('a', 'p')} AND a.id > ${afterId}${throughId === null ? sql`` : sql` AND a.id <= ${throughId}`}`

/**
 * The `<url>` lines of the public articles of a range, in id order, as `url()` writes them (`lastmod` as
 * `toISOString` does), in one statement: a range of the primary key, at most 2,000 rows.
 */
async function articleUrls(
  payload: Payload,
  baseUrl: string,
  afterId: number,
  throughId: number | null,
): Promise<string> {
  const rows = await preparedRows(
    payload,
    sql`
    SELECT string_agg(line, '' ORDER BY id) AS xml FROM (
      SELECT a.id, '<url><loc>' || ${escapeXml(baseUrl)} || '/' || ${escapedInSql(sql`p.slug`)} || '/' || ${escapedInSql(sql`a.slug`)}
        || '</loc><lastmod>' || to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || E'</lastmod></url>\n' AS line
      ${publicArticlesInRange(afterId, throughId)}
    ) lines`,
  )
  return (rows[0] as { xml: string | null } | undefined)?.xml ?? ''
}

/**
 * What a range's lines are made of: the version of each public article's row and of its PMS's (id and `xmin`, which
 * every update of a row changes, whoever writes it), as one digest; null when the range holds no public article.
 * Reading it costs PostgreSQL a fraction of writing the lines (200 KB of them for a full range).
 */
async function rangeVersion(payload: Payload, afterId: number, throughId: number | null): Promise<string | null> {
  const rows = await preparedRows<{ version: string | null }>(
    payload,
    sql`
    SELECT md5(string_agg(a.id || ':' || a.xmin || ':' || p.id || ':' || p.xmin, ',' ORDER BY a.id)) AS version
    ${publicArticlesInRange(afterId, throughId)}`,
  )
  return rows[0]?.version ?? null
}

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
  const [pages, ranges] = await Promise.all([loadSitemapPages(payload), loadArticleRanges(payload)])
  if (pages.length + ranges.countUpToOneSitemap > URLS_IN_ONE_SITEMAP)
    return sitemapIndex(baseUrl, pages, ranges.sitemaps)
  const articles = ranges.countUpToOneSitemap > 0 ? await articleUrls(payload, baseUrl, 0, null) : ''
  return `${URLSET_OPEN}${pageUrls(baseUrl, pages)}${articles}${URLSET_CLOSE}`
}

/** `/sitemaps/pages.xml`: every page that is not an article. */
export async function pagesSitemap(payload: Payload, baseUrl: string): Promise<string> {
  return `${URLSET_OPEN}${pageUrls(baseUrl, await loadSitemapPages(payload))}${URLSET_CLOSE}`
}

/** `/sitemaps/articles-{part}.xml`: the public articles of its id range, or null when it holds none. */
export async function articleSitemap(payload: Payload, baseUrl: string, part: number): Promise<string | null> {
  const [afterId, throughId] = [
    (part - 1) * ARTICLE_IDS_PER_SITEMAP,
    Math.min(part * ARTICLE_IDS_PER_SITEMAP, MAX_ARTICLE_ID),
  ]
  const version = await rangeVersion(payload, afterId, throughId)
  if (version === null) return null
  return rememberedRanges(
    `${baseUrl}\n${part}\n${version}`,
    async () => `${URLSET_OPEN}${await articleUrls(payload, baseUrl, afterId, throughId)}${URLSET_CLOSE}`,
  )
}
