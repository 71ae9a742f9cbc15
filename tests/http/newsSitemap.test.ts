/**
 * `/sitemap-news.xml`, the Google News sitemap: the public articles published in the last 48 hours, newest first,
 * each with the publication, its original date and its headline, valid against the sitemaps.org schema with the
 * News extension; named in robots.txt.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { insertArticle, insertAuthor, insertPms } from '../helpers/content'
import { xmllint } from '../helpers/xmllint'

const BASE = 'https://news.example'
const XSD = path.resolve(import.meta.dirname, '../fixtures/xsd/sitemap-with-news.xsd')
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

const app = useApp({
  env: { BASE_URL: BASE },
  arrange: async (sql) => {
    const pms_id = await insertPms(sql, { name: 'Fresh PMS', slug: 'fresh-pms' })
    const hidden_pms = await insertPms(sql, { name: 'Hidden PMS', slug: 'hidden-pms', is_published: false })
    const author_id = await insertAuthor(sql, { name: 'Reporter', slug: 'reporter' })
    const article = (slug: string, title: string, published_at: Date | null, extra: Record<string, unknown> = {}) =>
      insertArticle(sql, {
        title,
        slug,
        pms_id,
        author_id,
        published_at,
        is_published: published_at !== null,
        ...extra,
      })
    await article('just-now', 'Fresh & "quoted" <news>', hoursAgo(1))
    await article('yesterday', 'Yesterday’s story', hoursAgo(30))
    await article('almost-two-days', 'Nearly two days old', hoursAgo(47))
    await article('three-days', 'Three days old', hoursAgo(72))
    await article('a-draft', 'Draft', null)
    await article('hidden-parent', 'Of an unpublished PMS', hoursAgo(2), { pms_id: hidden_pms })
  },
})

describe('/sitemap-news.xml', () => {
  it('lists the public articles of the last 48 hours, newest first, with publication, date and headline, valid against the schema', async () => {
    const response = await fetch(`${app.url}/sitemap-news.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    const verdict = xmllint(xml, XSD)
    expect(verdict.ok, verdict.output).toBe(true)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    // The demo content's articles are older than two days; these are the fresh ones, newest first.
    expect(locs.filter((loc) => loc!.includes('/fresh-pms/'))).toEqual([
      `${BASE}/fresh-pms/just-now`,
      `${BASE}/fresh-pms/yesterday`,
      `${BASE}/fresh-pms/almost-two-days`,
    ])
    expect(xml).not.toContain('hidden-pms')
    expect(xml).toContain(
      '<news:publication><news:name>PMS News</news:name><news:language>en</news:language></news:publication>',
    )
    expect(xml).toContain('<news:title>Fresh &amp; &quot;quoted&quot; &lt;news&gt;</news:title>')
    const [date] = /<news:publication_date>([^<]+)<\/news:publication_date>/.exec(xml)!.slice(1)
    expect(Math.abs(new Date(date!).getTime() - hoursAgo(1).getTime())).toBeLessThan(120_000)
  })

  it('is named in robots.txt beside the sitemap', async () => {
    expect(await (await fetch(`${app.url}/robots.txt`)).text()).toContain(`Sitemap: ${BASE}/sitemap-news.xml\n`)
  })
})
