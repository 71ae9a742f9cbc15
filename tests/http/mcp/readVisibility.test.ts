/**
 * What the MCP read tools show a grant by its scopes (docs/decisions/015-mcp-server.md, amended for issue 43): a
 * grant that holds `articles:read` alone reads what the public reads, by the site's one rule
 * (src/ground/db/publicVisibility.ts) and its allow-list of fields; a grant that may write reads as the person who approved
 * it, drafts included. A matrix of hidden records (a draft, an article scheduled for the future, an article of an
 * unpublished PMS, an undated one, a deleted one, a cockpit draft, an unpublished change of a public article, the
 * unpublished PMS, an unpublished glossary term, an inactive PR link and one of the unpublished PMS) is asked for
 * through every read tool, by list, filter, id and slug, and the read-only grant finds none, while the writer finds
 * them all.
 *
 * Every hidden record's name holds ZORBLAT and every staff-only value holds BACKROOM, so an answer can be searched for
 * them whole.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN } from '../../helpers/accounts'
import { demoParents, insertArticle, insertPms } from '../../helpers/content'
import { type Agent, call, errorText, structured, useMcpApp } from './mcpClient'

const { app, agentWith, writer } = useMcpApp()
const { sql } = app

type Hidden = 'draft' | 'scheduled' | 'ofUnpublishedPms' | 'undated' | 'deleted' | 'cockpitDraft'
const hiddenArticles = {} as Record<Hidden, { id: number; slug: string }>
const hidden = {} as Record<'pms' | 'term' | 'inactiveLink' | 'linkOfZorblatPms', number>
const open = {} as Record<'article' | 'pms' | 'link', number>
let reader: Agent

/** An answer, which must name no hidden record and no staff-only value (a refusal repeats what it was asked, so it is checked word for word instead). */
function clean(result: CallToolResult): CallToolResult {
  const text = JSON.stringify(result)
  expect(text).not.toMatch(/zorblat/i)
  expect(text).not.toMatch(/backroom/i)
  return result
}

/** How many articles the public pages show: the rule, written out here as the test's own oracle. */
const publicArticleCount = async () =>
  Number(
    (
      await sql<{ n: string }>(
        `SELECT count(*) AS n FROM articles a JOIN pmses p ON p.id = a.pms_id
         WHERE a.is_published AND a.slug IS NOT NULL AND a.published_at IS NOT NULL AND a.deleted_at IS NULL
           AND p.is_published AND p.slug IS NOT NULL AND p.deleted_at IS NULL`,
      )
    )[0]!.n,
  )

beforeAll(async () => {
  const admin = await app.signIn(ADMIN)
  const parents = await demoParents(sql)
  open.pms = parents.pms_id
  const article = async (key: Hidden, fields: Record<string, unknown>) => {
    const slug = `zorblat-${key.toLowerCase()}`
    hiddenArticles[key] = {
      id: await insertArticle(sql, { ...parents, title: `Zorblat ${key}`, slug, ...fields }),
      slug,
    }
  }

  hidden.pms = await insertPms(sql, { name: 'Zorblat PMS', slug: 'zorblat-pms', is_published: false })
  await article('draft', { is_published: false })
  await article('scheduled', {
    is_published: false,
    scheduled: true,
    published_at: new Date(Date.now() + 30 * 86_400_000),
  })
  await article('ofUnpublishedPms', { pms_id: hidden.pms })
  await article('undated', { is_published: true, published_at: null })
  await article('deleted', {})
  await admin.cms('DELETE', `/articles/${hiddenArticles.deleted.id}`)
  hiddenArticles.cockpitDraft = {
    id: (
      await admin.cms('POST', '/articles?draft=true', {
        title: 'Zorblat cockpit draft',
        slug: 'zorblat-cockpit-draft',
        pms: parents.pms_id,
        author: parents.author_id,
        body: 'Zorblat body.',
        _status: 'draft',
      })
    ).doc.id,
    slug: 'zorblat-cockpit-draft',
  }

  const [published] = await sql<{ id: number }>(
    `SELECT id FROM articles WHERE is_published AND pms_id = $1 AND published_at IS NOT NULL ORDER BY id LIMIT 1`,
    [open.pms],
  )
  open.article = published!.id
  // An unpublished change of a public article: a draft version on top of the published one.
  await admin.cms('PATCH', `/articles/${open.article}?draft=true&autosave=true`, { title: 'Zorblat change of a title' })

  hidden.term = (
    await admin.cms('POST', '/glossary-terms', {
      term: 'Zorblat term',
      slug: 'zorblat-term',
      short_definition: 'Zorblat.',
      is_published: false,
    })
  ).doc.id
  open.link = (
    await admin.cms('POST', '/pr-links', {
      title: 'Open release about a coming article',
      url: 'https://press.example/open',
      pms: open.pms,
      article: hiddenArticles.draft.id,
      notes: 'Backroom note',
    })
  ).doc.id
  hidden.inactiveLink = (
    await admin.cms('POST', '/pr-links', {
      title: 'Zorblat withdrawn release',
      url: 'https://press.example/withdrawn',
      pms: open.pms,
      is_active: false,
    })
  ).doc.id
  hidden.linkOfZorblatPms = (
    await admin.cms('POST', '/pr-links', {
      title: 'Zorblat PMS launches',
      url: 'https://press.example/zorblat',
      pms: hidden.pms,
    })
  ).doc.id

  reader = await agentWith('articles:read', 'Read-only agent')
})

afterAll(async () => {
  await reader?.client.close()
})

describe('a grant that may only read', () => {
  it('lists the public articles only, whatever the order, filter or words', async () => {
    const listed = structured<{ articles: Array<{ id: number; state: string }>; total: number }>(
      clean(await call(reader.client, 'list-articles', { limit: 50 })),
    )
    // Newest change first: the hidden articles, written last, would open the list.
    expect(listed.total).toBe(await publicArticleCount())
    expect(listed.articles.every((item) => item.state === 'published')).toBe(true)
    expect(
      structured<{ total: number }>(clean(await call(reader.client, 'list-articles', { state: 'published' }))).total,
    ).toBe(await publicArticleCount())
    expect(
      structured<{ articles: unknown[] }>(clean(await call(reader.client, 'list-articles', { query: 'Zorblat' })))
        .articles,
    ).toEqual([])
    // Filters by a public PMS and category work as for anyone (the public reads their slugs).
    const [category] = await sql<{ slug: string }>(
      `SELECT c.slug FROM categories c JOIN articles a ON a.category_id = c.id AND a.pms_id = $1 AND a.is_published LIMIT 1`,
      [open.pms],
    )
    const filtered = structured<{ articles: Array<{ pms: { id: number } }> }>(
      clean(await call(reader.client, 'list-articles', { pms: 'harbor-pms', category: category!.slug, limit: 50 })),
    ).articles
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((item) => item.pms.id === open.pms)).toBe(true)
    // The unpublished PMS is as unknown as one that does not exist.
    expect(errorText(await call(reader.client, 'list-articles', { pms: 'zorblat-pms' }))).toBe(
      'No PMS has slug "zorblat-pms"; find it with list-pmses.',
    )
    expect(errorText(await call(reader.client, 'search-news', { query: 'hotel', tag: 'zorblat-tag' }))).toBe(
      'No tag has slug "zorblat-tag"; find it with list-tags.',
    )
    expect(errorText(await call(reader.client, 'list-articles', { pms: hidden.pms }))).toBe(
      `No PMS has id ${hidden.pms}; find it with list-pmses.`,
    )
    for (const state of ['draft', 'scheduled'])
      expect(errorText(await call(reader.client, 'list-articles', { state }))).toBe(
        `This grant may only read, and reads what the site publishes: ask for articles:write to see ${state} articles.`,
      )
  })

  it('gets no hidden article by id or by slug, and a public one as it is published', async () => {
    for (const [key, { id, slug }] of Object.entries(hiddenArticles)) {
      expect(errorText(await call(reader.client, 'get-article', { id })), key).toBe(
        `No article has id ${id}. Find it with list-articles (query, pms, state).`,
      )
      expect(errorText(await call(reader.client, 'get-article', { slug })), key).toBe(
        `No article has slug "${slug}". Find it with list-articles (query, pms, state).`,
      )
    }
    const shown = structured<{ article: { id: number; state: string } }>(
      clean(await call(reader.client, 'get-article', { id: open.article })),
    )
    expect(shown.article).toMatchObject({ id: open.article, state: 'published' })
  })

  it('lists and gets no unpublished PMS, glossary term or hidden PR link, nor what the newsroom keeps on a public link', async () => {
    const pmses = structured<{ pmses: Array<{ is_published: boolean }>; total: number }>(
      clean(await call(reader.client, 'list-pmses', { limit: 50 })),
    )
    expect(pmses.pmses.every((pms) => pms.is_published)).toBe(true)
    expect(
      structured<{ pmses: unknown[] }>(clean(await call(reader.client, 'list-pmses', { query: 'Zorblat' }))).pmses,
    ).toEqual([])
    const terms = structured<{ terms: Array<{ is_published: boolean }> }>(
      clean(await call(reader.client, 'list-glossary-terms', { limit: 50 })),
    )
    expect(terms.terms.length).toBeGreaterThan(0)
    expect(terms.terms.every((term) => term.is_published)).toBe(true)
    expect(errorText(await call(reader.client, 'get-glossary-term', { slug: 'zorblat-term' }))).toBe(
      'No glossary term has slug "zorblat-term". Find it with list-glossary-terms.',
    )
    expect(errorText(await call(reader.client, 'get-glossary-term', { id: hidden.term }))).toBe(
      `No glossary term has id ${hidden.term}. Find it with list-glossary-terms.`,
    )
    structured(clean(await call(reader.client, 'list-categories', { limit: 50 })))

    const links = structured<{
      pr_links: Array<{ id: number; is_active: boolean; article_id: number | null; notes: string | null }>
    }>(clean(await call(reader.client, 'list-pr-links', { limit: 50 })))
    const ids = links.pr_links.map((link) => link.id)
    expect(ids).toContain(open.link)
    expect(ids).not.toContain(hidden.inactiveLink)
    expect(ids).not.toContain(hidden.linkOfZorblatPms)
    // The public link names its article only to staff: the article is a draft.
    expect(links.pr_links.find((link) => link.id === open.link)).toMatchObject({ article_id: null, notes: null })
    expect(
      structured<{ pr_links: unknown[] }>(clean(await call(reader.client, 'list-pr-links', { active: false })))
        .pr_links,
    ).toEqual([])
    expect(errorText(await call(reader.client, 'list-pr-links', { pms: 'zorblat-pms' }))).toBe(
      'No PMS has slug "zorblat-pms"; find it with list-pmses.',
    )
  })

  it('searches what the public finds: no hidden record, by words or by filter', async () => {
    expect(
      structured<{ results: unknown[] }>(clean(await call(reader.client, 'search-news', { query: 'Zorblat' }))).results,
    ).toEqual([])
    expect(errorText(await call(reader.client, 'search-news', { query: 'hotel', pms: 'zorblat-pms' }))).toBe(
      'No PMS has slug "zorblat-pms"; find it with list-pmses.',
    )
  })
})

describe('the public news server, without credentials', () => {
  let news: Client
  beforeAll(async () => {
    news = new Client({ name: 'reader-agent', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } })
    await news.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp/news`)))
  })
  afterAll(async () => {
    await news?.close()
  })
  // Not cleaned here: a search echoes its words and a refusal the name it was given.
  const read = async (name: string, args: Record<string, unknown>) =>
    (await news.callTool({ name, arguments: args })) as CallToolResult

  it('finds no hidden record through any of its tools, by words, filter, URL or name', async () => {
    expect(structured<{ results: unknown[] }>(await read('search-news', { query: 'Zorblat' })).results).toEqual([])
    const latest = structured<{ articles: Array<{ url: string }> }>(clean(await read('latest-news', { limit: 50 })))
    expect(latest.articles.length).toBe(Math.min(50, await publicArticleCount()))
    for (const { slug } of Object.values(hiddenArticles)) {
      const [pms] = await sql<{ slug: string }>(
        `SELECT p.slug FROM pmses p WHERE p.id = (SELECT pms_id FROM articles WHERE slug = $1 UNION SELECT $2::int LIMIT 1)`,
        [slug, open.pms],
      )
      expect((await read('get-article', { url: `${app.url}/${pms!.slug}/${slug}` })).isError, slug).toBe(true)
      expect((await read('get-article', { pms: 'zorblat-pms', slug })).isError, slug).toBe(true)
    }
    for (const [tool, args] of [
      ['latest-news', { pms: 'zorblat-pms' }],
      ['search-news', { query: 'hotel', pms: 'Zorblat PMS' }],
      ['get-pms-profile', { pms: 'zorblat-pms' }],
      ['compare-pmses', { pmses: ['zorblat-pms', 'harbor-pms'] }],
      ['get-glossary-term', { term: 'zorblat-term' }],
    ] as const)
      expect((await read(tool, args)).isError, `${tool} ${JSON.stringify(args)}`).toBe(true)
    // The public article with an unpublished change shows as it is published, never the change.
    const [article] = await sql<{ path: string }>(
      `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = $1`,
      [open.article],
    )
    expect(
      structured<{ article: { url: string } }>(clean(await read('get-article', { url: `${app.url}${article!.path}` })))
        .article.url,
    ).toBe(`${app.url}${article!.path}`)
    // The profile of the PMS with the hidden PR link and records shows none of them.
    structured(clean(await read('get-pms-profile', { pms: 'harbor-pms' })))
  })
})

describe('a grant that may write', () => {
  it('reads as the person who approved it: drafts, scheduled articles and unpublished records included', async () => {
    const { articles } = structured<{ articles: Array<{ slug: string; state: string }> }>(
      await call(writer().client, 'list-articles', { query: 'Zorblat', limit: 50 }),
    )
    expect(Object.fromEntries(articles.map((item) => [item.slug, item.state]))).toEqual({
      'zorblat-draft': 'draft',
      'zorblat-scheduled': 'scheduled',
      'zorblat-ofunpublishedpms': 'published',
      'zorblat-undated': 'published',
      'zorblat-cockpit-draft': 'draft',
    })
    expect(
      structured<{ article: { id: number } }>(
        await call(writer().client, 'get-article', { id: hiddenArticles.scheduled.id }),
      ).article.id,
    ).toBe(hiddenArticles.scheduled.id)
    expect(errorText(await call(writer().client, 'get-article', { id: hiddenArticles.deleted.id }))).toMatch(
      /^No article has id/,
    )
    expect(
      structured<{ pmses: Array<{ id: number }> }>(await call(writer().client, 'list-pmses', { query: 'Zorblat' }))
        .pmses,
    ).toEqual([expect.objectContaining({ id: hidden.pms, is_published: false })])
    expect(
      structured<{ term: { id: number } }>(await call(writer().client, 'get-glossary-term', { id: hidden.term })).term
        .id,
    ).toBe(hidden.term)
    const links = structured<{ pr_links: Array<{ id: number; article_id: number | null; notes: string | null }> }>(
      await call(writer().client, 'list-pr-links', { limit: 50 }),
    ).pr_links
    expect(links.map((link) => link.id)).toEqual(
      expect.arrayContaining([open.link, hidden.inactiveLink, hidden.linkOfZorblatPms]),
    )
    expect(links.find((link) => link.id === open.link)).toMatchObject({
      article_id: hiddenArticles.draft.id,
      notes: 'Backroom note',
    })
  })

  it('searches drafts and scheduled articles too, so that an agent finds what it would write twice', async () => {
    const { results } = structured<{ results: Array<{ id: number; state: string | null; type: string }> }>(
      await call(writer().client, 'search-news', { query: 'Zorblat' }),
    )
    expect(results.every((result) => result.type === 'article')).toBe(true)
    expect(Object.fromEntries(results.map((result) => [result.id, result.state]))).toMatchObject({
      [hiddenArticles.draft.id]: 'draft',
      [hiddenArticles.scheduled.id]: 'scheduled',
      [hiddenArticles.cockpitDraft.id]: 'draft',
    })
  })
})
