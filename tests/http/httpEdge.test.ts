/**
 * The request router's edge over real HTTP (docs/decisions/021-the-http-edge.md): request targets that are no path of
 * ours are a 400 before any URL parser sees them, a slug that cannot be one is a 404 without a query, methods an
 * area does not take a 405, a GET of the cockpit writes nothing and ends no session, and the proxy's rewrites stay
 * inside the process, so route handlers see the client's own address.
 */
import { describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { FIRST_EDITOR_PASSWORD } from '../helpers/cockpitSession'
import { rawRequest } from '../helpers/rawRequest'

const app = useApp({
  arrange: (sql) =>
    sql(`INSERT INTO glossary_terms (term, slug, short_definition, is_published, updated_at, created_at)
         VALUES ('Channel manager', 'channel-manager', 'Sends rates and availability to booking sites.', true, now(), now())`),
})

const expectProblem = (
  response: { status: number; headers: Record<string, unknown>; body: string },
  status: number,
  code: string,
) => {
  expect(response.status, response.body).toBe(status)
  expect(response.headers['content-type']).toBe('application/problem+json')
  expect(JSON.parse(response.body)).toMatchObject({ status, code, type: `${app.url}/docs/api#problem-${code}` })
}

describe('request targets', () => {
  it.each(['//[', '//a:b@[', '//[::1', '//%5B', '//:99999', '//evil.example/compare', '/\\[', '*'])(
    'answers %s with 400, not 500',
    async (target) => {
      const response = await rawRequest(app.url, 'GET', target)
      expectProblem(response, 400, 'bad_request_target')
      expect(JSON.parse(response.body).detail).toMatch(/^Bad request: /)
    },
  )

  it('finds no page for a NUL in any slug, without asking the database', async () => {
    for (const target of [
      '/glossary/%00',
      '/%00',
      '/compare/%00',
      '/categories/a%00b',
      '/authors/%00',
      '/harbor-pms/%00',
      '/%00/story',
      '/%00/story.md',
    ]) {
      const html = await rawRequest(app.url, 'GET', target)
      expect(html.status, target).toBe(404)
      expect(html.body).toContain('<h1>Page not found</h1>')
      expect((await rawRequest(app.url, 'GET', target, { headers: { accept: 'text/markdown' } })).status, target).toBe(
        404,
      )
    }
    expect((await rawRequest(app.url, 'GET', '/glossary/channel-manager')).status).toBe(200)
    // PostgreSQL refuses NUL in text ("invalid byte sequence for encoding UTF8: 0x00", SQLSTATE 22021), and Next logs it.
    // The code alone, not inside a longer number: a log line's millisecond timestamp holds those digits now and then.
    expect(app.server.output()).not.toMatch(/invalid byte sequence|(?<!\d)22021(?!\d)/)
  })

  it('serves an absolute-form request target as its path, never redirecting to the host it names', async () => {
    const response = await rawRequest(app.url, 'GET', 'http://evil.example/glossary/channel-manager')
    expect(response.status).toBe(200)
    expect(response.headers.location).toBeUndefined()
    expect(response.body).toContain('Channel manager')
  })
})

describe('methods', () => {
  it('answers TRACE 405 everywhere, and odd methods on pages and the cockpit, with the methods each area takes', async () => {
    for (const [method, target, allow] of [
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/cms-api/articles', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['TRACE', '/oauth/token', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['TRACE', '/cockpit', 'GET, HEAD, POST'],
      ['PUT', '/cockpit/login', 'GET, HEAD, POST'],
      ['PROPFIND', '/glossary', 'GET, HEAD'],
      ['DELETE', '/subscribe', 'GET, HEAD, POST'],
    ] as const) {
      const response = await rawRequest(app.url, method, target)
      expectProblem(response, 405, 'method_not_allowed')
      expect(response.headers.allow, `${method} ${target}`).toBe(allow)
    }
  })
})

describe('a GET of the cockpit', () => {
  /** Every row a draft of an article or a PMS is: the documents and their versions. */
  const draftRows = async () =>
    (
      await app.sql<{ n: number }>(
        `SELECT (SELECT count(*) FROM articles) + (SELECT count(*) FROM _articles_v)
              + (SELECT count(*) FROM pmses) + (SELECT count(*) FROM _pmses_v) AS n`,
      )
    )[0]!.n

  /** A signed-in editor's browser sent to `path` by a page of `site` (a link, an image, a redirect), or typed in. */
  const visit = (path: string, token: string, site?: string, extra: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, {
      headers: {
        cookie: `payload-token=${token}`,
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
        ...(site ? { 'sec-fetch-site': site } : {}),
        ...extra,
      },
      redirect: 'manual',
    })

  it('makes no draft at a create address, whichever site sent the browser there; the page offers the button that does', async () => {
    const { token } = await app.signInFirstEditor('edge.editor@example.com')
    const before = Number(await draftRows())
    for (const path of ['/cockpit/collections/articles/create', '/cockpit/collections/pmses/create']) {
      for (const site of [undefined, 'none', 'same-origin', 'same-site', 'cross-site']) {
        const response = await visit(path, token, site)
        expect(response.status, `${path} from ${site}`).toBeLessThan(500)
        await response.body?.cancel()
      }
      // The cockpit's own navigation to it (a React Server Components request) writes nothing either.
      await (await visit(path, token, 'same-origin', { rsc: '1' })).body?.cancel()
      expect(Number(await draftRows()), path).toBe(before)
    }
    // The session was the editor's all along: the page is the one that asks, not the sign-in form.
    const page = await visit('/cockpit/collections/articles/create', token, 'same-origin')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Create Article draft')
  })

  it('ends no session at the logout address: the page asks, and the session still signs in', async () => {
    const { token } = await app.signIn({ email: 'edge.editor@example.com', password: FIRST_EDITOR_PASSWORD })
    const sessions = async () => (await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM users_sessions'))[0]!.n
    const before = await sessions()
    const page = await visit('/cockpit/logout', token, 'same-origin')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Log out of the cockpit?')
    expect(await sessions()).toBe(before)
    const me = await fetch(`${app.url}/cms-api/users/me`, { headers: { authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe('edge.editor@example.com')
  })
})

describe('a cockpit server function', () => {
  it("called from another site's page is a 403 problem before Next is asked, and writes nothing", async () => {
    const { token } = await app.signIn({ email: 'edge.editor@example.com', password: FIRST_EDITOR_PASSWORD })
    const [{ n: before }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM articles')
    for (const origin of ['http://evil.example', 'null']) {
      const response = await rawRequest(app.url, 'POST', '/cockpit/collections/articles', {
        headers: {
          cookie: `payload-token=${token}`,
          origin,
          'next-action': '7f0000000000000000000000000000000000000000',
          'content-type': 'text/plain;charset=UTF-8',
        },
        body: '[{"name":"create-draft","args":{"collectionSlug":"articles"}}]',
      })
      expectProblem(response, 403, 'cross_site_action')
    }
    expect((await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM articles'))[0]!.n).toBe(before)
  })
})

describe("the proxy's rewrites", () => {
  it("stay in the process: the newsletter records the client's own address, and markdown is served", async () => {
    const email = 'edge.reader@example.com'
    const response = await rawRequest(app.url, 'POST', '/subscribe', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      localAddress: '127.0.0.2',
    })
    expect(response.status, response.body).toBe(200)
    const rows = await app.sql('SELECT requested_ip FROM subscribers WHERE email = $1', [email])
    expect(rows[0]).toEqual({ requested_ip: '127.0.0.2' })
    const markdown = await rawRequest(app.url, 'GET', '/glossary/channel-manager', {
      headers: { accept: 'text/markdown' },
      localAddress: '127.0.0.2',
    })
    expect(markdown.status).toBe(200)
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8')
  })
})
