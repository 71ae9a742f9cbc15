/**
 * Past URLS_IN_ONE_SITEMAP URLs (2,000; the sitemaps protocol allows up to 50,000 per file) /sitemap.xml becomes a
 * sitemap index of the pages' sitemap and one sitemap per range of 2,000 article ids (docs/decisions/033), all
 * valid against the sitemaps.org schemas, which together list every URL exactly once.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { URLS_IN_ONE_SITEMAP } from '../../src/features/discovery/sitemap'
import { ARTICLE_IDS_PER_SITEMAP } from '../../src/ground/paths'
import { useApp } from '../helpers/appFixture'
import { insertAuthor, insertCategory, insertPms } from '../helpers/content'
import { xmllint } from '../helpers/xmllint'

const BASE = 'https://news.example'
// The sitemaps.org schemas (copied from the project's shared fixtures, so that a clone is self-contained).
const XSD = path.resolve(import.meta.dirname, '../fixtures/xsd')
// Articles with ids 1 to 2,001: a full range of ids and one article in the next; with the home page, the hub and the
// author listing, more than one sitemap holds.
const ARTICLES = ARTICLE_IDS_PER_SITEMAP + 1

const get = (path: string) => fetch(`${app.url}${path}`)
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

const app = useApp({
  // Uncached: a statement below changes articles behind the app's back.
  env: { BASE_URL: BASE, PAGE_CACHE_TTL_SECONDS: '0' },
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
  it('gets a valid sitemap index whose sitemaps are valid and list every URL once', async () => {
    expect(ARTICLES + 5).toBeGreaterThan(URLS_IN_ONE_SITEMAP)
    const index = await (await get('/sitemap.xml')).text()
    const indexVerdict = xmllint(index, path.join(XSD, 'siteindex.xsd'))
    expect(indexVerdict.ok, indexVerdict.output).toBe(true)
    const sitemaps = locsOf(index)
    expect(sitemaps).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/articles-1.xml`,
      `${BASE}/sitemaps/articles-2.xml`,
    ])
    expect(index.match(/<lastmod>/g)).toHaveLength(3)

    const urls: string[][] = []
    for (const sitemap of sitemaps) {
      const response = await get(new URL(sitemap).pathname)
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      const xml = await response.text()
      const verdict = xmllint(xml, path.join(XSD, 'sitemap.xsd'))
      expect(verdict.ok, verdict.output).toBe(true)
      urls.push(locsOf(xml))
    }
    // Home, the PMS directory, the archive, the PMS hub and the author listing; then the articles by id range.
    expect(urls.map((locs) => locs.length)).toEqual([5, ARTICLE_IDS_PER_SITEMAP, 1])
    expect(urls[0]).toEqual([
      `${BASE}/`,
      `${BASE}/directory`,
      `${BASE}/news`,
      `${BASE}/bulk-pms`,
      `${BASE}/authors/bulk-writer`,
    ])
    expect(urls[1]![0]).toBe(`${BASE}/bulk-pms/story-1`)
    expect(urls[2]).toEqual([`${BASE}/bulk-pms/story-${ARTICLES}`])
    expect(new Set(urls.flat()).size).toBe(ARTICLES + 5)
  })

  it('answers 404 for a range of ids with no public article, past the largest id there can be, and for a name it does not use', async () => {
    for (const file of [
      'articles-3.xml',
      'articles-0.xml',
      '1.xml',
      'pages',
      'articles-1.xml.gz',
      'articles-1073742.xml',
      'articles-1073743.xml',
      'articles-999999999.xml',
    ])
      expect((await get(`/sitemaps/${file}`)).status, file).toBe(404)
  })

  it('leaves out of its range an article that is not public, and drops a range once none in it is', async () => {
    await app.sql(`UPDATE articles SET is_published = false WHERE id IN (2, ${ARTICLES})`)
    const first = locsOf(await (await get('/sitemaps/articles-1.xml')).text())
    expect(first).toHaveLength(ARTICLE_IDS_PER_SITEMAP - 1)
    expect(first).not.toContain(`${BASE}/bulk-pms/story-2`)
    expect((await get('/sitemaps/articles-2.xml')).status).toBe(404)
    expect(locsOf(await (await get('/sitemap.xml')).text())).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/articles-1.xml`,
    ])
  })
})

describe("the dates of a large site's sitemaps", () => {
  const lastmodOf = (xml: string, loc: string) =>
    new RegExp(`<loc>${loc.replace(/[.?]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]

  it('date each listing, the home page and the range of an article by its newest change, and forget an unpublished one', async () => {
    const category = await insertCategory(app.sql, { name: 'Bulk News', slug: 'bulk-news' })
    await app.sql(`UPDATE articles SET category_id = $1 WHERE id BETWEEN 5 AND 9`, [category])
    await app.sql(`UPDATE articles SET updated_at = '2031-01-02T03:04:05.678Z' WHERE id = 7`)
    await app.sql(`UPDATE articles SET updated_at = '2030-06-01T00:00:00.000Z' WHERE id = 8`)
    const pages = await (await get('/sitemaps/pages.xml')).text()
    for (const page of ['/', '/bulk-pms', '/authors/bulk-writer', '/categories/bulk-news'])
      expect(lastmodOf(pages, `${BASE}${page}`), page).toBe('2031-01-02T03:04:05.678Z')
    const index = await (await get('/sitemap.xml')).text()
    expect(lastmodOf(index, `${BASE}/sitemaps/pages.xml`)).toBe('2031-01-02T03:04:05.678Z')
    expect(index).toMatch(/articles-1\.xml<\/loc><lastmod>2031-01-02T03:04:05\.678Z</)
    expect(index).not.toMatch(/articles-2\.xml<\/loc><lastmod>2031/)
    expect(lastmodOf(await (await get('/sitemaps/articles-1.xml')).text(), `${BASE}/bulk-pms/story-7`)).toBe(
      '2031-01-02T03:04:05.678Z',
    )

    await app.sql(`UPDATE articles SET is_published = false WHERE id = 7`)
    const after = await (await get('/sitemaps/pages.xml')).text()
    for (const page of ['/', '/bulk-pms', '/authors/bulk-writer', '/categories/bulk-news'])
      expect(lastmodOf(after, `${BASE}${page}`), page).toBe('2030-06-01T00:00:00.000Z')
    expect(await (await get('/sitemap.xml')).text()).toMatch(
      /articles-1\.xml<\/loc><lastmod>2030-06-01T00:00:00\.000Z</,
    )

    // The corrections page, once a public article has a note, dated by its newest (docs/decisions/073-corrections.md).
    expect(after).not.toContain(`${BASE}/corrections<`)
    const note = (article: number, date: string) =>
      app.sql(
        `INSERT INTO articles_corrections (_order, _parent_id, id, kind, text, date) VALUES (1, $1, $2, 'update', 'More.', $3)`,
        [article, `note-${article}`, date],
      )
    await note(8, '2030-07-01T00:00:00.000Z')
    await note(7, '2030-08-01T00:00:00.000Z')
    expect(lastmodOf(await (await get('/sitemaps/pages.xml')).text(), `${BASE}/corrections`)).toBe(
      '2030-07-01T00:00:00.000Z',
    )
    await app.sql(`UPDATE articles SET is_published = false WHERE id = 8`)
    expect(await (await get('/sitemaps/pages.xml')).text()).not.toContain(`${BASE}/corrections<`)
  })
})

describe('the feeds and sitemaps in production', () => {
  it("are answered by the router, not Next: Vary names Accept alone, the length is known, and sitemaps carry the site's Link", async () => {
    for (const path of ['/feed', '/feed.json', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/articles-1.xml']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      // Next's route handlers add its router's request headers to Vary and stream without a length.
      expect(response.headers.get('vary'), path).toBe('Accept')
      expect(response.headers.get('content-length'), path).toBe(String((await response.arrayBuffer()).byteLength))
    }
    expect((await get('/sitemap.xml')).headers.get('link')).toContain('rel="describedby"')
    expect((await get('/feed')).headers.get('link')).toBe(`<${BASE}/feed>; rel="self"`)
  })
})
