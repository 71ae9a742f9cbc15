/**
 * The home page, PMS hubs, listings and tag pages over real HTTP, on the demo content: HTML and markdown, pagination,
 * 404s; and the feeds of every list (docs/decisions/071-feeds-per-list.md), which a hidden list has none of.
 */
import { describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { daysAgo, demoParents, insertArticle, insertPms, insertTag } from '../helpers/content'
import { frontMatterOf } from '../helpers/frontMatter'

const BASE = 'https://news.example'
const get = (path: string, accept?: string) => fetch(`${app.url}${path}`, { headers: accept ? { accept } : {} })

const app = useApp({
  database: 'seeded',
  env: { BASE_URL: BASE },
  arrange: async (sql) => {
    // Harbor PMS has five demo articles; eight more make two pages of ten.
    const parents = await demoParents(sql)
    for (let i = 1; i <= 8; i += 1) {
      await insertArticle(sql, {
        title: `Harbor archive story ${i}`,
        slug: `harbor-archive-${i}`,
        published_at: daysAgo(400 + i),
        ...parents,
      })
    }
    const unpublished = await insertArticle(sql, {
      title: 'Unpublished harbor plans',
      slug: 'unpublished-plans',
      body: 'Secret.',
      is_published: false,
      ...parents,
    })
    // Tags the public may not see: one only a draft carries, one in the trash; and an unpublished PMS's feed.
    const [published] = await sql<{ id: number }>(`SELECT id FROM articles WHERE is_published ORDER BY id LIMIT 1`)
    await insertTag(sql, { name: 'Draft only', slug: 'draft-only' }, [unpublished])
    await insertTag(sql, { name: 'Binned', slug: 'binned', trashed: true }, [published!.id])
    // The draft also carries a public tag: the tag's page and feeds still leave it out.
    const [security] = await sql<{ id: number }>(`SELECT id FROM tags WHERE slug = 'security'`)
    await sql(`INSERT INTO articles_rels (parent_id, path, tags_id, "order") VALUES ($1, 'tags', $2, 9)`, [
      unpublished,
      security!.id,
    ])
    await insertPms(sql, { name: 'Hidden PMS', slug: 'hidden-pms', is_published: false })
  },
})
const { sql } = app

describe('the home page', () => {
  it('shows featured and latest articles, the PMS directory, comparisons and glossary highlights', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const heading of ['Latest news', 'PMS directory', 'Latest comparisons', 'From the glossary'])
      expect(html).toContain(heading)
    expect(html).toContain('href="https://news.example/harbor-pms"')
    expect(html).not.toContain('Unpublished harbor plans')
    expect(response.headers.get('link')).toContain(`<${BASE}/>; rel="alternate"; type="text/markdown"`)
  })

  it('is markdown on request: front matter, then link lists with absolute URLs', async () => {
    const response = await get('/', 'text/markdown')
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    const body = await response.text()
    expect(frontMatterOf(body)).toMatchObject({ title: 'PMS News', canonical_url: `${BASE}/`, type: 'home' })
    expect(body).toContain('## PMS directory')
    expect(body).toMatch(/- \[Harbor PMS\]\(https:\/\/news\.example\/harbor-pms\): Cloud PMS/)
    expect(body).toMatch(/## Latest news\n\n- \[[^\]]+\]\(https:\/\/news\.example\/[a-z0-9-]+\/[a-z0-9-]+\)/)
    expect(body).not.toContain('Unpublished harbor plans')
  })
})

describe('a PMS hub', () => {
  it('shows the profile: facts, capabilities, integrations and text, then its articles, comparisons and press', async () => {
    const response = await get('/harbor-pms')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Harbor PMS</h1>')
    expect(html).toContain('Lisbon, Portugal')
    expect(html).toContain('Channel manager')
    expect(html).toContain('Payments: Pagora')
    expect(html).toContain('<h2>Overview</h2>')
    expect(html).toContain('Page 1 of 2')
    expect(html).toContain('href="https://news.example/compare/harbor-pms-vs-roomcraft"')
    expect(html).toContain('In the press')
    expect(html).not.toContain('Unpublished harbor plans')
  })

  it('is markdown on request, with facts and capabilities as tables', async () => {
    const body = await (await get('/harbor-pms', 'text/markdown')).text()
    expect(frontMatterOf(body)).toMatchObject({
      title: 'Harbor PMS',
      canonical_url: `${BASE}/harbor-pms`,
      type: 'pms-profile',
    })
    expect(body).toContain('| Headquarters | Lisbon, Portugal |')
    expect(body).toContain('| Channel manager | yes |')
    expect(body).toContain('| Revenue management | no |')
    expect(body).toContain('## Articles (13)')
    expect(body).toContain(`[Older](${BASE}/harbor-pms?page=2)`)
    expect(body).toContain(`[Harbor PMS vs Roomcraft`)
  })

  it('pages its articles, and a page past the end is not found', async () => {
    const second = await get('/harbor-pms?page=2')
    expect(second.status).toBe(200)
    const html = await second.text()
    expect(html).toContain('Page 2 of 2')
    expect(html).toContain('Harbor archive story 8')
    const markdown = await (await get('/harbor-pms?page=2', 'text/markdown')).text()
    expect(markdown).toContain(`[Newer](${BASE}/harbor-pms)`)
    for (const bad of ['?page=3', '?page=0', '?page=x', '?page=1&page=2'])
      expect((await get(`/harbor-pms${bad}`)).status).toBe(404)
    expect((await get('/harbor-pms?page=3', 'text/markdown')).status).toBe(404)
  })

  it('is not found for an unknown or unpublished PMS, in either representation', async () => {
    await sql(`UPDATE pmses SET is_published = false WHERE slug = 'stayline'`)
    for (const path of ['/no-such-pms', '/stayline']) {
      const html = await get(path)
      expect(html.status).toBe(404)
      expect(await html.text()).toContain('Page not found')
      const markdown = await get(path, 'text/markdown')
      expect(markdown.status).toBe(404)
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    }
  })
})

describe('the glossary', () => {
  it('lists every published term A to Z, in HTML and markdown', async () => {
    const html = await (await get('/glossary')).text()
    expect(html).toContain('href="#letter-C"')
    expect(html).toContain('href="https://news.example/glossary/channel-manager"')
    const markdown = await (await get('/glossary', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({
      title: 'Glossary',
      canonical_url: `${BASE}/glossary`,
      type: 'glossary',
    })
    expect(markdown).toMatch(
      /## C\n\n(- .+\n)*- \[Channel manager\]\(https:\/\/news\.example\/glossary\/channel-manager\): /,
    )
  })

  it('shows a term with its definition, text and related links, and 404s an unknown one', async () => {
    const response = await get('/glossary/channel-manager')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Channel manager</h1>')
    expect(html).toContain('href="/search?q=Channel+manager"')
    const markdown = await (await get('/glossary/channel-manager', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({ title: 'Channel manager', type: 'glossary-term' })
    expect(markdown).toContain(`Back to the [glossary](${BASE}/glossary).`)
    expect((await get('/glossary/no-such-term')).status).toBe(404)
    expect((await get('/glossary/no-such-term', 'text/markdown')).status).toBe(404)
  })
})

describe('comparisons', () => {
  it('lists them, and shows one side by side, in HTML and markdown', async () => {
    expect(await (await get('/compare')).text()).toContain(
      'href="https://news.example/compare/harbor-pms-vs-roomcraft"',
    )
    const html = await (await get('/compare/harbor-pms-vs-roomcraft')).text()
    expect(html).toContain('<h1>Harbor PMS vs Roomcraft for boutique hotels</h1>')
    expect(html).toMatch(/<th scope="row">Headquarters<\/th><td>Lisbon, Portugal<\/td><td>[^<]+<\/td>/)
    const markdown = await (await get('/compare/harbor-pms-vs-roomcraft', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({ type: 'comparison', pms: ['Harbor PMS', 'Roomcraft'] })
    expect(markdown).toContain('|  | Harbor PMS | Roomcraft |')
    expect(markdown).toMatch(/\| Headquarters \| Lisbon, Portugal \| [^|]+ \|/)
    expect(markdown).toMatch(/\| Channel manager \| yes \| (yes|no) \|/)
    expect((await get('/compare/nothing-vs-nothing')).status).toBe(404)
  })

  it('names who wrote a comparison and when its facts were last reviewed, in HTML and markdown', async () => {
    const html = await (await get('/compare/harbor-pms-vs-roomcraft')).text()
    expect(html).toContain(
      '<p class="article-meta">By <a href="https://news.example/authors/maya-lindqvist">Maya Lindqvist</a> · <!-- -->2 PMSes compared · Last reviewed <time dateTime="2026-10-12T09:00:00.000Z">12 October 2026</time></p>',
    )
    const markdown = await (await get('/compare/harbor-pms-vs-roomcraft', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({ author: 'Maya Lindqvist', reviewed_at: '2026-10-12T09:00:00.000Z' })
    expect(markdown).toContain(`By [Maya Lindqvist](${BASE}/authors/maya-lindqvist). Compared: `)
  })
})

describe('category and author listings', () => {
  it.each([
    ['/categories/product-updates', 'category'],
    ['/authors/maya-lindqvist', 'author'],
  ])('%s lists its published articles in HTML and markdown', async (path, type) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(
      /<ul class="story-list"><li><article class="story[^"]*">.*?<h3><a href="https:\/\/news\.example\/[a-z0-9-]+\/[a-z0-9-]+">/,
    )
    const markdown = await (await get(path, 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({ canonical_url: `${BASE}${path}`, type })
    expect(markdown).toMatch(/## Articles \(\d+\)\n\n- \[/)
  })

  it('is not found for an unknown slug or a page past the end', async () => {
    for (const path of ['/categories/nothing', '/authors/nobody', '/categories/product-updates?page=99']) {
      expect((await get(path)).status).toBe(404)
      expect((await get(path, 'text/markdown')).status).toBe(404)
    }
  })
})

describe('tag pages (docs/decisions/070-tags.md)', () => {
  it('list the published articles a tag carries, with its description, in HTML and markdown, and offer its feeds', async () => {
    const response = await get('/tags/security')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<p class="article-kicker">Tag</p><h1>Security</h1>')
    expect(html).toContain('Breaches, patches, phishing and the sign-in rules vendors impose.')
    expect(html).toContain('Harbor PMS makes two-factor sign-in mandatory')
    expect(html).not.toContain('Unpublished harbor plans')
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Security" href="${BASE}/tags/security/feed.xml"/>`,
    )
    expect(html).toContain(
      `<link rel="alternate" type="application/feed+json" title="Security" href="${BASE}/tags/security/feed.json"/>`,
    )
    const markdown = await (await get('/tags/security', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({
      canonical_url: `${BASE}/tags/security`,
      type: 'tag',
      feeds: { rss: `${BASE}/tags/security/feed.xml`, json_feed: `${BASE}/tags/security/feed.json` },
    })
    expect(markdown).toMatch(/## Articles \(\d+\)\n\n- \[/)
    expect(markdown).toContain(
      `Follow: [RSS](${BASE}/tags/security/feed.xml) · [JSON Feed](${BASE}/tags/security/feed.json)`,
    )
  })

  it("show on each article they tag, linked, in its page's order, and in its markdown", async () => {
    const path =
      '/harbor-pms/harbor-pms-makes-two-factor-sign-in-mandatory-after-a-surge-in-credential-stuffing-attempts'
    const html = await (await get(path)).text()
    expect(html).toMatch(
      /<ul class="article-tags" aria-label="Tags">.*?<li><a href="https:\/\/news\.example\/tags\/security" rel="tag">Security<\/a><\/li>.*?<\/ul>/,
    )
    const markdown = await (await get(`${path}.md`)).text()
    expect(frontMatterOf(markdown).tags).toContain('Security')
    expect(markdown).toMatch(/^Tags: .*\[Security\]\(https:\/\/news\.example\/tags\/security\)/m)
    // A tag in the trash is on no page.
    expect(html).not.toContain('/tags/binned')
  })

  it('are not found for a tag only drafts carry, one in the trash, an unknown one or a page past the end, nor are their feeds', async () => {
    for (const path of ['/tags/draft-only', '/tags/binned', '/tags/nothing', '/tags/security?page=99']) {
      expect((await get(path)).status, path).toBe(404)
      expect((await get(path, 'text/markdown')).status, path).toBe(404)
    }
    for (const path of [
      '/tags/draft-only/feed.xml',
      '/tags/binned/feed.json',
      '/tags/nothing/feed.xml',
      '/hidden-pms/feed.xml',
      '/hidden-pms/feed.json',
      '/categories/nothing/feed.xml',
      '/authors/nobody/feed.json',
    ])
      expect((await get(path)).status, path).toBe(404)
  })
})

describe('the feeds of every list (docs/decisions/071-feeds-per-list.md)', () => {
  it.each([
    ['/harbor-pms', 'Harbor PMS (PMS)'],
    ['/categories/product-updates', 'Product updates (category)'],
    ['/tags/security', 'Security (tag)'],
    ['/authors/maya-lindqvist', 'Maya Lindqvist (author)'],
  ])('%s has RSS and JSON Feed of the articles its page lists, titled by it, and no draft', async (path, title) => {
    const page = (await (await get(path, 'text/markdown')).text()).split('## Articles')[1]!.split('\n## ')[0]!
    const listed = [...page.matchAll(/^- \[[^\]]+\]\((https:[^)]+)\)/gm)].map((match) => match[1])

    const rss = await get(`${path}/feed.xml`)
    expect(rss.status).toBe(200)
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(rss.headers.get('link')).toBe(`<${BASE}${path}/feed.xml>; rel="self"`)
    const xml = await rss.text()
    expect(xml).toContain(`<title>${title} · PMS News</title><link>${BASE}${path}</link>`)
    expect(xml).toContain(`<atom:link href="${BASE}${path}/feed.xml" rel="self" type="application/rss+xml"/>`)
    const items = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((match) => match[1])
    expect(items.length).toBeGreaterThan(0)
    // The newest first, as the page lists them: the page's first ten are the feed's first ten.
    expect(items.slice(0, listed.length)).toEqual(listed.slice(0, items.length))
    expect(xml).not.toContain('unpublished-plans')

    const json = await get(`${path}/feed.json`)
    expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
    const feed = (await json.json()) as {
      title: string
      home_page_url: string
      feed_url: string
      items: Array<{ url: string }>
    }
    expect(feed).toMatchObject({
      title: `${title} · PMS News`,
      home_page_url: `${BASE}${path}`,
      feed_url: `${BASE}${path}/feed.json`,
    })
    expect(feed.items.map((item) => item.url)).toEqual(items)
  })

  it('are announced on the PMS hub and in its markdown', async () => {
    const html = await (await get('/harbor-pms')).text()
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Harbor PMS" href="${BASE}/harbor-pms/feed.xml"/>`,
    )
    const markdown = await (await get('/harbor-pms', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({
      feeds: { rss: `${BASE}/harbor-pms/feed.xml`, json_feed: `${BASE}/harbor-pms/feed.json` },
    })
  })
})

describe('fonts', () => {
  it("preloads the Latin files of both of the site's own fonts, served by us", async () => {
    const html = await (await get('/')).text()
    const preloads = [
      ...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/g),
    ].map((match) => match[1]!)
    expect(preloads).toEqual([
      expect.stringMatching(/^\/_next\/static\/media\/inter-latin-wght-normal\.[^/]+\.woff2$/),
      expect.stringMatching(/^\/_next\/static\/media\/source-serif-4-latin-wght-normal\.[^/]+\.woff2$/),
    ])
    for (const href of preloads) {
      const font = await fetch(`${app.url}${href}`)
      expect(font.status).toBe(200)
      expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
    }
  })
})

describe('the archive and the PMS directory', () => {
  it('/news lists every published article, newest first, twenty to a page, in HTML and markdown', async () => {
    const [{ n }] = await app.sql(
      `SELECT count(*)::int AS n FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published AND p.is_published`,
    )
    const html = await (await get('/news')).text()
    expect(html).toContain(`<h1>All news</h1>`)
    expect([...html.matchAll(/<article class="story/g)]).toHaveLength(Math.min(20, n))
    expect(html).toContain('<link rel="canonical" href="https://news.example/news"/>')
    const markdown = await (await get('/news', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({ canonical_url: `${BASE}/news`, type: 'archive' })
    const dates = [...markdown.matchAll(/, (\d{4}-\d{2}-\d{2})$/gm)].map((match) => match[1])
    expect(dates).toEqual([...dates].sort().reverse())
    const last = Math.ceil(n / 20)
    const lastPage = await get(`/news?page=${last}`)
    expect(lastPage.status).toBe(200)
    expect(await lastPage.text()).toContain(`<link rel="canonical" href="https://news.example/news?page=${last}"/>`)
    expect((await get(`/news?page=${last + 1}`)).status).toBe(404)
  })

  it('/directory lists every published PMS with its vendor and how much news there is, in HTML and markdown', async () => {
    const pmses = await app.sql(`
      SELECT p.name, (SELECT count(*)::int FROM articles a WHERE a.pms_id = p.id AND a.is_published) AS n
      FROM pmses p WHERE p.is_published ORDER BY p.name`)
    const html = await (await get('/directory')).text()
    expect([...html.matchAll(/<li><h2><a href="[^"]+">([^<]+)<\/a><\/h2>/g)].map((match) => match[1])).toEqual(
      pmses.map((pms) => pms.name),
    )
    const markdown = await (await get('/directory', 'text/markdown')).text()
    expect(frontMatterOf(markdown)).toMatchObject({ canonical_url: `${BASE}/directory`, type: 'directory' })
    for (const pms of pmses)
      expect(markdown).toMatch(new RegExp(`\\| \\[${pms.name}\\]\\([^)]+\\) \\|[^\\n]*\\| ${pms.n} \\|`))
  })
})

describe('odd requests', () => {
  it('answers 400 to a path that is not valid percent-encoding, instead of a 500', async () => {
    for (const path of ['/glossary/%ZZ', '/%E0%A4%A', '/cms-api/%ZZ']) expect((await get(path)).status).toBe(400)
  })

  it('ignores ?page= on pages that have no pages, in both representations', async () => {
    expect((await get('/glossary?page=x')).status).toBe(200)
    expect((await get('/glossary?page=x', 'text/markdown')).status).toBe(200)
  })

  it('counts only the articles it can show', async () => {
    const markdown = await (await get('/authors/maya-lindqvist', 'text/markdown')).text()
    const counted = Number(/## Articles \((\d+)\)/.exec(markdown)![1])
    const listed = markdown.split('\n').filter((line) => line.startsWith('- [')).length
    expect(Math.min(counted, 10)).toBe(listed)
  })
})

describe('404 pages', () => {
  it.each([
    '/no-such-pms',
    '/harbor-pms/unpublished-plans',
    '/glossary/no-such-term',
    '/compare/nothing',
    '/authors/nobody',
    '/a/b/c',
  ])("%s is the site's own 404 page, rendered on the server, styled, without client script", async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('__next_error__')
    expect(html).toMatch(
      /<header class="site-header">[\s\S]*<main id="content"><div class="not-found"><h1>Page not found<\/h1>/,
    )
    // One search box: the page's own, not the header's as well.
    expect(html.match(/role="search"/g)).toHaveLength(1)
    // Where the router renders it (an address shaped like a page), it offers the latest stories.
    if (path !== '/a/b/c')
      expect(html).toMatch(
        /<h2>Latest stories<\/h2><ul class="card-grid">(<li><article class="card">[\s\S]*?<\/article><\/li>){4}<\/ul>/,
      )
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toMatch(/<script\b/)
  })
})

describe('every HTML page', () => {
  it.each([
    '/',
    '/harbor-pms',
    '/glossary',
    '/glossary/channel-manager',
    '/compare',
    '/compare/harbor-pms-vs-roomcraft',
    '/categories/product-updates',
    '/authors/maya-lindqvist',
    '/tags/security',
  ])(
    '%s carries Vary: Accept, the discovery Link header with its markdown alternate, and no client script',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('vary')).toMatch(/Accept/)
      const link = response.headers.get('link')!
      expect(link).toContain(`<${BASE}${path}>; rel="alternate"; type="text/markdown"`)
      for (const rel of ['describedby', 'api-catalog', 'service-desc', 'service-doc'])
        expect(link).toContain(`rel="${rel}"`)
      expect(await response.text()).not.toMatch(/<script(?![^>]*application\/ld\+json)/)
    },
  )
})
