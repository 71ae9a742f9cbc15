/**
 * One AI-use policy, everywhere (issue 45; TDMRep since issue 23): the site's policy (AI_USE_POLICY, here its
 * default) is said alike as `Content-Signal`, AIPREF `Content-Usage` and TDMRep on every public answer — from the
 * cache too, and on a 304 — and in robots.txt and tdmrep.json; an article whose editor chose other terms says them
 * on its own HTML, markdown, `.md` and feed entry, and nowhere else.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN } from '../helpers/accounts'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { demoParents, insertArticle } from '../helpers/content'

const app = useApp({ database: 'seededWithAccounts' })
const { sql } = app

const SITE = { signal: 'ai-train=no, search=yes, ai-input=yes', usage: 'train-ai=n, search=y', tdm: '1' }
const OPEN = { signal: 'ai-train=yes, search=yes, ai-input=yes', usage: 'train-ai=y, search=y', tdm: '0' }

/** The three headers of an answer, its body read. */
async function termsOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers })
  const body = await response.text()
  return {
    status: response.status,
    body,
    cache: response.headers.get('x-cache'),
    etag: response.headers.get('etag'),
    terms: {
      signal: response.headers.get('content-signal'),
      usage: response.headers.get('content-usage'),
      tdm: response.headers.get('tdm-reservation'),
    },
  }
}

/** `Content-Signal` and `Content-Usage` read into the three purposes, to show the two say the same. */
function purposesOf(signal: string, usage: string) {
  const signals = Object.fromEntries(signal.split(', ').map((part) => part.split('=')))
  const usages = Object.fromEntries(usage.split(', ').map((part) => part.split('=')))
  return {
    fromSignal: { train: signals['ai-train'] === 'yes', search: signals.search === 'yes' },
    fromUsage: { train: usages['train-ai'] === 'y', search: usages.search === 'y' },
  }
}

let openPath: string

beforeAll(async () => {
  const parents = await demoParents(sql)
  await insertArticle(sql, {
    ...parents,
    title: 'Harbor PMS opens its API docs to everyone',
    slug: 'open-api-docs',
    ai_use: 'train',
    excerpt: 'Press release.',
  })
  openPath = '/harbor-pms/open-api-docs'
  await insertArticle(sql, { ...parents, title: 'Harbor PMS follows the site', slug: 'follows-the-site' })
  await insertArticle(sql, { ...parents, title: 'An exclusive', slug: 'exclusive', ai_use: 'search-only' })
})

describe("the site's policy", () => {
  it('publishes one TDMRep rule reserving mining rights for every path', async () => {
    const response = await fetch(`${app.url}/.well-known/tdmrep.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual([{ location: '/*', 'tdm-reservation': 1 }])
  })

  it('is in robots.txt in both vocabularies, saying the same', async () => {
    const { body } = await termsOf('/robots.txt')
    const signal = /^Content-Signal: (.+)$/m.exec(body)?.[1]
    const usage = /^Content-Usage: (.+)$/m.exec(body)?.[1]
    expect(signal).toBe(SITE.signal)
    expect(usage).toBe(SITE.usage)
    const { fromSignal, fromUsage } = purposesOf(signal!, usage!)
    expect(fromUsage).toEqual(fromSignal)
    // Both lines belong to the group of every user agent.
    expect(body).toMatch(/User-agent: \*\nContent-Signal: [^\n]+\nContent-Usage: [^\n]+\n/)
  })

  it.each([
    ['the home page', '/', {}],
    ['a PMS page as markdown', '/harbor-pms', { accept: 'text/markdown' }],
    ['an article following the site', '/harbor-pms/follows-the-site', {}],
    ['its .md', '/harbor-pms/follows-the-site.md', {}],
    ['the RSS feed', '/feed', {}],
    ['the JSON feed', '/feed.json', {}],
    ['llms.txt', '/llms.txt', {}],
    ['the sitemap', '/sitemap.xml', {}],
    ['robots.txt', '/robots.txt', {}],
    ['a page that is not there', '/no-such-page', {}],
    ['a page that is not there, as markdown', '/no-such-page', { accept: 'text/markdown' }],
  ])('%s says it in every form, a second time from the cache too', async (_name, path, headers) => {
    for (let read = 0; read < 2; read += 1) {
      const { terms } = await termsOf(path, headers)
      expect(terms, `${path}, read ${read + 1}`).toEqual(SITE)
    }
  })

  it('leaves the APIs and the cockpit without it: they are no published content', async () => {
    for (const path of ['/up', '/cockpit/login']) {
      const { terms } = await termsOf(path)
      expect(terms, path).toEqual({ signal: null, usage: null, tdm: null })
    }
  })

  it("is in llms.txt's words and names both headers", async () => {
    const { body } = await termsOf('/llms.txt')
    expect(body).toContain(
      'Reuse terms: search indexing allowed; use in AI answers, with a link, allowed; AI training not allowed',
    )
    expect(body).toContain(`\`Content-Signal: ${SITE.signal}\``)
    expect(body).toContain(`\`Content-Usage: ${SITE.usage}\``)
    const { body: authMd } = await termsOf('/auth.md')
    expect(authMd).toContain(`\`Content-Usage: ${SITE.usage}\``)
  })
})

describe("an article's own terms", () => {
  it('are said on its HTML, its markdown and its .md, from the cache and on a 304 too', async () => {
    for (const [path, headers] of [
      [openPath, {}],
      [openPath, { accept: 'text/markdown' }],
      [`${openPath}.md`, {}],
    ] as const) {
      const first = await termsOf(path, headers)
      expect(first.status).toBe(200)
      expect(first.terms, path).toEqual(OPEN)
      const again = await termsOf(path, headers)
      expect(again.cache).toBe('HIT')
      expect(again.terms, `${path} from the cache`).toEqual(OPEN)
      const notModified = await termsOf(path, { ...headers, 'if-none-match': again.etag! })
      expect(notModified.status).toBe(304)
      expect(notModified.terms, `${path}, 304`).toEqual(OPEN)
    }
  })

  it("are on its feed entries only, the feeds' headers saying the site's", async () => {
    const rss = await termsOf('/feed')
    expect(rss.terms).toEqual(SITE)
    const items = rss.body.split('<item>').slice(1)
    const open = items.filter((item) => item.includes('open-api-docs'))
    expect(open).toHaveLength(1)
    expect(open[0]).toContain(`<dc:rights>Content-Signal: ${OPEN.signal}; Content-Usage: ${OPEN.usage}</dc:rights>`)
    // The exclusive (search only) has terms of its own too; the articles that follow the site's have none.
    const withRights = items.filter((item) => item.includes('<dc:rights>'))
    expect(withRights).toHaveLength(2)
    expect(withRights.find((item) => item.includes('/harbor-pms/exclusive'))).toContain(
      '<dc:rights>Content-Signal: ai-train=no, search=yes, ai-input=no; Content-Usage: train-ai=n, search=y</dc:rights>',
    )

    const json = JSON.parse((await termsOf('/feed.json')).body) as {
      items: Array<{ url: string; _ai_use?: { content_signal: string; content_usage: string } }>
    }
    const withTerms = json.items.filter((item) => item._ai_use)
    expect(withTerms.map((item) => item.url).sort()).toEqual([
      `${app.url}/harbor-pms/exclusive`,
      `${app.url}${openPath}`,
    ])
    expect(withTerms.find((item) => item.url.endsWith(openPath))!._ai_use).toMatchObject({
      content_signal: OPEN.signal,
      content_usage: OPEN.usage,
    })
  })

  it('are in llms-full.txt beside the article, and an article closed to AI answers is left out of it', async () => {
    const { body, terms } = await termsOf('/llms-full.txt')
    expect(terms).toEqual(SITE)
    expect(body).toMatch(
      new RegExp(
        `<!-- article \\d+: ${app.url}${openPath}\\.md; Content-Signal: ${OPEN.signal}; Content-Usage: ${OPEN.usage} -->`,
      ),
    )
    expect(body).toMatch(new RegExp(`<!-- article \\d+: ${app.url}/harbor-pms/follows-the-site\\.md -->`))
    expect(body).not.toContain('/harbor-pms/exclusive')
    expect((await termsOf('/llms.txt')).body).toContain('/harbor-pms/exclusive.md')
  })

  it('can be chosen over the REST API, and a choice that does not exist is refused without a trace', async () => {
    const { token } = await insertApiToken(app.database.url)
    const { pms_id, author_id } = await demoParents(sql)
    const post = (ai_use: string) =>
      fetch(`${app.url}/api/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pms_id, author_id, title: `Terms ${ai_use}`, body: 'Body.', ai_use }),
      })
    const refused = await post('everything')
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('ai_use')
    expect(await sql(`SELECT id FROM articles WHERE title = 'Terms everything'`)).toEqual([])

    const created = await post('search-only')
    expect(created.status).toBe(201)
    expect(await sql(`SELECT ai_use FROM articles WHERE title = 'Terms search-only'`)).toEqual([
      { ai_use: 'search-only' },
    ])
  })

  it('refuses a choice that does not exist through the cockpit API too, with a 400 and nothing written', async () => {
    const { token } = await app.signIn(ADMIN)
    const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const { pms_id, author_id } = await demoParents(sql)
    const created = await fetch(`${app.url}/cms-api/articles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        pms: pms_id,
        author: author_id,
        title: 'Cockpit terms',
        body: 'Body.',
        ai_use: 'everything',
      }),
    })
    expect(created.status).toBe(400)
    expect(await created.text()).toMatch(/ai_use/)
    expect(await sql(`SELECT id FROM articles WHERE title = 'Cockpit terms'`)).toEqual([])

    const [article] = await sql<{ id: number; ai_use: string | null }>(
      `SELECT id, ai_use FROM articles WHERE is_published ORDER BY id LIMIT 1`,
    )
    const patched = await fetch(`${app.url}/cms-api/articles/${article!.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ ai_use: 'nothing-at-all' }),
    })
    expect(patched.status).toBe(400)
    expect(await sql(`SELECT ai_use FROM articles WHERE id = $1`, [article!.id])).toEqual([{ ai_use: article!.ai_use }])
  })
})
