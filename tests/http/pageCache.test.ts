/**
 * The page cache over real HTTP: a repeated GET is answered from memory without a database query, and every kind of
 * change to an article shows on the next request, in HTML and in markdown, on its page and on the home page.
 */
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'
import { insertArticle, insertAuthor, insertPms } from '../helpers/content'

let cms: CmsRequest
let pmsId: number
let authorId: number

const app = useApp({
  arrange: async (sql) => {
    pmsId = await insertPms(sql, { name: 'Cache PMS', slug: 'cache-pms' })
    authorId = await insertAuthor(sql, { name: 'Ada', slug: 'ada' })
    await insertArticle(sql, {
      title: 'Steady story',
      slug: 'steady',
      body: 'Body text.',
      pms_id: pmsId,
      author_id: authorId,
    })
  },
})
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers })

/**
 * Runs `during` while another connection holds the content tables locked against every read. A request that reached
 * the database would wait for the lock and time out; one served from memory does not notice. (Counting the
 * database's transactions or scans instead is unreliable: the app's background work moves those counters, and the
 * statistics are flushed late under load.)
 */
async function withContentTablesLocked(during: () => Promise<void>): Promise<void> {
  const locker = new pg.Client({ connectionString: app.database.url })
  await locker.connect()
  try {
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE articles, pmses, authors, categories IN ACCESS EXCLUSIVE MODE')
    await during()
  } finally {
    await locker.query('ROLLBACK').catch(() => undefined)
    await locker.end()
  }
}

beforeAll(async () => {
  ;({ cms } = await app.signInFirstEditor('cache-editor@example.com'))
})

describe('a cached page', () => {
  it('is answered from the cache the second time, with an hour of shared caching', async () => {
    const first = await get('/cache-pms/steady')
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=600')
    const second = await get('/cache-pms/steady')
    expect(second.status).toBe(200)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=600')
    expect(second.headers.get('link')).toContain('rel="api-catalog"')
    expect(await second.text()).toBe(await first.text())
  })

  it('answers a request with credentials from the cache too: public pages are the same for everyone', async () => {
    await get('/cache-pms/steady')
    const credentials: Array<Record<string, string>> = [
      { authorization: 'Bearer x' },
      { authorization: 'Basic eDp5' },
      { cookie: 'payload-token=not-a-session' },
    ]
    for (const headers of credentials) {
      const response = await get('/cache-pms/steady', headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache'), JSON.stringify(headers)).toBe('HIT')
    }
  })

  it('keeps HTML and markdown apart', async () => {
    await get('/cache-pms/steady', { accept: 'text/markdown' })
    const markdown = await get('/cache-pms/steady', { accept: 'text/markdown' })
    expect(markdown.headers.get('x-cache')).toBe('HIT')
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(Number(markdown.headers.get('x-markdown-tokens'))).toBeGreaterThan(0)
    const html = await get('/cache-pms/steady')
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('does no database query on a hit, while a miss does', async () => {
    await get('/cache-pms/steady')
    const within = (path: string) => fetch(`${app.url}${path}`, { signal: AbortSignal.timeout(10_000) })
    await withContentTablesLocked(async () => {
      for (let i = 0; i < 10; i += 1) expect((await within('/cache-pms/steady')).headers.get('x-cache')).toBe('HIT')
      // The same page past the cache waits for the lock: the proof that the lock would have caught a query.
      await expect(
        fetch(`${app.url}/cache-pms/steady?uncached=1`, { signal: AbortSignal.timeout(1_500) }),
      ).rejects.toThrow()
    })
    // Released, the page past the cache (a query the cache does not key on) renders again.
    expect((await within('/cache-pms/steady?uncached=2')).status).toBe(200)
  })

  it('answers a matching ETag with 304 and compresses for clients that take gzip', async () => {
    const hit = await get('/cache-pms/steady', { 'accept-encoding': 'identity' })
    const etag = hit.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await get('/cache-pms/steady', { 'accept-encoding': 'identity', 'if-none-match': etag })).status).toBe(304)
    const gzipped = await get('/cache-pms/steady', { 'accept-encoding': 'br, gzip;q=0.8' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('etag')).not.toBe(etag)
    expect(await gzipped.text()).toContain('Steady story')
    expect(
      (await get('/cache-pms/steady', { 'accept-encoding': 'gzip;q=0' })).headers.get('content-encoding'),
    ).toBeNull()
    // A cached 404 ignores If-None-Match: preconditions apply to 2xx answers only.
    await get('/cache-pms/missing')
    const missing = await get('/cache-pms/missing')
    expect(missing.headers.get('x-cache')).toBe('HIT')
    expect((await get('/cache-pms/missing', { 'if-none-match': missing.headers.get('etag') ?? '*' })).status).toBe(404)
  })
})

describe('invalidation', () => {
  it('shows each kind of change to an article on the next request, on its page, in markdown and on the home page', async () => {
    const page = '/cache-pms/breaking'
    const representations: Array<Record<string, string>> = [{}, { accept: 'text/markdown' }]
    const warm = async () => {
      for (const headers of representations) await get(page, headers)
      await get('/')
    }
    const { doc } = await cms('POST', '/articles', {
      title: 'Breaking story',
      slug: 'breaking',
      body: 'First body.',
      pms: pmsId,
      author: authorId,
      is_published: false,
    })
    await warm()
    expect((await get(page)).status).toBe(404)

    await cms('PATCH', `/articles/${doc.id}`, { is_published: true })
    expect((await get(page)).status).toBe(200)
    expect(await (await get(page, { accept: 'text/markdown' })).text()).toContain('First body.')
    expect(await (await get('/')).text()).toContain('Breaking story')

    await warm()
    await get('/cache-pms')
    await cms('PATCH', `/articles/${doc.id}`, { title: 'Breaking story, updated', body: 'Second body.' })
    expect(await (await get(page)).text()).toContain('Breaking story, updated')
    expect(await (await get('/cache-pms')).text()).toContain('Breaking story, updated')
    expect(await (await get(page, { accept: 'text/markdown' })).text()).toContain('Second body.')
    expect(await (await get('/')).text()).toContain('Breaking story, updated')

    await warm()
    await cms('PATCH', `/articles/${doc.id}`, { is_published: false })
    expect((await get(page)).status).toBe(404)
    expect((await get(page, { accept: 'text/markdown' })).status).toBe(404)
    expect(await (await get('/')).text()).not.toContain('Breaking story')

    await cms('PATCH', `/articles/${doc.id}`, { is_published: true })
    // The writer's cache stays out of the way until the write's NOTIFY is heard: a moment after the commit.
    await expect
      .poll(
        async () => {
          await warm()
          return (await get(page)).headers.get('x-cache')
        },
        { timeout: 20_000 },
      )
      .toBe('HIT')
    // Deleting moves it to the trash: its page is withdrawn (410) while it waits there (docs/decisions/066-trash.md).
    await cms('DELETE', `/articles/${doc.id}`)
    expect((await get(page)).status).toBe(410)
    expect(await (await get('/')).text()).not.toContain('Breaking story')
  })

  it('shows a change to the PMS behind an article', async () => {
    await get('/cache-pms/steady')
    await cms('PATCH', `/pmses/${pmsId}`, { name: 'Cache PMS Renamed' })
    expect(await (await get('/cache-pms/steady')).text()).toContain('Cache PMS Renamed')
  })
})
