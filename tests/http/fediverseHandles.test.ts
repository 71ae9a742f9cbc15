/**
 * The site's and each PMS's handle on the social web, where readers look for them (docs/decisions/081-fediverse-handles.md):
 * the footer of every page, the PMS hub, each article's end, llms.txt and the markdown pages; and "Share on Mastodon",
 * our own page that asks the reader for their server. Every answer keeps the site's policy: no script, no outside form.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { frontMatterOf } from '../helpers/frontMatter'

const BASE = 'https://news.example'
const SITE = '@news@news.example'
const HARBOR = '@harbor-pms@news.example'
const get = (path: string, accept?: string) => fetch(`${app.url}${path}`, { headers: accept ? { accept } : {} })

const app = useApp({ database: 'seeded', env: { BASE_URL: BASE } })
const { sql } = app

let article: { path: string; title: string }

beforeAll(async () => {
  const [row] = await sql<{ slug: string; title: string }>(
    `SELECT a.slug, a.title FROM articles a JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published AND p.slug = 'harbor-pms' ORDER BY a.id LIMIT 1`,
  )
  article = { path: `/harbor-pms/${row!.slug}`, title: row!.title }
})

/** The text of every `<code>` in a `.fediverse-handle`, in order. */
const handlesIn = (html: string) =>
  [...html.matchAll(/<div class="fediverse-handle"><p>[^<]*(?:<!-- -->)? <code translate="no">([^<]+)<\/code>/g)].map(
    (m) => m[1],
  )

describe('the handles on the pages', () => {
  it("shows the site's handle in every page's footer, as text a click selects, with how to follow in a <details>", async () => {
    for (const path of ['/', '/news', '/glossary']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      const footer = html.slice(html.indexOf('<footer'))
      expect(handlesIn(footer), path).toEqual([SITE])
      expect(footer).toContain('<details><summary>How to follow</summary>')
      expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/)
    }
  })

  it("shows a PMS's own handle on its hub, and in its markdown's front matter and text", async () => {
    const html = await (await get('/harbor-pms')).text()
    expect(handlesIn(html.slice(0, html.indexOf('<footer')))).toEqual([HARBOR])
    const markdown = await (await get('/harbor-pms', 'text/markdown')).text()
    expect(frontMatterOf(markdown).fediverse).toBe(HARBOR)
    expect(markdown).toContain(`On Mastodon and the fediverse: follow \`${HARBOR}\` for Harbor PMS news.`)
  })

  it("ends each article with its PMS's handle and the site's, and says both in its markdown", async () => {
    const html = await (await get(article.path)).text()
    const end = html.slice(html.indexOf('id="fediverse-heading"'), html.indexOf('<footer'))
    expect(handlesIn(end)).toEqual([HARBOR, SITE])
    const markdown = await (await get(`${article.path}.md`)).text()
    expect(markdown).toContain(
      `Follow on Mastodon and the fediverse: \`${HARBOR}\` (news about Harbor PMS), \`${SITE}\` (all our news).`,
    )
  })

  it("lists the site's handle and each PMS's beside its profile in llms.txt", async () => {
    const text = await (await get('/llms.txt')).text()
    expect(text).toContain(`\`${SITE}\` posts every article`)
    expect(text).toMatch(new RegExp(`- \\[Harbor PMS\\]\\(${BASE}/harbor-pms\\): .*on the fediverse ${HARBOR}\\n`))
  })
})

describe("an author's handle", () => {
  it('is refused through /cms-api with 400 and the reason when it is not @user@host, and kept when it is', async () => {
    const { token } = await app.signInFirstEditor('handles-editor@example.com')
    const post = (handle: string) =>
      fetch(`${app.url}/cms-api/authors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ name: `Handle ${handle}`, slug: `handle-${handle.length}`, fediverse_handle: handle }),
      })
    for (const bad of ['ann@social.example', '@ann', 'https://social.example/@ann']) {
      const refused = await post(bad)
      expect(refused.status, bad).toBe(400)
      expect(await refused.text(), bad).toContain('must be a handle written @user@host, such as @jane@mastodon.social')
    }
    expect(await sql(`SELECT 1 FROM authors WHERE name LIKE 'Handle %'`)).toEqual([])
    const kept = await post('@ann@social.example')
    expect(kept.status).toBe(201)
    expect(await sql(`SELECT fediverse_handle FROM authors WHERE name LIKE 'Handle %'`)).toEqual([
      { fediverse_handle: '@ann@social.example' },
    ])
  })
})

describe('Share on Mastodon', () => {
  it("is offered under each article as a link to our own share page, with the article's address and title", async () => {
    const html = await (await get(article.path)).text()
    const href = `/share?url=${encodeURIComponent(`${BASE}${article.path}`)}&amp;title=${encodeURIComponent(article.title).replaceAll("'", '&#x27;')}`
    expect(html).toContain(`<a href="${href}" rel="noopener nofollow">Mastodon</a>`)
  })

  it("asks for the reader's server with a GET form to itself, and then links to that server's own share form", async () => {
    const shared = `${BASE}${article.path}`
    const query = `url=${encodeURIComponent(shared)}&title=${encodeURIComponent('Keys & more')}`
    const asking = await get(`/share?${query}`)
    expect(asking.status).toBe(200)
    expect(asking.headers.get('content-security-policy')).toContain("form-action 'self'")
    const form = await asking.text()
    expect(form).toContain('<form class="share-form" action="/share" method="get">')
    expect(form).toMatch(/<meta name="robots" content="noindex/)
    expect(form).not.toContain('Write the post on')

    // A handle or an address pasted in names the same server.
    for (const typed of ['mastodon.example', 'https://mastodon.example/', '@me@mastodon.example']) {
      const html = await (await get(`/share?${query}&server=${encodeURIComponent(typed)}`)).text()
      const text = encodeURIComponent(`Keys & more ${shared}`)
      expect(html, typed).toContain(
        `<a class="button" href="https://mastodon.example/share?text=${text}" rel="noopener nofollow">Write the post on mastodon.example</a>`,
      )
    }
  })

  it('refuses a server that is no address, with the reason, and shares no page but ours', async () => {
    const shared = encodeURIComponent(`${BASE}${article.path}`)
    const bad = await (await get(`/share?url=${shared}&title=x&server=${encodeURIComponent('not a server')}`)).text()
    expect(bad).toContain('&quot;not a server&quot; is not a server&#x27;s address')
    expect(bad).not.toContain('Write the post on')

    const elsewhere = await get(
      `/share?url=${encodeURIComponent('https://evil.example/x')}&title=x&server=mastodon.example`,
    )
    expect(elsewhere.status).toBe(200)
    const html = await elsewhere.text()
    expect(html).not.toContain('evil.example')
    expect(html).toContain('This page shares one of our articles')
  })
})
