/**
 * `/feed.json` (issue 23): JSON Feed 1.1 of the same articles as the RSS feed, valid against a schema of the
 * specification, each item whole with absolute URLs, newest first; kept by the page cache with the RSS feed's tag.
 */
import fs from 'node:fs'
import path from 'node:path'

import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'

const BASE = 'https://news.example'
const SCHEMA = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/schemas/jsonfeed-1.1.schema.json'), 'utf8'),
)

const app = useApp({ database: 'seeded', env: { BASE_URL: BASE } })

interface Feed {
  feed_url: string
  home_page_url: string
  items: Array<{
    id: string
    url: string
    title: string
    content_html: string
    date_published: string
    authors?: Array<{ name: string; url?: string }>
    image?: string
  }>
}

describe('/feed.json', () => {
  it("is JSON Feed 1.1, valid against the specification, with the RSS feed's articles, newest first", async () => {
    const response = await fetch(`${app.url}/feed.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
    const feed = (await response.json()) as Feed
    const ajv = new Ajv2020({ allErrors: true })
    addFormats.default(ajv)
    const valid = ajv.validate(SCHEMA, feed)
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([])
    expect(valid).toBe(true)

    expect(feed.feed_url).toBe(`${BASE}/feed.json`)
    expect(feed.home_page_url).toBe(`${BASE}/`)
    expect(feed.items.length).toBeGreaterThan(0)
    const dates = feed.items.map((item) => item.date_published)
    expect(dates).toEqual([...dates].sort().reverse())

    const rss = await (await fetch(`${app.url}/feed`)).text()
    const rssLinks = [...rss.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((match) => match[1])
    expect(feed.items.map((item) => item.url)).toEqual(rssLinks)
    for (const item of feed.items) {
      expect(item.id).toBe(item.url)
      expect(item.url.startsWith(`${BASE}/`)).toBe(true)
      expect(item.content_html).not.toMatch(/(?:href|src)="\/(?!\/)/)
    }
    expect(feed.items.some((item) => item.authors?.[0]?.name && item.image?.startsWith(`${BASE}/`))).toBe(true)
    // The demo's co-bylined analysis names its three authors in order, each with their page (docs/decisions/069).
    const coWritten = feed.items.find((item) => item.title.startsWith('Analysis: Restaurant revenue keeps Nordic'))
    expect(coWritten?.authors).toEqual([
      { name: 'Claire Beaumont', url: `${BASE}/authors/claire-beaumont` },
      { name: 'Maya Lindqvist', url: `${BASE}/authors/maya-lindqvist` },
      { name: 'Daniel Okafor', url: `${BASE}/authors/daniel-okafor` },
    ])
    // And the RSS feed as a dc:creator each.
    const rssItem = rss.split('<item>').find((item) => item.includes('Analysis: Restaurant revenue keeps Nordic'))!
    expect([...rssItem.matchAll(/<dc:creator>([^<]*)<\/dc:creator>/g)].map((match) => match[1])).toEqual([
      'Claire Beaumont',
      'Maya Lindqvist',
      'Daniel Okafor',
    ])
  })
})

describe('the feeds on every page', () => {
  it.each(['/', '/harbor-pms', '/glossary'])('%s links the RSS feed and the JSON Feed in its head', async (path) => {
    const html = await (await fetch(`${app.url}${path}`)).text()
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="PMS News" href="${BASE}/feed"/>`)
    expect(html).toContain(
      `<link rel="alternate" type="application/feed+json" title="PMS News" href="${BASE}/feed.json"/>`,
    )
  })
})

describe("an article's corrections in the feeds (docs/decisions/073-corrections.md)", () => {
  it('follow its body in both feeds, and JSON Feed dates its change no earlier than its newest note', async () => {
    const [row] = await app.sql(
      `SELECT a.slug, p.slug AS pms, c.text, c.date FROM articles_corrections c JOIN articles a ON a.id = c._parent_id
       JOIN pmses p ON p.id = a.pms_id WHERE a.is_published ORDER BY a.published_at DESC LIMIT 1`,
    )
    const feed = (await (await fetch(`${app.url}/feed.json`)).json()) as Feed
    const item = feed.items.find(
      (candidate) => candidate.url === `${BASE}/${row.pms}/${row.slug}`,
    ) as Feed['items'][number] & {
      date_modified: string
    }
    const date = new Date(row.date)
    const heading = `Correction, ${date.getUTCDate()} ${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${date.getUTCFullYear()}`
    expect(item.content_html).toMatch(
      new RegExp(`<aside><h2>Corrections and updates</h2><p><strong>${heading}:</strong> ${row.text}</p></aside>$`),
    )
    expect(item.date_modified >= date.toISOString()).toBe(true)
    const rss = await (await fetch(`${app.url}/feed`)).text()
    // Escaped, as RSS carries HTML in content:encoded.
    expect(rss).toContain(`&lt;strong&gt;${heading}:&lt;/strong&gt; ${row.text}&lt;/p&gt;&lt;/aside&gt;`)
  })
})
