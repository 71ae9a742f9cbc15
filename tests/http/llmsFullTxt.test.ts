/**
 * /llms-full.txt over real HTTP on the demo content (docs/decisions/047-llms-full-txt.md): the newest published
 * articles whole, each exactly as its `.md` page gives it, newest first, within a budget set small here
 * (LLMS_FULL_MAX_BYTES) so that it stops long before the demo's articles run out; answered with llms.txt's headers,
 * kept by the page cache and dropped from it by a publish or an edit; and named wherever llms.txt is.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'
import { demoParents, insertArticle } from '../helpers/content'

const BASE = 'https://news.example'
const BUDGET = 16 * 1024

let cms: CmsRequest
let parents: { pms_id: number; author_id: number }
const get = (path: string, init: RequestInit = {}) => fetch(`${app.url}${path}`, init)
const text = async (path: string) => (await get(path)).text()
const bytes = (value: string) => Buffer.byteLength(value, 'utf8')

const app = useApp({
  database: 'seeded',
  env: { BASE_URL: BASE, READ_RATE_LIMIT_PER_MINUTE: '100000', LLMS_FULL_MAX_BYTES: String(BUDGET) },
  arrange: async (sql) => {
    parents = await demoParents(sql)
    // Newer than every published article: it would come first, were drafts shown.
    await insertArticle(sql, {
      title: 'Secret draft about Harbor',
      slug: 'secret-draft',
      body: 'Not yet public.',
      is_published: false,
      published_at: new Date(Date.now() + 3_600_000),
      ...parents,
    })
  },
})
const { sql } = app

beforeAll(async () => {
  ;({ cms } = await app.signInFirstEditor('llms-full-editor@example.com'))
})

/** The public articles' `.md` URLs, newest first, as the document must order them. */
async function newestMarkdownUrls(): Promise<string[]> {
  const rows = await sql<{ pms: string; slug: string }>(
    `SELECT p.slug AS pms, a.slug FROM articles a JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published AND a.slug IS NOT NULL AND a.published_at IS NOT NULL AND p.is_published AND p.slug IS NOT NULL
     ORDER BY a.published_at DESC, a.id DESC`,
  )
  return rows.map((row) => `${BASE}/${row.pms}/${row.slug}.md`)
}

/** The document's articles, in order: each one's URL, as its opening comment names it, and its markdown. */
function articlesOf(document: string): Array<{ url: string; markdown: string }> {
  const openings = [...document.matchAll(/\n<!-- (?:article (\d+): (\S+)|end) -->\n\n/g)]
  return openings.slice(0, -1).map((opening, index) => {
    expect(opening[1]).toBe(String(index + 1))
    const start = opening.index + opening[0].length
    return { url: opening[2]!, markdown: document.slice(start, openings[index + 1]!.index) }
  })
}

/** An article's `.md` page without the newsletter note every markdown page ends with: the article's own markdown. */
async function markdownPageOf(url: string): Promise<string> {
  const page = await text(new URL(url).pathname)
  const note = page.lastIndexOf('\n\n---\n\nNewsletter: ')
  expect(note).toBeGreaterThan(0)
  return `${page.slice(0, note)}\n`
}

describe('/llms-full.txt', () => {
  it('answers with the headers llms.txt answers with', async () => {
    const [full, index] = await Promise.all([get('/llms-full.txt'), get('/llms.txt')])
    expect(full.status).toBe(200)
    for (const name of ['content-type', 'cache-control', 'content-signal', 'x-markdown-tokens'])
      expect(full.headers.get(name), name).toBe(index.headers.get(name))
    expect(full.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(full.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(full.headers.get('content-signal')).toBe('ai-train=no, search=yes, ai-input=yes')
    await Promise.all([full.arrayBuffer(), index.arrayBuffer()])
  })

  it('carries the newest published articles whole, newest first, each as its .md page gives it', async () => {
    const document = await text('/llms-full.txt')
    expect(document).toMatch(/^# PMS News: the newest articles in full\n\n> \S[^\n]+\n/)
    expect(document).toContain(`${BASE}/llms.txt`)
    const articles = articlesOf(document)
    expect(articles.length).toBeGreaterThanOrEqual(2)
    expect(articles.map((article) => article.url)).toEqual((await newestMarkdownUrls()).slice(0, articles.length))
    for (const article of articles) expect(article.markdown).toBe(await markdownPageOf(article.url))
  })

  it('stops, within its budget, before the article that would cross it, and says so at the end', async () => {
    const document = await text('/llms-full.txt')
    expect(bytes(document)).toBeLessThanOrEqual(BUDGET)
    const included = articlesOf(document).length
    const newest = await newestMarkdownUrls()
    expect(included).toBeLessThan(newest.length)
    expect(
      document.endsWith(
        `\n<!-- end -->\n\n${included} articles included, newest first: the most that fit in the size limit. Older articles are listed in ${BASE}/llms.txt.\n`,
      ),
    ).toBe(true)
    // The next article, whole, with the line that opens it, is more than the room left.
    const next = newest[included]!
    const nextPiece = `\n<!-- article ${included + 1}: ${next} -->\n\n${await markdownPageOf(next)}`
    expect(bytes(document) + bytes(nextPiece)).toBeGreaterThan(BUDGET)
  })

  it('never shows a draft', async () => {
    const document = await text('/llms-full.txt')
    expect(document).not.toContain('Secret draft')
    expect(document).not.toContain('secret-draft')
  })

  it('answers HEAD with its headers and no body', async () => {
    const response = await get('/llms-full.txt', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await response.text()).toBe('')
  })

  it('is named where llms.txt is: in llms.txt, the Link header, OpenAPI, auth.md and the reading skill', async () => {
    const url = `${BASE}/llms-full.txt`
    const index = await text('/llms.txt')
    expect(index.slice(0, index.indexOf('\n## '))).toContain(url)
    for (const path of ['/', '/harbor-pms', '/llms.txt'])
      expect((await get(path)).headers.get('link'), path).toContain(`<${url}>; rel="describedby"; type="text/plain"`)
    const openapi = (await (await get('/docs/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(openapi.paths)).toContain('/llms-full.txt')
    expect(await text('/auth.md')).toContain(url)
    expect(await text('/.well-known/agent-skills/read-pms-news/SKILL.md')).toContain(url)
  })
})

describe('after a change in the cockpit', () => {
  it('is answered from the page cache until an article is published or edited, and then shows the change', async () => {
    await get('/llms-full.txt').then((response) => response.arrayBuffer())
    const again = await get('/llms-full.txt')
    expect(again.headers.get('x-cache')).toBe('HIT')
    await again.arrayBuffer()

    const created = await cms('POST', '/articles', {
      title: 'Fresh full-text story',
      body: 'First words of a **fresh** story.',
      pms: parents.pms_id,
      author: parents.author_id,
      is_published: true,
    })
    const url = `${BASE}/harbor-pms/fresh-full-text-story.md`
    await expect.poll(async () => articlesOf(await text('/llms-full.txt'))[0]?.url, { timeout: 20_000 }).toBe(url)
    expect(articlesOf(await text('/llms-full.txt'))[0]!.markdown).toContain('First words of a **fresh** story.')

    await cms('PATCH', `/articles/${created.doc.id}`, {
      body: 'Edited words of the fresh story.',
      _status: 'published',
    })
    await expect
      .poll(async () => articlesOf(await text('/llms-full.txt'))[0]?.markdown, { timeout: 20_000 })
      .toContain('Edited words of the fresh story.')
    const [first] = articlesOf(await text('/llms-full.txt'))
    expect(first!.markdown).toBe(await markdownPageOf(url))
  })
})
