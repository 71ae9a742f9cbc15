/**
 * The MCP read tools (issue 10) on the demo content: listing, filtering and getting, their refusals of bad
 * arguments, and paging every list to its end, also while an agent publishes what it pages through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALL_SCOPES, call, errorText, structured, useMcpApp } from './mcpClient'

const { app, agentWith, writer } = useMcpApp()
const { sql } = app

describe('read tools', () => {
  it('list and page PMSes, categories, glossary terms and PR links, and refuse a cursor they did not make', async () => {
    const first = structured<{ pmses: Array<{ id: number; name: string }>; total: number; next_cursor: string | null }>(
      await call(writer().client, 'list-pmses', { limit: 5 }),
    )
    expect(first.pmses).toHaveLength(5)
    expect(first.total).toBeGreaterThan(5)
    const second = structured<{ pmses: Array<{ id: number }> }>(
      await call(writer().client, 'list-pmses', { limit: 5, cursor: first.next_cursor }),
    )
    expect(second.pmses.map((pms) => pms.id)).not.toContain(first.pmses[0]!.id)
    expect(
      structured<{ pmses: Array<{ name: string }> }>(
        await call(writer().client, 'list-pmses', { query: 'Harbor' }),
      ).pmses.map((pms) => pms.name),
    ).toEqual(['Harbor PMS'])
    expect(errorText(await call(writer().client, 'list-pmses', { cursor: 'made-up' }))).toMatch(/next_cursor/)
    expect(
      structured<{ categories: unknown[] }>(await call(writer().client, 'list-categories')).categories.length,
    ).toBeGreaterThan(0)
    expect(
      structured<{ terms: Array<{ term: string }> }>(
        await call(writer().client, 'list-glossary-terms', { query: 'GOPPAR' }),
      ).terms[0]!.term,
    ).toBe('GOPPAR')
    expect(
      structured<{ pr_links: unknown[] }>(await call(writer().client, 'list-pr-links', { pms: 'harbor-pms' })).pr_links,
    ).toBeInstanceOf(Array)
    expect(errorText(await call(writer().client, 'list-pmses', { limit: 500 }))).toMatch(/limit/)
    expect(errorText(await call(writer().client, 'list-categories', { limit: 0 }))).toMatch(/limit/)
    expect(errorText(await call(writer().client, 'list-glossary-terms', { cursor: 'made-up' }))).toMatch(/next_cursor/)
    // A PMS or category that does not exist is pointed out, not answered with an empty list.
    expect(errorText(await call(writer().client, 'list-pr-links', { pms: 'no-such-pms' }))).toBe(
      'No PMS has slug "no-such-pms"; find it with list-pmses.',
    )
    expect(errorText(await call(writer().client, 'list-articles', { category: 999_999 }))).toBe(
      'No category has id 999999; find it with list-categories.',
    )
    expect(errorText(await call(writer().client, 'list-pr-links', { active: 'yes' }))).toMatch(/active/)
    // A misspelt argument is refused, not dropped: a list "filtered" by it would silently be the whole list.
    expect(errorText(await call(writer().client, 'list-articles', { status: 'draft' }))).toMatch(/status/)
    expect(errorText(await call(writer().client, 'create-pms', { name: 'Typo PMS', is_publshed: true }))).toMatch(
      /is_publshed/,
    )
    expect(await sql(`SELECT 1 FROM pmses WHERE name = 'Typo PMS'`)).toEqual([])
    const nul = errorText(await call(writer().client, 'list-articles', { query: 'a\u0000b' }))
    expect(nul).toMatch(/NUL/)
    expect(nul).not.toMatch(/Failed query/)
  })

  it('filter articles by PMS, state and words, and get one by id or slug with its markdown body', async () => {
    const { articles } = structured<{
      articles: Array<{ id: number; slug: string; state: string; pms: { slug: string }; url: string }>
    }>(await call(writer().client, 'list-articles', { pms: 'harbor-pms', state: 'published', limit: 50 }))
    expect(articles.length).toBeGreaterThan(0)
    for (const article of articles) expect(article).toMatchObject({ state: 'published', pms: { slug: 'harbor-pms' } })
    const byId = structured<{ article: { id: number; slug: string; body: string; updated_at: string } }>(
      await call(writer().client, 'get-article', { id: articles[0]!.id }),
    ).article
    expect(byId.body.length).toBeGreaterThan(50)
    expect(
      structured<{ article: { id: number } }>(await call(writer().client, 'get-article', { slug: byId.slug })).article
        .id,
    ).toBe(byId.id)
    expect(errorText(await call(writer().client, 'get-article', {}))).toMatch(/exactly one of id or slug/)
    expect(errorText(await call(writer().client, 'get-article', { id: 999_999 }))).toMatch(/No article has id 999999/)
    const words = structured<{ articles: Array<{ title: string }> }>(
      await call(writer().client, 'list-articles', { query: 'Series B' }),
    ).articles
    expect(words.some((article) => article.title.includes('Series B'))).toBe(true)
    const term = structured<{ term: { body: string | null } }>(
      await call(writer().client, 'get-glossary-term', { slug: 'goppar' }),
    ).term
    expect(term.body).toBeTruthy()
    expect(errorText(await call(writer().client, 'get-glossary-term', { slug: 'no-such-term' }))).toMatch(
      /list-glossary-terms/,
    )
  })
})

describe('paging', () => {
  // Its own grant: paging every list is many calls, and must not eat the other tests' rate-limit budget.
  let pager: Awaited<ReturnType<typeof agentWith>>
  beforeAll(async () => {
    pager = await agentWith(ALL_SCOPES, 'Pager')
  })
  afterAll(async () => {
    await pager?.client.close()
  })

  it("page every list to its end without repeating or skipping, in each list's order", async () => {
    const pages = async <T extends { id: number }>(tool: string, key: string) => {
      const items: T[] = []
      let cursor: string | null = null
      let total: number
      do {
        const answer: Record<string, unknown> = structured(
          await call(pager.client, tool, { limit: 5, ...(cursor ? { cursor } : {}) }),
        )
        items.push(...(answer[key] as T[]))
        cursor = answer.next_cursor as string | null
        total = answer.total as number
      } while (cursor)
      expect(new Set(items.map((item) => item.id)).size, tool).toBe(items.length)
      expect(items.length, tool).toBe(total)
      return items
    }
    const count = async (table: string) =>
      Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n)
    expect((await pages('list-pmses', 'pmses')).length).toBe(await count('pmses'))
    expect((await pages('list-categories', 'categories')).length).toBe(await count('categories'))
    expect((await pages('list-glossary-terms', 'terms')).length).toBe(await count('glossary_terms'))
    // PR links with and without a date: the undated ones sort first, and paging crosses from them to the dated ones.
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses ORDER BY id LIMIT 1`)
    await sql(
      `INSERT INTO pr_links (title, url, pms_id, date, is_active, updated_at, created_at)
       SELECT 'Paging link ' || n, 'https://paging.example/' || n, $1, CASE WHEN n % 2 = 0 THEN now() - n * interval '1 day' END, true, now(), now()
       FROM generate_series(1, 5) n`,
      [pms!.id],
    )
    const links = await pages<{ id: number; date: string | null }>('list-pr-links', 'pr_links')
    expect(links.length).toBe(await count('pr_links'))
    const firstDated = links.findIndex((link) => link.date !== null)
    expect(firstDated).toBeGreaterThan(0)
    expect(links.slice(firstDated).every((link) => link.date !== null)).toBe(true)
    const dates = links.slice(firstDated).map((link) => Date.parse(link.date!))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect((await pages('list-articles', 'articles')).length).toBe(await count('articles'))
  })

  it('keep their place while an agent publishes the drafts it pages through', async () => {
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    for (let n = 1; n <= 5; n++) {
      structured(
        await call(pager.client, 'create-article', {
          pms_id: pms!.id,
          author_id: author!.id,
          title: `Paged draft number ${n}`,
          body: 'A draft to publish while paging.',
        }),
      )
    }
    const drafts = Number(
      (
        await sql<{ n: string }>(
          `SELECT count(*) AS n FROM articles WHERE is_published IS NOT TRUE AND scheduled IS NOT TRUE`,
        )
      )[0]!.n,
    )
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const answer: { articles: Array<{ id: number }>; next_cursor: string | null } = structured(
        await call(pager.client, 'list-articles', { state: 'draft', limit: 2, ...(cursor ? { cursor } : {}) }),
      )
      for (const article of answer.articles) {
        seen.push(article.id)
        structured(await call(pager.client, 'update-article', { id: article.id, is_published: true }))
      }
      cursor = answer.next_cursor
    } while (cursor)
    expect(seen.length).toBe(drafts)
    expect(
      Number(
        (
          await sql<{ n: string }>(
            `SELECT count(*) AS n FROM articles WHERE is_published IS NOT TRUE AND scheduled IS NOT TRUE`,
          )
        )[0]!.n,
      ),
    ).toBe(0)
  })
})
