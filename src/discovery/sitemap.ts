/**
 * `/sitemap.xml` (sitemaps.org 0.9): every indexable URL with its `lastmod`. Up to 2,000 URLs it is one `urlset`;
 * beyond that a `sitemapindex` of numbered sitemaps (`/sitemaps/{n}.xml`), each a slice of one sequence: the other
 * pages first, then the articles in id order, so a new article only ever extends the last sitemap. Articles are
 * streamed from the database, so no sitemap is ever held whole in memory, and their `<url>` lines are written by
 * PostgreSQL, a batch of them a row (docs/decisions/032).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { loadSitemapPages, type SitemapPage } from '../site/loaders/loadSitemapPages'
import { drizzleOf } from '../db/adapter'
import { publicArticle } from '../db/publicVisibility'
import { escapeXml } from './xml'

/**
 * URLs in one sitemap: WordPress's size, well under the protocol's limit of 50,000. A crawler re-reads the index and
 * the sitemaps whose `lastmod` moved; a publish moves only the last one, and a sitemap is about 200 KB to send
 * again, not the 5 MB of a 50,000-URL file, whose sending alone cost the server some 45 ms of CPU (docs/decisions/032).
 */
export const URLS_PER_SITEMAP = 2_000

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
  // The pages come first: usually all in the first sitemap, in the sitemaps they fill otherwise.
  pages.forEach((page, index) => {
    const part = Math.floor(index / URLS_PER_SITEMAP)
    const kept = parts[part]
    if (page.lastmod && (!kept || page.lastmod > kept)) parts[part] = page.lastmod
  })
  return { pages, parts: Array.from(parts, (date) => date ?? null) }
}

/** Sitemap `part` (1-based) of the layout as a `urlset`, piece by piece. */
export async function* urlset(payload: Payload, baseUrl: string, layout: SitemapLayout, part: number): AsyncGenerator<string> {
  yield `${HEADER}<urlset xmlns="${NAMESPACE}">\n`
  const start = (part - 1) * URLS_PER_SITEMAP
  const pages = layout.pages.slice(start, start + URLS_PER_SITEMAP)
  yield pages.map((page) => url(`${baseUrl}${page.path}`, page.lastmod)).join('')
  yield* articleUrls(payload, baseUrl, Math.max(0, start - layout.pages.length), URLS_PER_SITEMAP - pages.length)
  yield '</urlset>\n'
}

const BATCH_SIZE = 2000

/** The five markup characters of a text column escaped, as escapeXml does (slugs hold none of the characters XML forbids). */
const escapedInSql = (column: SQL): SQL => sql`replace(replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&apos;')`

/**
 * The `<url>` lines of `take` published articles in id order after the first `skip`, as `url()` writes them
 * (`lastmod` as `toISOString` does), one batch a statement, continued by keyset.
 */
async function* articleUrls(payload: Payload, baseUrl: string, skip: number, take: number): AsyncGenerator<string> {
  let left = take
  let afterId = 0
  let offset = skip
  while (left > 0) {
    const { rows } = await drizzleOf(payload).execute(sql`
      SELECT max(id) AS last_id, count(*)::int AS count, string_agg(line, '' ORDER BY id) AS xml FROM (
        SELECT a.id, '<url><loc>' || ${escapeXml(baseUrl)} || '/' || ${escapedInSql(sql`p.slug`)} || '/' || ${escapedInSql(sql`a.slug`)}
          || '</loc><lastmod>' || to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || E'</lastmod></url>\n' AS line
        FROM articles a JOIN pmses p ON p.id = a.pms_id
        WHERE ${publicArticle('a', 'p')} AND a.id > ${afterId}
        ORDER BY a.id LIMIT ${Math.min(BATCH_SIZE, left)} OFFSET ${offset}
      ) batch`)
    const batch = rows[0] as { last_id: number | null; count: number; xml: string | null }
    if (batch.xml) yield batch.xml
    if (batch.count < Math.min(BATCH_SIZE, left) || batch.last_id === null) return
    left -= batch.count
    afterId = batch.last_id
    // Only the first batch skips by offset; the following ones continue from the last id.
    offset = 0
  }
}

export function sitemapIndex(baseUrl: string, layout: SitemapLayout): string {
  const entries = layout.parts.map(
    (lastmod, index) => `<sitemap><loc>${escapeXml(`${baseUrl}${sitemapPartPath(index + 1)}`)}</loc>${lastmodOf(lastmod)}</sitemap>\n`,
  )
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`
}
