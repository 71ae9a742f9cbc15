/**
 * The discovery documents over real HTTP on the demo content: llms.txt, the RSS feed, the sitemap (checked by
 * xmllint against the sitemaps.org schemas), robots.txt, the RFC 9727 API catalog, the agent skills with their
 * digests and the API docs. Every absolute URL comes from BASE_URL, never from the request's Host, and a change
 * made in the cockpit shows in every document on the next request.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'
import { daysAgo, demoParents, insertArticle } from '../helpers/content'
import { xmllint, xpath } from '../helpers/xmllint'

const BASE = 'https://news.example'
// The sitemaps.org schemas (copied from the project's shared fixtures, so that a clone is self-contained).
const XSD = path.resolve(import.meta.dirname, '../fixtures/xsd')
const RSS_NAMESPACES = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  media: 'http://search.yahoo.com/mrss/',
  dc: 'http://purl.org/dc/elements/1.1/',
}
const SITEMAP_NAMESPACE = { s: 'http://www.sitemaps.org/schemas/sitemap/0.9' }
const HOSTILE_TITLE = 'Tags <b>&amp; "quotes" \u0001 and ]]> in a title'

let cms: CmsRequest
/** Harbor PMS and the first author of the demo content. */
let parents: { pms_id: number; author_id: number }
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers })
const text = async (path: string) => (await get(path)).text()

/** A GET that claims to be for another host: what a misconfigured proxy or an attacker would send. */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${app.url}${path}`, { headers: { host, 'x-forwarded-host': host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
    })
    request.on('error', reject)
  })
}

async function publishedArticleUrls(): Promise<string[]> {
  const rows = await sql(
    `SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published AND p.is_published`,
  )
  return rows.map((row) => `${BASE}/${row.pms}/${row.slug}`)
}

const app = useApp({
  database: 'seeded',
  env: { BASE_URL: BASE, READ_RATE_LIMIT_PER_MINUTE: '100000' },
  arrange: async (sql) => {
    parents = await demoParents(sql)
    // Enough published articles that the feed must stop at 50, one with a hostile title and an image, and a draft.
    for (let i = 1; i <= 40; i += 1) {
      await insertArticle(sql, {
        title: `Archive story ${i}`,
        slug: `archive-${i}`,
        body: 'Body of an **old** story.',
        excerpt: 'An old story.',
        published_at: daysAgo(500 + i),
        ...parents,
      })
    }
    await insertArticle(sql, {
      title: HOSTILE_TITLE,
      slug: 'hostile-title',
      body: 'A body with <script>alert(1)</script> & a [relative link](/glossary/folio).',
      excerpt: 'Excerpt with <tags> & ampersands.',
      featured_image: 'https://images.example/lobby.webp',
      featured_image_caption: 'The lobby & bar',
      published_at: new Date(Date.now() + 60_000),
      ...parents,
    })
    await insertArticle(sql, {
      title: 'Secret draft about Harbor',
      slug: 'secret-draft',
      body: 'Not yet.',
      is_published: false,
      ...parents,
    })
    await sql(`UPDATE pmses SET is_published = false WHERE slug = 'stayline'`)
  },
})
const { sql } = app

beforeAll(async () => {
  ;({ cms } = await app.signInFirstEditor('discovery-editor@example.com'))
})

describe('/llms.txt', () => {
  it('follows llmstxt.org: H1, summary, how to read the site, then the H2 sections in order', async () => {
    const response = await get('/llms.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const body = await response.text()
    expect(body).toMatch(/^# PMS News\n\n> \S[^\n]+\n\n\S/)
    const intro = body.slice(0, body.indexOf('\n## '))
    for (const mention of ['Accept: text/markdown', '.md', `${BASE}/docs/api`, `${BASE}/mcp`])
      expect(intro).toContain(mention)
    const headings = body.match(/^## .+$/gm)
    expect(headings).toEqual(['## Articles', '## PMS profiles', '## Comparisons', '## Glossary', '## Tags', '## Pages'])
    // The demo's public tags, each with its page and how many articles carry it (docs/decisions/070-tags.md).
    expect(body).toMatch(/^- \[Security\]\(https:\/\/news\.example\/tags\/security\): \d+ articles; /m)
    // Every line of every section is a list item `- [title](absolute URL)` with an optional note.
    const sections = body.split(/^## .+$/m).slice(1)
    for (const section of sections) {
      for (const line of section.trim().split('\n'))
        expect(line).toMatch(/^- \[.+\]\(https:\/\/news\.example\/[^\s)]*\)(?:: \S.*)?$/)
    }
  })

  it('lists every published article by its .md URL, every PMS, comparison and glossary term, and no draft', async () => {
    const body = await text('/llms.txt')
    const articles = body.slice(body.indexOf('## Articles'), body.indexOf('## PMS profiles'))
    for (const url of await publishedArticleUrls()) expect(articles).toContain(`](${url}.md)`)
    expect(articles.split('\n').filter((line) => line.startsWith('- ['))).toHaveLength(
      (await publishedArticleUrls()).length,
    )
    const pmses = await sql(`SELECT slug FROM pmses WHERE is_published`)
    for (const pms of pmses) expect(body).toContain(`](${BASE}/${pms.slug}):`)
    const comparisons = await sql(`SELECT slug FROM comparisons WHERE is_published`)
    for (const comparison of comparisons) expect(body).toContain(`](${BASE}/compare/${comparison.slug})`)
    const terms = await sql(`SELECT slug FROM glossary_terms WHERE is_published`)
    for (const term of terms) expect(body).toContain(`](${BASE}/glossary/${term.slug})`)
    expect(body).not.toContain('Secret draft')
    expect(body).not.toContain(`${BASE}/stayline`)
    // Markdown syntax in a title is escaped, so the link stays one link.
    expect(body).toContain('- [Tags \\<b\\>&amp; "quotes" ')
  })

  it('is answered from the page cache the second time', async () => {
    await get('/llms.txt')
    const again = await get('/llms.txt')
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600')
  })
})

describe('/feed', () => {
  it('is well-formed RSS 2.0 with every required channel element', async () => {
    const response = await get('/feed')
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const feed = await response.text()
    expect(xmllint(feed)).toEqual({ ok: true, output: '' })
    const value = (expression: string) => xpath(feed, expression, RSS_NAMESPACES)
    expect(value('string(/rss/@version)')).toBe('2.0')
    expect(value('string(/rss/channel/title)')).toBe('PMS News')
    expect(value('string(/rss/channel/link)')).toBe(`${BASE}/`)
    expect(value('string-length(/rss/channel/description) > 0')).toBe('true')
    expect(value('string(/rss/channel/atom:link[@rel="self"]/@href)')).toBe(`${BASE}/feed`)
    expect(value('string(/rss/channel/lastBuildDate)')).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    )
    expect(value('string(/rss/channel/ttl)')).toBe('60')
  })

  it('carries the 50 latest published articles, newest first, each complete', async () => {
    const feed = await text('/feed')
    const value = (expression: string) => xpath(feed, expression, RSS_NAMESPACES)
    expect(value('count(/rss/channel/item)')).toBe('50')
    for (const element of [
      'title',
      'link',
      'guid[@isPermaLink="true"]',
      'pubDate',
      'author',
      'dc:creator',
      'description',
      'content:encoded',
    ]) {
      expect(value(`count(/rss/channel/item[not(${element})])`), element).toBe('0')
    }
    expect(value('count(/rss/channel/item[guid != link])')).toBe('0')
    expect(value('count(/rss/channel/item[not(starts-with(link, "https://news.example/"))])')).toBe('0')
    // The newest is the hostile one; its text survives escaping exactly, minus the control character XML forbids.
    // (Compared inside XPath: xmllint's shell shortens long strings it prints.)
    expect(value(`string(/rss/channel/item[1]/title) = '${HOSTILE_TITLE.replace('\u0001', '')}'`)).toBe('true')
    expect(value('string(/rss/channel/item[1]/pubDate)')).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    )
    expect(
      value(
        `string(/rss/channel/item[1]/author) = concat('editors@pmsnews.example (', /rss/channel/item[1]/dc:creator, ')')`,
      ),
    ).toBe('true')
    expect(value('string(/rss/channel/item[1]/media:content/@url)')).toBe('https://images.example/lobby.webp')
    expect(value('string(/rss/channel/item[1]/media:content/@type)')).toBe('image/webp')
    expect(value('string(/rss/channel/item[1]/media:content/media:description)')).toBe('The lobby & bar')
    // The body is HTML, sanitised, with absolute links; the 40 archive stories are older than the 50 newest.
    expect(value('contains(/rss/channel/item[1]/content:encoded, "<script")')).toBe('false')
    expect(value(`contains(/rss/channel/item[1]/content:encoded, 'href="https://news.example/glossary/folio"')`)).toBe(
      'true',
    )
    expect(value('count(/rss/channel/item[starts-with(title, "Archive story")])')).toBe('0')
    expect(feed).not.toContain('Secret draft')
  })
})

describe('/sitemap.xml', () => {
  it('is valid against the sitemaps.org schema and lists every indexable URL with its lastmod', async () => {
    const response = await get('/sitemap.xml')
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const sitemap = await response.text()
    const verdict = xmllint(sitemap, path.join(XSD, 'sitemap.xsd'))
    expect(verdict.ok, verdict.output).toBe(true)
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(new Set(locs).size).toBe(locs.length)
    const expected = [
      `${BASE}/`,
      `${BASE}/compare`,
      `${BASE}/glossary`,
      `${BASE}/harbor-pms`,
      `${BASE}/compare/harbor-pms-vs-roomcraft`,
      `${BASE}/glossary/channel-manager`,
      `${BASE}/categories/product-updates`,
      `${BASE}/authors/maya-lindqvist`,
      ...(await publishedArticleUrls()),
    ]
    for (const url of expected) expect(locs).toContain(url)
    expect(xpath(sitemap, 'count(/s:urlset/s:url[not(s:lastmod)])', SITEMAP_NAMESPACE)).toBe('0')
    expect(sitemap).not.toContain('secret-draft')
    expect(sitemap).not.toContain(`${BASE}/stayline`)
  })

  it('also answers the sitemaps an index would name, and no other', async () => {
    expect((await get('/sitemaps/pages.xml')).status).toBe(200)
    expect((await get('/sitemaps/articles-1.xml')).status).toBe(200)
    expect((await get('/sitemaps/articles-2.xml')).status).toBe(404)
    expect((await get('/sitemaps/x.xml')).status).toBe(404)
  })
})

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the private paths, states the content signals and AI preferences, and names the sitemaps', async () => {
    const response = await get('/robots.txt')
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).split('\n').filter((line) => line && !line.startsWith('#'))
    expect(lines).toEqual([
      'User-agent: *',
      'Content-Signal: ai-train=no, search=yes, ai-input=yes',
      'Content-Usage: train-ai=n, search=y',
      'Allow: /',
      'Disallow: /cockpit',
      'Disallow: /cms-api',
      'Disallow: /api/',
      'Disallow: /mcp',
      'Disallow: /oauth/',
      `Sitemap: ${BASE}/sitemap.xml`,
      `Sitemap: ${BASE}/sitemap-news.xml`,
    ])
  })
})

describe('/.well-known/api-catalog', () => {
  it('is an RFC 9727 linkset with the REST API, both MCP servers and the site read as markdown', async () => {
    const response = await get('/.well-known/api-catalog')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    )
    const catalog = (await response.json()) as { linkset: Array<Record<string, unknown>> }
    expect(catalog.linkset.map((entry) => entry.anchor)).toEqual([
      `${BASE}/api`,
      `${BASE}/mcp`,
      `${BASE}/mcp/news`,
      `${BASE}/`,
    ])
    const [rest, mcp, news, site] = catalog.linkset
    expect(news).toMatchObject({
      'service-desc': [{ href: `${BASE}/mcp/news/server-card`, type: 'application/mcp-server-card+json' }],
      'service-doc': [{ href: `${BASE}/.well-known/agent-skills/read-pms-news/SKILL.md` }, { href: `${BASE}/auth.md` }],
    })
    expect((await get('/mcp/news/server-card')).status).toBe(200)
    expect(site).toMatchObject({
      'service-doc': [{ href: `${BASE}/llms.txt` }, { href: `${BASE}/llms-full.txt` }],
    })
    expect(rest).toMatchObject({
      'service-desc': [{ href: `${BASE}/docs/api/openapi.json`, type: 'application/vnd.oai.openapi+json' }],
      'service-doc': [{ href: `${BASE}/docs/api`, type: 'text/html' }],
      status: [{ href: `${BASE}/up` }],
    })
    expect(mcp).toMatchObject({
      'service-desc': [
        { href: `${BASE}/mcp/server-card`, type: 'application/mcp-server-card+json' },
        { href: `${BASE}/.well-known/mcp/server-card.json` },
      ],
      'service-doc': [{ href: `${BASE}/auth.md` }],
    })
    // The REST entry's targets answer.
    expect((await get('/docs/api/openapi.json')).status).toBe(200)
    expect((await get('/docs/api')).status).toBe(200)
    expect((await get('/up')).status).toBe(200)
  })

  it('answers HEAD with its Link header and no body', async () => {
    const response = await fetch(`${app.url}/.well-known/api-catalog`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('link')).toBe(`<${BASE}/.well-known/api-catalog>; rel="api-catalog"`)
    expect(await response.text()).toBe('')
  })
})

describe('/.well-known/agent-skills/index.json', () => {
  it('lists at least two skills, each of whose digest is the SHA-256 of exactly the bytes served', async () => {
    const response = await get('/.well-known/agent-skills/index.json')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const index = (await response.json()) as { $schema: string; skills: Array<Record<string, string>> }
    expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json')
    expect(index.skills.map((skill) => skill.name)).toEqual(['read-pms-news', 'submit-articles', 'edit-with-mcp'])
    for (const skill of index.skills) {
      expect(Object.keys(skill).sort()).toEqual(['description', 'digest', 'name', 'type', 'url'])
      expect(skill.type).toBe('skill-md')
      expect(skill.url).toBe(`${BASE}/.well-known/agent-skills/${skill.name}/SKILL.md`)
      const served = await get(new URL(skill.url).pathname)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(skill.digest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`)
      const frontMatter = parse(/^---\n([\s\S]*?)\n---\n/.exec(bytes.toString('utf8'))![1]!) as Record<string, string>
      expect(frontMatter).toEqual({ name: skill.name, description: skill.description })
      expect(bytes.toString('utf8')).not.toMatch(/\{\{[A-Z_]+\}\}/)
      expect(bytes.toString('utf8')).toContain(BASE)
    }
    expect((await get('/.well-known/agent-skills/no-such-skill/SKILL.md')).status).toBe(404)
  })
})

describe('/docs/api', () => {
  it('documents every operation of the OpenAPI description, in HTML and in markdown', async () => {
    const openapi = (await (await get('/docs/api/openapi.json')).json()) as {
      servers: Array<{ url: string }>
      paths: Record<string, Record<string, unknown>>
    }
    expect(openapi.servers).toEqual([{ url: BASE }])
    const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const html = await get('/docs/api')
    expect(html.headers.get('link')).toContain(`<${BASE}/docs/api>; rel="alternate"; type="text/markdown"`)
    const page = await html.text()
    const markdown = await (await get('/docs/api', { accept: 'text/markdown' })).text()
    expect(parse(/^---\n([\s\S]*?)\n---\n/.exec(markdown)![1]!)).toMatchObject({
      canonical_url: `${BASE}/docs/api`,
      type: 'api-docs',
    })
    for (const operation of operations) {
      expect(page).toContain(`<h3><code>${operation}</code></h3>`)
      expect(markdown).toContain(`### ${operation}`)
    }
    // The article payload's fields come from the same schema the API validates with.
    for (const field of ['pms_id', 'author_id', 'title', 'body', 'featured_image_caption'])
      expect(markdown).toContain(`| \`${field}\` |`)
  })
})

describe('every document', () => {
  it.each([
    '/llms.txt',
    '/feed',
    '/sitemap.xml',
    '/robots.txt',
    '/.well-known/api-catalog',
    '/.well-known/agent-skills/index.json',
    '/docs/api',
    '/docs/api/openapi.json',
  ])('%s builds its URLs from BASE_URL, never from the Host header', async (path) => {
    const body = await getWithHost(path, 'attacker.example')
    expect(body).toContain(BASE)
    expect(body).not.toContain('attacker.example')
  })

  it.each(['/', '/harbor-pms', '/glossary', '/docs/api'])('%s points at them in its Link header', async (path) => {
    const link = (await get(path)).headers.get('link')!
    expect(link).toContain(`<${BASE}/llms.txt>; rel="describedby"`)
    expect(link).toContain(`<${BASE}/.well-known/api-catalog>; rel="api-catalog"`)
    expect(link).toContain(`<${BASE}/docs/api/openapi.json>; rel="service-desc"`)
    expect(link).toContain(`<${BASE}/docs/api>; rel="service-doc"`)
  })
})

describe('after a change in the cockpit', () => {
  it('shows a newly published article in llms.txt, the feed and the sitemap on the next request, and drops it when unpublished', async () => {
    const documents = ['/llms.txt', '/feed', '/sitemap.xml']
    for (const path of documents) await get(path) // cached now
    const created = await cms('POST', '/articles', {
      title: 'Fresh discovery story',
      body: 'Brand new.',
      pms: parents.pms_id,
      author: parents.author_id,
      is_published: true,
    })
    const url = `${BASE}/harbor-pms/fresh-discovery-story`
    await expect.poll(async () => text('/llms.txt'), { timeout: 20_000 }).toContain(`](${url}.md)`)
    expect(await text('/feed')).toContain(`<link>${url}</link>`)
    expect(await text('/sitemap.xml')).toContain(`<loc>${url}</loc>`)

    await cms('PATCH', `/articles/${created.doc.id}`, { is_published: false })
    await expect.poll(async () => text('/llms.txt'), { timeout: 20_000 }).not.toContain(url)
    expect(await text('/feed')).not.toContain(url)
    expect(await text('/sitemap.xml')).not.toContain(url)
  })
})
