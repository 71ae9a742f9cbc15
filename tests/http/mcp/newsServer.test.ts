/**
 * The public news server at /mcp/news (issue 46, docs/decisions/052-news-mcp-server.md): the official clients connect
 * without credentials (the SDK v2 client pinned to 2026-07-28 and negotiating, the SDK 1.x client), list the six
 * read-only tools and call each; every result cites its pages and carries the terms of use in `_meta`; calls count
 * as reads, against the read limit (JSON-RPC's rate-limit error with `Retry-After` past it) and in the editors'
 * figures by the client's name. What it never shows is checked with the hidden-record matrix in readVisibility.test.ts.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ARTICLE_CARD_URI, articleCardHtml } from '../../../src/mcp/news/apps/articleCard'
import { COMPARISON_TABLE_URI, comparisonTableHtml } from '../../../src/mcp/news/apps/comparisonTable'
import { SERVED_PROTOCOL_VERSIONS } from '../../../src/mcp/protocolVersions'
import { useApp } from '../../helpers/appFixture'
import { demoParents, insertArticle } from '../../helpers/content'
import { postJsonRpc } from '../../helpers/mcpJsonRpc'

const READS_PER_MINUTE = 60

const app = useApp({
  database: 'seeded',
  env: {
    READ_RATE_LIMIT_PER_MINUTE: String(READS_PER_MINUTE),
    READ_COUNTS_SETTLE_SECONDS: '1',
    // The rate-limit test speaks from an address of its own, as a proxy in front of the site would say it.
    TRUSTED_PROXIES: '127.0.0.1, ::1',
  },
})
const newsUrl = () => `${app.url}/mcp/news`

/** Each test (and each request of the bad-argument battery) speaks from an address of its own: no read budget is shared. */
let lastAddress = 0
const address = () => {
  lastAddress++
  return `10.${Math.floor(lastAddress / 65536) % 256}.${Math.floor(lastAddress / 256) % 256}.${lastAddress % 256}`
}

type AnyClient = Pick<Client, 'listTools' | 'callTool' | 'close'>
const clients: AnyClient[] = []

async function v2(mode: 'auto' | { pin: string }, name = 'reader-agent-v2'): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' }, { versionNegotiation: { mode } })
  await client.connect(
    new StreamableHTTPClientTransport(new URL(newsUrl()), {
      requestInit: { headers: { 'x-forwarded-for': address() } },
    }),
  )
  clients.push(client)
  return client
}

async function v1(): Promise<ClientV1> {
  const client = new ClientV1({ name: 'reader-agent-v1', version: '1.0.0' })
  await client.connect(
    new TransportV1(new URL(newsUrl()), { requestInit: { headers: { 'x-forwarded-for': address() } } }),
  )
  clients.push(client as unknown as AnyClient)
  return client
}

const call = async (client: AnyClient, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult

function ok<T>(result: CallToolResult): T {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as T
}

const textOf = (result: CallToolResult) => (result.content as Array<{ type: string; text: string }>)[0]!.text

interface Demo {
  pms: { slug: string; name: string }
  otherPms: { slug: string; name: string }
  article: { path: string; title: string }
  comparison: { slug: string; title: string; pmsSlugs: string[] }
  term: { slug: string; term: string }
  category: { slug: string; name: string }
}
let demo: Demo
let ownTerms: { path: string }

beforeAll(async () => {
  const [article] = await app.sql(
    `SELECT '/' || p.slug || '/' || a.slug AS path, a.title, p.slug AS pms_slug, p.name AS pms_name, c.slug AS category_slug, c.name AS category_name
     FROM articles a JOIN pmses p ON p.id = a.pms_id JOIN categories c ON c.id = a.category_id
     WHERE a.is_published AND p.is_published ORDER BY a.published_at DESC LIMIT 1`,
  )
  const [comparison] = await app.sql(
    `SELECT c.slug, c.title, array_agg(p.slug ORDER BY p.slug) AS pms_slugs FROM comparisons c
     JOIN comparisons_rels r ON r.parent_id = c.id AND r.path = 'pmses' JOIN pmses p ON p.id = r.pmses_id
     WHERE c.is_published GROUP BY c.id ORDER BY c.id LIMIT 1`,
  )
  const [term] = await app.sql(`SELECT slug, term FROM glossary_terms WHERE is_published ORDER BY id LIMIT 1`)
  const [other] = await app.sql(
    `SELECT slug, name FROM pmses WHERE is_published AND slug <> $1 AND NOT (slug = ANY($2)) ORDER BY id LIMIT 1`,
    [article.pms_slug, comparison.pms_slugs],
  )
  demo = {
    pms: { slug: article.pms_slug, name: article.pms_name },
    otherPms: other,
    article: { path: article.path, title: article.title },
    comparison: { slug: comparison.slug, title: comparison.title, pmsSlugs: comparison.pms_slugs },
    term,
    category: { slug: article.category_slug, name: article.category_name },
  }
  // An article with terms of its own (src/ground/lib/aiUse.ts): closed to AI answers and training, open to search.
  const parents = await demoParents(app.sql)
  const [pms] = await app.sql(`SELECT slug FROM pmses WHERE id = $1`, [parents.pms_id])
  await insertArticle(app.sql, {
    ...parents,
    title: 'An exclusive interview',
    slug: 'an-exclusive-interview',
    ai_use: 'search-only',
  })
  ownTerms = { path: `/${pms.slug}/an-exclusive-interview` }
})

afterAll(async () => {
  for (const client of clients) await client.close()
})

const TOOLS = [
  'search-news',
  'latest-news',
  'list-tags',
  'get-article',
  'get-pms-profile',
  'compare-pmses',
  'get-glossary-term',
]

/** What every official client must manage against the news server: the tools, read-only, and a call of each. */
async function readsEverything(client: AnyClient) {
  const { tools } = await client.listTools()
  expect(tools.map((tool) => tool.name)).toEqual(TOOLS)
  for (const tool of tools) {
    expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, openWorldHint: false })
    expect(tool.outputSchema, tool.name).toBeDefined()
  }
  const found = ok<{ results: Array<{ type: string; url: string }> }>(
    await call(client, 'search-news', { query: demo.article.title }),
  )
  expect(found.results[0]).toMatchObject({ type: 'article', url: `${app.url}${demo.article.path}` })
  const latest = ok<{ articles: unknown[] }>(await call(client, 'latest-news', { limit: 3 }))
  expect(latest.articles).toHaveLength(3)
  const article = ok<{ article: { title: string } }>(
    await call(client, 'get-article', { url: `${app.url}${demo.article.path}` }),
  )
  expect(article.article.title).toBe(demo.article.title)
  expect(ok<{ pms: { name: string } }>(await call(client, 'get-pms-profile', { pms: demo.pms.slug })).pms.name).toBe(
    demo.pms.name,
  )
  expect(
    ok<{ comparison: { title: string } }>(await call(client, 'compare-pmses', { comparison: demo.comparison.slug }))
      .comparison.title,
  ).toBe(demo.comparison.title)
  expect(
    ok<{ term: { term: string } }>(await call(client, 'get-glossary-term', { term: demo.term.slug })).term.term,
  ).toBe(demo.term.term)
}

describe('the official clients, without credentials', () => {
  it('the SDK v2 client pinned to 2026-07-28 reads everything in the stateless era', async () => {
    const client = await v2({ pin: '2026-07-28' })
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28')
    await readsEverything(client)
  })

  it('the SDK v2 client negotiating (auto) finds 2026-07-28 and reads everything', async () => {
    const client = await v2('auto')
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28')
    await readsEverything(client)
  })

  it('the SDK 1.x client initializes in the 2025 era and reads everything', async () => {
    const client = await v1()
    expect(client.getServerVersion()).toMatchObject({ name: 'io.github.pmsnews/news' })
    await readsEverything(client as unknown as AnyClient)
  })
})

describe('what the tools answer', () => {
  let client: Client
  beforeAll(async () => {
    client = await v2({ pin: '2026-07-28' })
  })

  it('cites each page by its canonical and markdown URL, and says the terms of use in _meta', async () => {
    const result = await call(client, 'get-article', { url: `${app.url}${demo.article.path}.md` })
    const { article } = ok<{ article: { url: string; markdown_url: string; body_markdown: string } }>(result)
    expect(article.url).toBe(`${app.url}${demo.article.path}`)
    expect(article.markdown_url).toBe(`${app.url}${demo.article.path}.md`)
    // The text is the article's own markdown page, what its .md URL answers (but for the page's newsletter footer).
    const md = await (await fetch(`${app.url}${demo.article.path}.md`)).text()
    expect(textOf(result).length).toBeGreaterThan(500)
    expect(md.startsWith(textOf(result))).toBe(true)
    expect(result._meta?.['io.github.pmsnews/ai-use']).toEqual({
      content_signal: 'ai-train=no, search=yes, ai-input=yes',
      content_usage: 'train-ai=n, search=y',
      tdm_reservation: '1',
      in_words: 'search indexing allowed; use in AI answers, with a link, allowed; AI training not allowed',
    })
    const found = ok<{ results: Array<{ url: string; markdown_url: string | null; snippet: string }> }>(
      await call(client, 'search-news', { query: demo.term.term }),
    )
    for (const result of found.results) {
      expect(result.url.startsWith(`${app.url}/`)).toBe(true)
      if (result.markdown_url) expect(result.markdown_url).toBe(`${result.url}.md`)
    }
  })

  it("gives an article's own terms with it, the site's with everything else", async () => {
    const own = await call(client, 'get-article', { url: `${app.url}${ownTerms.path}` })
    expect(ok<{ article: { title: string } }>(own).article.title).toBe('An exclusive interview')
    expect(own._meta?.['io.github.pmsnews/ai-use']).toMatchObject({
      content_signal: 'ai-train=no, search=yes, ai-input=no',
      content_usage: 'train-ai=n, search=y',
    })
    // The same terms as its page says in its headers.
    const page = await fetch(`${app.url}${ownTerms.path}`)
    expect(page.headers.get('content-signal')).toBe('ai-train=no, search=yes, ai-input=no')
  })

  it('searches with the site’s ranking and spelling correction, narrowed by PMS, category and dates', async () => {
    const words = demo.term.term.toLowerCase()
    // One letter dropped from each word of four letters or more: the site's correction finds the words meant.
    const misspelt = words.replace(/\b(\w{3})\w(\w+)\b/g, '$1$2')
    const corrected = ok<{ corrected_to: string | null; total: number }>(
      await call(client, 'search-news', { query: misspelt }),
    )
    if (misspelt !== words) expect(corrected.corrected_to).not.toBeNull()
    expect(corrected.total).toBeGreaterThan(0)
    // The same ranking as the search page: its first result is the tool's.
    const page = await (await fetch(`${app.url}/search?q=${encodeURIComponent(demo.article.title)}`)).text()
    const first = ok<{ results: Array<{ url: string }> }>(
      await call(client, 'search-news', { query: demo.article.title }),
    ).results[0]!
    expect(page).toContain(`href="${first.url}"`)

    const narrowed = ok<{ results: Array<{ type: string; url: string }> }>(
      await call(client, 'search-news', {
        query: demo.article.title,
        pms: demo.pms.name,
        category: demo.category.slug,
      }),
    )
    expect(narrowed.results.length).toBeGreaterThan(0)
    expect(narrowed.results.every((result) => result.type === 'article')).toBe(true)
    expect(narrowed.results.every((result) => result.url.startsWith(`${app.url}/${demo.pms.slug}/`))).toBe(true)
    // A tag narrows to its articles (docs/decisions/070-tags.md): a word nearly every article has finds only those.
    const taggedPaths = (
      await app.sql<{ path: string }>(
        `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id
         JOIN articles_rels r ON r.parent_id = a.id AND r.path = 'tags' JOIN tags t ON t.id = r.tags_id
         WHERE t.slug = 'owner-portals' AND a.is_published`,
      )
    ).map((row) => `${app.url}${row.path}`)
    expect(taggedPaths.length).toBeGreaterThan(0)
    const tagged = ok<{ results: Array<{ type: string; url: string }> }>(
      await call(client, 'search-news', { query: 'hotels', tag: 'Owner portals' }),
    )
    expect(tagged.results.length).toBeGreaterThan(0)
    expect(tagged.results.every((result) => taggedPaths.includes(result.url))).toBe(true)
    expect(textOf(await call(client, 'search-news', { query: 'hotels', tag: 'no-such-tag' }))).toBe(
      'No tag "no-such-tag" on PMS News. Find one with list-tags.',
    )
    const future = ok<{ total: number }>(
      await call(client, 'search-news', { query: demo.article.title, since: '2999-01-01' }),
    )
    expect(future.total).toBe(0)
    const [{ day }] = await app.sql(
      `SELECT to_char(a.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM articles a
       WHERE '/' || (SELECT slug FROM pmses WHERE id = a.pms_id) || '/' || a.slug = $1`,
      [demo.article.path],
    )
    const thatDay = ok<{ results: Array<{ url: string }> }>(
      await call(client, 'search-news', { query: demo.article.title, since: day, until: day }),
    )
    expect(thatDay.results.map((result) => result.url)).toContain(`${app.url}${demo.article.path}`)
    expect((await call(client, 'search-news', { query: 'hotel', since: '2026-02-30' })).isError).toBe(true)
    expect(textOf(await call(client, 'search-news', { query: 'hotel', pms: 'no-such-pms' }))).toBe(
      'No PMS "no-such-pms" on PMS News. Search without it to find its name.',
    )
  })

  it("names a co-byline's authors in order in get-article and in the lists (docs/decisions/069-co-bylines.md)", async () => {
    const [row] = await app.sql(
      `SELECT '/' || p.slug || '/' || a.slug AS path, p.slug AS pms FROM articles a JOIN pmses p ON p.id = a.pms_id
       WHERE a.title LIKE 'Analysis: Restaurant revenue keeps Nordic%'`,
    )
    const byline = ['claire-beaumont', 'maya-lindqvist', 'daniel-okafor'].map((slug) => ({
      name: expect.any(String),
      url: `${app.url}/authors/${slug}`,
    }))
    const { article } = ok<{ article: { author: { url: string }; authors: unknown[] } }>(
      await call(client, 'get-article', { url: `${app.url}${row!.path}` }),
    )
    expect(article.authors).toEqual(byline)
    expect(article.author.url).toBe(`${app.url}/authors/claire-beaumont`)
    const listed = ok<{ articles: Array<{ url: string; authors: unknown[] }> }>(
      await call(client, 'latest-news', { pms: row!.pms, limit: 50 }),
    ).articles.find((item) => item.url === `${app.url}${row!.path}`)
    expect(listed?.authors).toEqual(byline)
  })

  it('lists the latest news of a PMS and of a category, newest first', async () => {
    const ofPms = ok<{ articles: Array<{ url: string; published_at: string }> }>(
      await call(client, 'latest-news', { pms: demo.pms.name, limit: 50 }),
    ).articles
    expect(ofPms.length).toBeGreaterThan(0)
    expect(ofPms.every((article) => article.url.startsWith(`${app.url}/${demo.pms.slug}/`))).toBe(true)
    const dates = ofPms.map((article) => article.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const [{ n }] = await app.sql(
      `SELECT count(*)::int AS n FROM articles a JOIN pmses p ON p.id = a.pms_id JOIN categories c ON c.id = a.category_id
       WHERE a.is_published AND a.published_at IS NOT NULL AND p.is_published AND p.slug = $1 AND c.slug = $2`,
      [demo.pms.slug, demo.category.slug],
    )
    const both = ok<{ articles: unknown[] }>(
      await call(client, 'latest-news', { pms: demo.pms.slug, category: demo.category.name, limit: 50 }),
    )
    expect(both.articles).toHaveLength(n)
  })

  it('compares PMSes: the editors’ comparison of exactly those, else their profiles side by side', async () => {
    const editors = ok<{ comparison: { url: string | null; pmses: unknown[] } }>(
      await call(client, 'compare-pmses', { pmses: [...demo.comparison.pmsSlugs].reverse() }),
    )
    expect(editors.comparison.url).toBe(`${app.url}/compare/${demo.comparison.slug}`)
    const profiles = await call(client, 'compare-pmses', { pmses: [demo.pms.name, demo.otherPms.slug] })
    const side = ok<{
      comparison: {
        url: string | null
        pmses: Array<{ name: string }>
        facts: Array<{ label: string; values: string[] }>
        capabilities: Array<{ values: boolean[] }>
      }
    }>(profiles).comparison
    expect(side.url).toBeNull()
    expect(side.pmses.map((pms) => pms.name)).toEqual([demo.pms.name, demo.otherPms.name])
    expect(side.facts.find((row) => row.label === 'Vendor')?.values).toHaveLength(2)
    expect(side.capabilities.every((row) => row.values.length === 2)).toBe(true)
    expect(textOf(profiles)).toContain(`|  | ${demo.pms.name} | ${demo.otherPms.name} |`)
    expect((await call(client, 'compare-pmses', { pmses: [demo.pms.slug] })).isError).toBe(true)
    expect((await call(client, 'compare-pmses', {})).isError).toBe(true)
  })

  it('says what to do when a name matches nothing, and refuses what is not its site’s', async () => {
    expect(textOf(await call(client, 'get-article', { url: 'https://elsewhere.example/a/b' }))).toBe(
      `https://elsewhere.example/a/b is not an address on ${app.url}.`,
    )
    expect(textOf(await call(client, 'get-article', { pms: demo.pms.slug, slug: 'no-such-story' }))).toBe(
      `No published article at /${demo.pms.slug}/no-such-story. Find articles with search-news or latest-news.`,
    )
    expect(textOf(await call(client, 'get-pms-profile', { pms: 'Nowhere PMS' }))).toBe(
      'No PMS "Nowhere PMS" on PMS News. Find it with search-news.',
    )
    expect(textOf(await call(client, 'get-glossary-term', { term: 'Flux capacitor' }))).toBe(
      'No glossary term "Flux capacitor" on PMS News. Find it with search-news.',
    )
  })
})

describe('MCP Apps and discovery', () => {
  it('names an MCP App on get-article and compare-pmses, and serves each as the self-contained document hosts render', async () => {
    const client = await v2({ pin: '2026-07-28' })
    const { tools } = await client.listTools()
    const uiOf = (name: string) => tools.find((tool) => tool.name === name)?._meta
    expect(uiOf('get-article')).toMatchObject({
      ui: { resourceUri: ARTICLE_CARD_URI },
      'ui/resourceUri': ARTICLE_CARD_URI,
    })
    expect(uiOf('compare-pmses')).toMatchObject({ ui: { resourceUri: COMPARISON_TABLE_URI } })
    expect(uiOf('search-news')?.ui).toBeUndefined()
    const { resources } = await client.listResources()
    expect(resources.map((resource) => resource.uri).sort()).toEqual([ARTICLE_CARD_URI, COMPARISON_TABLE_URI].sort())
    const origin = new URL(app.url).origin
    for (const [uri, html] of [
      [ARTICLE_CARD_URI, articleCardHtml(origin)],
      [COMPARISON_TABLE_URI, comparisonTableHtml(origin)],
    ] as const) {
      const { contents } = await client.readResource({ uri })
      // The very document tests/browser/mcpApps.test.ts renders in the official host bridge.
      expect(contents).toEqual([
        {
          uri,
          mimeType: 'text/html;profile=mcp-app',
          text: html,
          _meta: { ui: { csp: { resourceDomains: [origin] }, prefersBorder: true } },
        },
      ])
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;/)
      expect(html).not.toMatch(/<script[^>]+src=/)
    }
  })

  it('has a server card of its own, and answers server/discover with every revision it serves', async () => {
    const card = await (await fetch(`${newsUrl()}/server-card`, { headers: { 'x-forwarded-for': address() } })).json()
    expect(card).toMatchObject({
      name: 'io.github.pmsnews/news',
      remotes: [{ type: 'streamable-http', url: newsUrl(), supportedProtocolVersions: [...SERVED_PROTOCOL_VERSIONS] }],
      authentication: { required: false },
    })
    const discover = await postJsonRpc(
      newsUrl(),
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'server/discover',
        params: {
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        },
      },
      { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'server/discover', 'x-forwarded-for': address() },
    )
    const { result } = discover.message
    expect(result.supportedVersions).toEqual([...SERVED_PROTOCOL_VERSIONS])
    // Every page says where the server's card is; the catalog and llms.txt list the server.
    expect((await fetch(`${app.url}/`, { headers: { 'x-forwarded-for': address() } })).headers.get('link')).toContain(
      `<${newsUrl()}/server-card>; rel="service-desc"; type="application/mcp-server-card+json"`,
    )
    const catalog = await (
      await fetch(`${app.url}/.well-known/api-catalog`, { headers: { 'x-forwarded-for': address() } })
    ).json()
    expect(catalog.linkset.map((entry: { anchor: string }) => entry.anchor)).toContain(newsUrl())
    const llms = await (await fetch(`${app.url}/llms.txt`, { headers: { 'x-forwarded-for': address() } })).text()
    expect(llms).toContain(`MCP server at ${newsUrl()} without an account`)
    const auth = await (await fetch(`${app.url}/auth.md`, { headers: { 'x-forwarded-for': address() } })).text()
    expect(auth).toContain(`| ${newsUrl()} | readers' agents`)
  })
})

describe('counted as reads', () => {
  it('counts a read of an article by the client’s name in the editors’ figures', async () => {
    const client = await v2({ pin: '2026-07-28' }, 'Counting Agent')
    ok(await call(client, 'get-article', { url: `${app.url}${demo.article.path}` }))
    await expect
      .poll(
        async () =>
          (
            await app.sql(`SELECT path, format, kind, name, reads::int FROM read_counts WHERE name = 'Counting Agent'`)
          )[0],
      )
      .toMatchObject({ path: demo.article.path, format: 'mcp', name: 'Counting Agent', reads: 1 })
  })

  it('past the read limit, answers the JSON-RPC rate-limit error with Retry-After, as the site answers 429', async () => {
    const from = address()
    const post = () => postJsonRpc(newsUrl(), { jsonrpc: '2.0', id: 7, method: 'ping' }, { 'x-forwarded-for': from })
    for (let read = 0; read < READS_PER_MINUTE; read++) expect((await post()).status).toBe(200)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = refused.message
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -31029 } })
    expect(body.error.data.retry_after_seconds).toBe(Number(refused.headers.get('retry-after')))
    // The site's pages are the same budget: the same address is refused there too. The edge (a process of its own,
    // docs/decisions/085-edge-and-renderers.md) learns the render process's counts from the shared store, and lets a
    // client through on its own counts for a tenth of the budget at most (ADR 040's slack) before it asks: so the
    // refusal comes within that, far short of the budget the edge alone would give.
    const statuses: number[] = []
    for (let read = 0; read <= READS_PER_MINUTE / 10 && statuses.at(-1) !== 429; read++)
      statuses.push((await fetch(`${app.url}/`, { headers: { 'x-forwarded-for': from } })).status)
    expect(statuses.at(-1), statuses.join()).toBe(429)
  })

  it('answers every tool’s bad arguments with a tool error or a JSON-RPC error, never a 5xx', async () => {
    const BAD_VALUES: unknown[] = [
      '',
      'a\u0000b',
      'x'.repeat(5000),
      '../../etc/passwd',
      '%00',
      '😀'.repeat(100),
      -1,
      0,
      1e308,
      null,
      true,
      [],
      {},
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      'javascript:alert(1)',
      'https://elsewhere.example/x/y',
      '2026-13-45',
    ]
    const ARGS: Record<string, string[]> = {
      'search-news': ['query', 'pms', 'category', 'since', 'until', 'page'],
      'latest-news': ['pms', 'category', 'tag', 'limit'],
      'list-tags': [],
      'get-article': ['url', 'pms', 'slug'],
      'get-pms-profile': ['pms'],
      'compare-pmses': ['comparison', 'pmses'],
      'get-glossary-term': ['term'],
    }
    const failures: string[] = []
    let id = 0
    for (const [tool, names] of Object.entries(ARGS))
      for (const name of [...names, 'unknown_argument'])
        for (const value of BAD_VALUES) {
          const response = await postJsonRpc(
            newsUrl(),
            { jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name: tool, arguments: { [name]: value } } },
            { 'x-forwarded-for': address() },
          )
          const text = JSON.stringify(response.message) ?? ''
          if (response.status === 429) failures.push(`429 ${tool} ${name}: the battery ran out of read budget`)
          if (response.status >= 500)
            failures.push(`${response.status} ${tool} ${name}=${JSON.stringify(value)}: ${text.slice(0, 200)}`)
        }
    expect(failures).toEqual([])
  })

  it('refuses what the editorial server refuses before any tool runs: GET, a foreign Origin, a body past 1 MB', async () => {
    const get = await fetch(newsUrl(), { headers: { 'x-forwarded-for': address() } })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const foreign = await postJsonRpc(
      newsUrl(),
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { origin: 'https://evil.example', 'x-forwarded-for': address() },
    )
    expect(foreign.status).toBe(403)
    const huge = await postJsonRpc(
      newsUrl(),
      `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"${'x'.repeat(1_100_000)}"}}`,
      { 'x-forwarded-for': address() },
    )
    expect(huge.status).toBe(413)
  })
})
