/**
 * Past URLS_PER_SITEMAP URLs (2,000; the sitemaps protocol allows up to 50,000 per file) /sitemap.xml becomes a
 * sitemap index of numbered sitemaps, all valid against the sitemaps.org schemas, which together list every URL
 * exactly once.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { URLS_PER_SITEMAP } from '../../src/discovery/sitemap'
import { useApp } from '../helpers/appFixture'
import { insertAuthor, insertPms } from '../helpers/content'
import { xmllint } from '../helpers/xmllint'

const BASE = 'https://news.example'
// The sitemaps.org schemas (copied from the project's shared fixtures, so that a clone is self-contained).
const XSD = path.resolve(import.meta.dirname, '../fixtures/xsd')
// With the home page, the hub and the author listing, one sitemap full and four URLs in the second.
const ARTICLES = URLS_PER_SITEMAP + 1

const get = (path: string) => fetch(`${app.url}${path}`)
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

const app = useApp({
  env: { BASE_URL: BASE },
  arrange: async (sql) => {
    const pms_id = await insertPms(sql, { name: 'Bulk PMS', slug: 'bulk-pms' })
    const author_id = await insertAuthor(sql, { name: 'Bulk Writer', slug: 'bulk-writer' })
    await sql(
      `INSERT INTO articles (title, slug, body, pms_id, author_id, is_published, published_at, updated_at, created_at)
       SELECT 'Story ' || n, 'story-' || n, 'Body.', $1, $2, true, now() - n * interval '1 minute', now(), now()
       FROM generate_series(1, ${ARTICLES}) AS n`,
      [pms_id, author_id],
    )
  },
})

describe('a site with more URLs than one sitemap holds', () => {
  it('gets a valid sitemap index whose numbered sitemaps are valid and list every URL once', async () => {
    const index = await (await get('/sitemap.xml')).text()
    const indexVerdict = xmllint(index, path.join(XSD, 'siteindex.xsd'))
    expect(indexVerdict.ok, indexVerdict.output).toBe(true)
    const parts = locsOf(index)
    expect(parts).toEqual([`${BASE}/sitemaps/1.xml`, `${BASE}/sitemaps/2.xml`])
    expect(index.match(/<lastmod>/g)).toHaveLength(2)

    const urls: string[] = []
    for (const part of parts) {
      const response = await get(new URL(part).pathname)
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      const sitemap = await response.text()
      const verdict = xmllint(sitemap, path.join(XSD, 'sitemap.xsd'))
      expect(verdict.ok, verdict.output).toBe(true)
      const locs = locsOf(sitemap)
      expect(locs.length).toBeLessThanOrEqual(URLS_PER_SITEMAP)
      urls.push(...locs)
    }
    // Home, the PMS hub and the author listing, then every article.
    expect(urls.length).toBe(ARTICLES + 3)
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.slice(0, 3)).toEqual([`${BASE}/`, `${BASE}/bulk-pms`, `${BASE}/authors/bulk-writer`])
    expect(urls).toContain(`${BASE}/bulk-pms/story-${ARTICLES}`)
    expect(locsOf(await (await get('/sitemaps/2.xml')).text())).toHaveLength(4)
    expect((await get('/sitemaps/3.xml')).status).toBe(404)
  })
})
