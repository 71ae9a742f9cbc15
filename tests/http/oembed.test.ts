/**
 * oEmbed for our own pages (docs/decisions/074-oembed.md, https://oembed.com/): every public article, PMS hub and
 * comparison answers a rich card, discovered from its head; everything else is a clear 4xx or 501, never a 5xx; the
 * answer is kept and dropped like the pages. Hidden records: tests/http/cmsApiVisibility.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'

const app = useApp({ database: 'seeded' })
const { sql } = app

let cms: CmsRequest
let article: { id: number; url: string; title: string; author: string }
let pmsUrl: string
let comparisonUrl: string

const oembed = (query: string) => fetch(`${app.url}/oembed?${query}`)
const of = (url: string, more = '') => oembed(`url=${encodeURIComponent(url)}&format=json${more}`)

/** The oEmbed link of a page's head: its href (entities undone) and title. */
async function discovered(url: string): Promise<{ href: string; title: string }> {
  const html = await (await fetch(url)).text()
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]+)"\/?>/.exec(html)
  expect(link, `no oEmbed link in ${url}`).not.toBeNull()
  return { href: link![1]!.replaceAll('&amp;', '&'), title: link![2]!.replaceAll('&amp;', '&') }
}

beforeAll(async () => {
  ;({ cms } = await app.signInFirstEditor('oembed-editor@example.com'))
  const [row] = await sql(
    `SELECT a.id, a.title, p.slug AS pms, a.slug, au.name AS author FROM articles a JOIN pmses p ON p.id = a.pms_id
     JOIN authors au ON au.id = a.author_id WHERE a.is_published AND a.image_id IS NOT NULL ORDER BY a.id LIMIT 1`,
  )
  article = { id: row.id, url: `${app.url}/${row.pms}/${row.slug}`, title: row.title, author: row.author }
  pmsUrl = `${app.url}/${row.pms}`
  const [comparison] = await sql(`SELECT slug FROM comparisons WHERE is_published ORDER BY id LIMIT 1`)
  comparisonUrl = `${app.url}/compare/${comparison.slug}`
})

describe('a public page', () => {
  it('answers an article as a rich card with its author, the site, a thumbnail and html without script', async () => {
    const response = await of(article.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const card = await response.json()
    expect(card).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: article.title,
      author_name: article.author,
      author_url: expect.stringMatching(new RegExp(`^${app.url}/authors/[a-z0-9-]+$`)),
      provider_name: 'PMS News',
      provider_url: app.url,
      cache_age: 3600,
      width: 550,
      height: 200,
    })
    expect(card.thumbnail_url).toMatch(/\/media\//)
    expect(card.thumbnail_width).toBeGreaterThan(0)
    expect(card.thumbnail_height).toBeGreaterThan(0)
    expect(card.html).toMatch(/^<blockquote class="pms-news-embed" cite="[^"]+"><p><a href="[^"]+">/)
    expect(card.html).toContain(`href="${article.url}"`)
    expect(card.html).not.toMatch(/<script|<iframe|on\w+=/i)
  })

  it('is discovered from the head of every article, PMS hub and comparison page, and answers at that link', async () => {
    for (const url of [article.url, pmsUrl, comparisonUrl]) {
      const link = await discovered(url)
      expect(link.href).toBe(`${app.url}/oembed?url=${encodeURIComponent(url)}&format=json`)
      const response = await fetch(link.href)
      expect(response.status, url).toBe(200)
      const card = await response.json()
      expect(link.title).toBe(`${card.title} · PMS News`)
      expect(card.html).toContain(`href="${url}"`)
    }
    // Pages that are not for embedding say nothing of it.
    expect(await (await fetch(`${app.url}/glossary`)).text()).not.toContain('json+oembed')
  })

  it('fits maxwidth and maxheight, leaving out a thumbnail larger than they allow', async () => {
    const card = await (await of(article.url, '&maxwidth=320&maxheight=120')).json()
    expect(card).toMatchObject({ width: 320, height: 120 })
    expect(card).not.toHaveProperty('thumbnail_url')
  })

  it('is kept like the pages, and dropped when the article changes', async () => {
    const first = await of(article.url)
    await first.arrayBuffer()
    const second = await of(article.url)
    expect(second.headers.get('x-cache')).toBe('HIT')
    await second.arrayBuffer()
    await cms('PATCH', `/articles/${article.id}`, { title: `${article.title} (revised)` })
    await expect
      .poll(async () => ((await (await of(article.url)).json()) as { title: string }).title, { timeout: 15_000 })
      .toBe(`${article.title} (revised)`)
  })
})

describe('what it refuses', () => {
  const problemOf = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await response.json()).toMatchObject({ status, code })
  }

  it('answers 404 for another host, an unknown page, a page of another kind and a URL that is none', async () => {
    for (const url of [
      'https://elsewhere.example/harbor-pms/some-story',
      `${app.url}/harbor-pms/no-such-story`,
      `${app.url}/no-such-pms`,
      `${app.url}/compare/no-such-comparison`,
      `${app.url}/glossary`,
      `${app.url}/news`,
      `${app.url}/cockpit`,
      'not a url',
    ])
      await problemOf(await of(url), 404, 'not_found')
  })

  it('answers 400 without url or with a maxwidth or maxheight that is not a positive whole number', async () => {
    await problemOf(await oembed('format=json'), 400, 'invalid_parameter')
    for (const bad of ['maxwidth=0', 'maxwidth=-5', 'maxwidth=abc', 'maxwidth=1.5', 'maxheight=', 'maxwidth=999999'])
      await problemOf(await of(article.url, `&${bad}`), 400, 'invalid_parameter')
  })

  it('answers 501 for format=xml or any format but json, as the spec says', async () => {
    for (const format of ['xml', 'yaml'])
      await problemOf(
        await oembed(`url=${encodeURIComponent(article.url)}&format=${format}`),
        501,
        'format_not_implemented',
      )
  })
})
