/**
 * Redirects over real HTTP (docs/decisions/064-redirects.md): a renamed article's and PMS's old addresses answer 301
 * to the new ones, HTML and `.md`, from the router's map before Next, with the query kept; a renamed tag's, category's
 * and author's page and feeds too, a tag's only when it was public (docs/decisions/075); a page that goes live at a
 * redirect's `from` wins over it; a redirect read counts against the read limit; redirected addresses are in no
 * sitemap; WordPress's `/?p=ID` answers 301 while the home page with another query stays the home page; and `/cms-api` refuses bad redirects with field errors and anonymous readers outright.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { type AppServer, startAppServer } from '../helpers/appServer'
import type { CmsRequest } from '../helpers/cockpitSession'
import { insertArticle, insertAuthor, insertCategory, insertPms, insertTag } from '../helpers/content'

const ids: Record<string, number> = {}
let cms: CmsRequest
let token: string

const app = useApp({
  env: { JOBS_IN_APP: 'false' },
  arrange: async (sql) => {
    ids.alpha = await insertPms(sql, { name: 'Alpha PMS', slug: 'alpha-pms' })
    ids.beta = await insertPms(sql, { name: 'Beta PMS', slug: 'beta-pms' })
    ids.ada = await insertAuthor(sql, { name: 'Ada', slug: 'ada' })
    for (const [key, slug, pms] of [
      ['a', 'story-a', ids.alpha],
      ['b', 'story-b', ids.beta],
      ['c', 'story-c', ids.beta],
    ] as const)
      ids[key] = await insertArticle(sql, { title: slug, slug, pms_id: pms!, author_id: ids.ada })
    const draft = await insertArticle(sql, {
      title: 'Draft',
      slug: 'draft',
      pms_id: ids.alpha,
      author_id: ids.ada,
      is_published: false,
    })
    ids.harbour = await insertTag(sql, { name: 'Harbour', slug: 'harbour' }, [ids.a!])
    ids.quiet = await insertTag(sql, { name: 'Quiet plan', slug: 'quiet-plan' }, [draft])
    ids.reviews = await insertCategory(sql, { name: 'Reviews', slug: 'reviews' })
    await sql(`UPDATE articles SET category_id = $1 WHERE id = $2`, [ids.reviews, ids.a])
  },
})

beforeAll(async () => {
  ;({ cms, token } = await app.signInFirstEditor('redirects-editor@example.com'))
})

/** A read that does not follow redirects: its status and where it points, as a path of the site. */
async function read(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { redirect: 'manual', headers })
  await response.arrayBuffer()
  const location = response.headers.get('location')
  return {
    status: response.status,
    location: location?.startsWith(app.url) ? location.slice(app.url.length) : location,
    response,
  }
}

/** Waits until a read of `path` answers `status` (a change reaches the router's map when its NOTIFY does). */
const answers = (path: string, status: number) =>
  expect.poll(async () => (await read(path)).status, { timeout: 15_000, interval: 100 }).toBe(status)

describe('renames', () => {
  it('a renamed article’s old address answers 301 to the new one, as HTML and as .md, with its query', async () => {
    await cms('PATCH', `/articles/${ids.a}`, { slug: 'story-a-renamed', _status: 'published' })
    await answers('/alpha-pms/story-a', 301)
    const html = await read('/alpha-pms/story-a')
    expect([html.location, html.response.headers.get('cache-control')]).toEqual([
      '/alpha-pms/story-a-renamed',
      'public, max-age=3600',
    ])
    expect((await read('/alpha-pms/story-a.md')).location).toBe('/alpha-pms/story-a-renamed.md')
    expect((await read('/alpha-pms/story-a/?page=2')).location).toBe('/alpha-pms/story-a-renamed?page=2')
    expect((await read('/alpha-pms/story-a', { accept: 'text/markdown' })).location).toBe('/alpha-pms/story-a-renamed')
    const head = await fetch(`${app.url}/alpha-pms/story-a`, { method: 'HEAD', redirect: 'manual' })
    expect(head.status).toBe(301)
    expect((await read('/alpha-pms/story-a-renamed')).status).toBe(200)
  })

  it('a renamed PMS’s hub and articles answer 301 at their old addresses', async () => {
    await cms('PATCH', `/pmses/${ids.beta}`, { slug: 'gamma-pms', _status: 'published' })
    await answers('/beta-pms', 301)
    expect((await read('/beta-pms')).location).toBe('/gamma-pms')
    expect((await read('/beta-pms/story-b')).location).toBe('/gamma-pms/story-b')
    expect((await read('/beta-pms/story-c.md')).location).toBe('/gamma-pms/story-c.md')
    expect((await read('/gamma-pms/story-b')).status).toBe(200)
    expect((await read('/beta-pms/feed.xml?x=1')).location).toBe('/gamma-pms/feed.xml?x=1')
  })

  it('a renamed tag’s, category’s and author’s page answers 301 at its old address, as do its feeds', async () => {
    await cms('PATCH', `/tags/${ids.harbour}`, { slug: 'harbours' })
    await cms('PATCH', `/categories/${ids.reviews}`, { slug: 'hands-on' })
    await cms('PATCH', `/authors/${ids.ada}`, { slug: 'ada-lovelace' })
    await answers('/authors/ada', 301)
    for (const [from, to] of [
      ['/tags/harbour', '/tags/harbours'],
      ['/tags/harbour.md', '/tags/harbours'],
      ['/tags/harbour/feed.xml', '/tags/harbours/feed.xml'],
      ['/tags/harbour/feed.json', '/tags/harbours/feed.json'],
      ['/tags/harbour?page=1', '/tags/harbours?page=1'],
      ['/categories/reviews', '/categories/hands-on'],
      ['/categories/reviews/feed.json', '/categories/hands-on/feed.json'],
      ['/authors/ada', '/authors/ada-lovelace'],
      ['/authors/ada/feed.xml', '/authors/ada-lovelace/feed.xml'],
    ]) {
      const moved = await read(from!)
      expect([moved.status, moved.location], from).toEqual([301, to])
      expect((await read(to!.replace(/\?.*/, ''))).status, to).toBe(200)
    }
    // A new public tag at the old address wins over the redirect, its feeds with it.
    const { doc } = await cms('POST', '/tags', { name: 'Harbour again', slug: 'harbour' })
    await cms('PATCH', `/articles/${ids.b}`, { tags: [doc.id], _status: 'published' })
    await answers('/tags/harbour', 200)
    expect((await read('/tags/harbour/feed.xml')).status).toBe(200)
  })

  it('a tag that was never public records nothing when renamed: its old and new addresses are 404 alike', async () => {
    await cms('PATCH', `/tags/${ids.quiet}`, { slug: 'quiet-plan-renamed' })
    await answers('/tags/quiet-plan-renamed', 404)
    expect((await read('/tags/quiet-plan')).status).toBe(404)
    expect((await read('/tags/quiet-plan/feed.xml')).status).toBe(404)
  })

  it('no sitemap names an old address', async () => {
    const sitemap = await (await fetch(`${app.url}/sitemaps/articles-1.xml`)).text()
    expect(sitemap).toContain(`${app.url}/gamma-pms/story-b<`)
    expect(sitemap).not.toContain('/beta-pms/')
    expect(sitemap).not.toContain('/alpha-pms/story-a<')
    const pages = await (await fetch(`${app.url}/sitemaps/pages.xml`)).text()
    expect(pages).not.toContain(`${app.url}/beta-pms<`)
  })
})

describe('editors’ redirects', () => {
  it('an editor’s redirect answers at once, and a page that goes live at its address wins over it', async () => {
    await cms('POST', '/redirects', { from: '/alpha-pms/coming-soon/', to: 'https://vendor.example/news?x=1' })
    await answers('/alpha-pms/coming-soon', 301)
    expect((await read('/alpha-pms/coming-soon')).location).toBe('https://vendor.example/news?x=1')
    await cms('POST', '/articles', {
      title: 'Coming soon',
      slug: 'coming-soon',
      body: 'Here now.',
      pms: ids.alpha,
      author: ids.ada,
      is_published: true,
    })
    await answers('/alpha-pms/coming-soon', 200)
  })

  it('WordPress’s /?p=ID answers 301 to its page, while the home page with any other query stays the home page', async () => {
    await cms('POST', '/redirects', { from: '/?p=1178', to: '/gamma-pms/story-c' })
    await answers('/?p=1178', 301)
    const moved = await read('/?p=1178')
    expect([moved.location, moved.response.headers.get('cache-control')]).toEqual([
      '/gamma-pms/story-c',
      'public, max-age=3600',
    ])
    for (const home of ['/', '/?p=1179', '/?p=1178&utm_source=feed', '/?utm_source=feed', '/?page=2'])
      expect((await read(home)).status, home).toBe(200)
  })

  it('/cms-api refuses a bad address or a loop with field errors, and readers who are not editors', async () => {
    const post = async (body: unknown, headers: Record<string, string> = { authorization: `JWT ${token}` }) => {
      const response = await fetch(`${app.url}/cms-api/redirects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as { errors: Array<{ data?: unknown }> } }
    }
    const bad = await post({ from: '/cockpit', to: 'http://plain.example/' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]!.data).toMatchObject({
      collection: 'redirects',
      errors: [
        { message: '/cockpit is under /cockpit, which the site answers itself', path: 'from' },
        { message: 'must be a path of this site or an absolute https URL', path: 'to' },
      ],
    })
    await cms('POST', '/redirects', { from: '/old-a', to: '/old-b' })
    const loop = await post({ from: '/old-b', to: '/old-a' })
    expect(loop.status).toBe(400)
    expect(loop.body.errors[0]!.data).toMatchObject({
      errors: [{ message: '/old-a already redirects to /old-b: the two would loop', path: 'to' }],
    })
    expect((await post({ from: '/x', to: '/y' }, {})).status).toBe(403)
    expect((await fetch(`${app.url}/cms-api/redirects`)).status).toBe(403)
  })
})

describe('the read limit', () => {
  let limited: AppServer
  beforeAll(async () => {
    // Counted in this process alone: the file's other server has counted this client's reads in the shared store.
    limited = await startAppServer({ ...app.env, READ_RATE_LIMIT_PER_MINUTE: '3', READ_RATE_LIMIT_STORE: 'memory' })
  })
  afterAll(() => limited?.stop())

  it('counts each redirect answered', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await fetch(`${limited.url}/beta-pms/story-b`, { redirect: 'manual' })).status)
    expect(statuses).toEqual([301, 301, 301, 429])
  })
})
