/**
 * Security headers over real HTTP (docs/decisions/021-the-http-edge.md): every area's answers carry its policy, cached
 * pages and the router's own refusals included; HSTS, and session cookies marked Secure, only on an https BASE_URL;
 * and in a real browser the cockpit, its live preview pane, the rich text's code editor and the public pages run with
 * no CSP violation.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PASSKEY_SIGN_IN_SCRIPT } from '../../src/features/oauth/passkeyScript'
import { MONACO_CDN } from '../../src/server/securityHeaders'
import { useApp } from '../helpers/appFixture'
import { startAppServer, type AppServer } from '../helpers/appServer'
import { cockpitSignedIn, keepScreenshot, useBrowser } from '../helpers/browser'
import { type CmsRequest, FIRST_EDITOR_PASSWORD } from '../helpers/cockpitSession'
import { REDIRECT } from '../helpers/oauthAgent'
import { rawRequest } from '../helpers/rawRequest'
import { runSql } from '../helpers/sql'
import { freshDatabase, type TestDatabase } from '../helpers/testEnv'

const EDITOR = { email: 'headers-editor@example.com', password: FIRST_EDITOR_PASSWORD }
const SITE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self' https: http:; font-src 'self'; frame-src https://www.youtube-nocookie.com https://player.vimeo.com; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

const app = useApp()
let cms: CmsRequest
let articleId: number
let articlePath: string

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${url}`, { headers, redirect: 'manual' })

/** The headers every answer of an area shares, CSP aside. */
function expectCommonHeaders(headers: Headers, frame: 'DENY' | 'SAMEORIGIN', referrer: string) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('x-frame-options')).toBe(frame)
  expect(headers.get('referrer-policy')).toBe(referrer)
  expect(headers.get('strict-transport-security')).toBeNull()
}

const expectSiteHeaders = (response: Response) => {
  expect(response.headers.get('content-security-policy')).toBe(SITE_POLICY)
  expectCommonHeaders(response.headers, 'DENY', 'strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toBe(
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  )
}

beforeAll(async () => {
  ;({ cms } = await app.signInFirstEditor(EDITOR.email))
  const pms = (await cms('POST', '/pmses', { name: 'Harbor PMS', slug: 'harbor-pms', is_published: true })).doc.id
  const author = (await cms('POST', '/authors', { name: 'Maya Ortiz' })).doc.id
  articleId = (
    await cms('POST', '/articles', {
      title: 'Harbor PMS ships mobile keys',
      slug: 'mobile-keys',
      body: 'Keys on phones.',
      pms,
      author,
      is_published: true,
    })
  ).doc.id
  articlePath = '/harbor-pms/mobile-keys'
})

describe('public pages', () => {
  it('carry the site policy on a miss, on a cached hit and its 304, gzipped, in markdown and on a 404', async () => {
    // The article was written through /cms-api just before: until the server hears that write's NOTIFY, its pages are
    // answered fresh, neither kept nor marked (servePageCache.ts, `suspend`). Under load that takes a moment, and CI
    // once asked sooner.
    let miss: Response | undefined
    await expect.poll(async () => (miss = await get(articlePath)).headers.get('x-cache')).toBe('MISS')
    expectSiteHeaders(miss!)
    const hit = await get(articlePath)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expectSiteHeaders(hit)
    // The page's only script is JSON-LD, which no policy applies to.
    expect(await hit.text()).toMatch(/<script type="application\/ld\+json">/)
    // A hit is answered before the router sets anything (src/server/router.ts): its 304 carries the policy all the same.
    const notModified = await get(articlePath, { 'if-none-match': hit.headers.get('etag')! })
    expect([notModified.status, notModified.headers.get('x-cache')]).toEqual([304, 'HIT'])
    expectSiteHeaders(notModified)
    const gzipped = await get(articlePath, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expectSiteHeaders(gzipped)
    expectSiteHeaders(await get(articlePath, { accept: 'text/markdown' }))
    const missing = await get('/harbor-pms/no-such-story')
    expect(missing.status).toBe(404)
    expectSiteHeaders(missing)
  })

  it("carry it on the router's refusals too", async () => {
    const method = await fetch(`${app.url}/compare`, { method: 'DELETE' })
    expect(method.status).toBe(405)
    expectSiteHeaders(method)
    const target = await rawRequest(app.url, 'GET', '//[')
    expect(target.status).toBe(400)
    expect(target.headers['content-security-policy']).toBe(API_POLICY)
    expect(target.headers['x-frame-options']).toBe('DENY')
  })
})

describe('other areas', () => {
  it('let the cockpit frame the preview, and nothing else', async () => {
    const preview = await get(`/preview/articles/${articleId}?exp=1&sig=x`)
    expect(preview.status).toBe(404)
    expect(preview.headers.get('content-security-policy')).toBe(
      SITE_POLICY.replace("frame-ancestors 'none'", `frame-ancestors 'self' ${app.url}`),
    )
    expectCommonHeaders(preview.headers, 'SAMEORIGIN', 'no-referrer')
  })

  it('give the cockpit a fresh nonce on every page, which Next puts on each of its scripts', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i += 1) {
      const login = await get('/cockpit/login')
      expect(login.status).toBe(200)
      const policy = login.headers.get('content-security-policy')!
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!
      nonces.add(nonce)
      expect(policy).toBe(
        `default-src 'self'; script-src 'self' 'nonce-${nonce}' ${MONACO_CDN}; style-src 'self' 'unsafe-inline' ${MONACO_CDN}; img-src 'self' data: blob: https: http:; ` +
          `font-src 'self' data: ${MONACO_CDN}; connect-src 'self'; worker-src 'self' blob:; frame-src 'self' ${app.url}; form-action 'self'; base-uri 'self'; ` +
          "object-src 'none'; frame-ancestors 'none'",
      )
      expectCommonHeaders(login.headers, 'DENY', 'same-origin')
      const scripts = (await login.text()).match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size).toBe(2)
  })

  it('keep programs’ answers and the OAuth pages from loading or framing anything', async () => {
    for (const url of ['/cms-api/articles?limit=1', '/up', '/docs/api/openapi.json']) {
      const response = await get(url)
      expect(response.headers.get('content-security-policy'), url).toBe(API_POLICY)
      expectCommonHeaders(response.headers, 'DENY', 'no-referrer')
    }
    const device = await get('/oauth/device')
    expect(device.status).toBe(200)
    // The device page's one handler and the second step's passkey script, each allowed by its hash.
    const passkeyScript = createHash('sha256').update(PASSKEY_SIGN_IN_SCRIPT).digest('base64')
    expect(device.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'self' 'unsafe-hashes' 'sha256-u47I/e0/ksQe89cBQ2mh89E0Gennxc0eFqHMh8sP/k8=' 'sha256-${passkeyScript}'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    expectCommonHeaders(device.headers, 'DENY', 'no-referrer')
  })
})

/** The cockpit's session cookie an answer sets (Payload's `payload-token`), or undefined. */
const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token='))

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  })

describe('session cookies on an http BASE_URL', () => {
  it('go without Secure (a browser would not keep them from http), host-only, and sign the person in', async () => {
    const login = await post(`${app.url}/cms-api/users/login`, { email: EDITOR.email, password: EDITOR.password })
    expect(login.status).toBe(200)
    const cookie = sessionCookieOf(login)!
    expect(cookie).toMatch(/; HttpOnly=true; SameSite=Lax$/)
    expect(cookie).toContain('; Path=/;')
    expect(cookie).not.toMatch(/; (Secure|Domain)\b/i)
    const me = await fetch(`${app.url}/cms-api/users/me`, {
      headers: { cookie: cookie.split(';')[0]!, 'sec-fetch-site': 'same-origin' },
    })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(EDITOR.email)
  })
})

describe('with an https BASE_URL', () => {
  let https: AppServer
  /** Its own database, so that its first account registers there. */
  let database: TestDatabase
  beforeAll(async () => {
    database = await freshDatabase()
    https = await startAppServer({ ...app.env, DATABASE_URL: database.url, BASE_URL: 'https://news.example' })
  })
  afterAll(async () => {
    await https?.stop()
    await database?.drop()
  })

  it('asks browsers to use https for a year, on every answer', async () => {
    for (const url of ['/', '/cms-api/articles?limit=1', '/cockpit/login', '/oauth/device']) {
      expect((await fetch(`${https.url}${url}`)).headers.get('strict-transport-security'), url).toBe('max-age=31536000')
    }
    expect((await rawRequest(https.url, 'TRACE', '/')).headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('marks every session cookie Secure and host-only, whichever way a person signs in: registering, REST, GraphQL, a refresh, a password reset, the OAuth sign-in page', async () => {
    const person = { email: 'https-editor@example.com', password: 'a long https password' }
    const cms = `${https.url}/cms-api`
    const graphql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      post(`${cms}/graphql`, { query, variables }, headers)
    /** A reset token, as the mail's link would carry it; the account keeps its digest (src/features/auth/resetTokens.ts). */
    const resetToken = async () => {
      const token = randomBytes(20).toString('hex')
      await runSql(
        database.url,
        `UPDATE users SET reset_password_token = $1, reset_password_expiration = now() + interval '1 hour' WHERE email = $2`,
        [`sha256:${createHash('sha256').update(token).digest('hex')}`, person.email],
      )
      return token
    }
    const answers: Array<[string, Response]> = []
    const signIn = async (way: string, response: Promise<Response>) => {
      const answer = await response
      expect(answer.status, `${way}: ${await answer.clone().text()}`).toBe(200)
      answers.push([way, answer])
      return answer
    }
    await signIn('first-register', post(`${cms}/users/first-register`, person))
    const login = await signIn('REST login', post(`${cms}/users/login`, person))
    const jwt = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    await signIn(
      'GraphQL loginUser',
      graphql(
        'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
        person,
      ),
    )
    await signIn('REST refresh', post(`${cms}/users/refresh-token`, {}, jwt))
    await signIn('GraphQL refreshTokenUser', graphql('mutation { refreshTokenUser { refreshedToken } }', {}, jwt))
    await signIn(
      'REST reset',
      post(`${cms}/users/reset-password`, { token: await resetToken(), password: person.password }),
    )
    const reset = await signIn(
      'GraphQL resetPasswordUser',
      graphql(
        'mutation ($token: String, $password: String) { resetPasswordUser(token: $token, password: $password) { token } }',
        {
          token: await resetToken(),
          password: person.password,
        },
      ),
    )
    // Logging out expires the cookie with the same attributes.
    const { data } = (await reset.clone().json()) as { data: { resetPasswordUser: { token: string } } }
    await signIn(
      'REST logout',
      post(`${cms}/users/logout`, {}, { authorization: `JWT ${data.resetPasswordUser.token}` }),
    )
    for (const [way, answer] of answers) {
      const cookie = sessionCookieOf(answer)
      expect(cookie, way).toBeDefined()
      expect(cookie, way).toMatch(/; Path=\/; Secure=true; HttpOnly=true; SameSite=Lax$/)
      expect(cookie, way).not.toMatch(/; Domain=/i)
    }

    // The OAuth sign-in page: every cookie oidc-provider sets on the way, its own session's among them.
    const registered = await post(`${https.url}/oauth/register`, {
      client_name: 'Agent',
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
    })
    const { client_id: clientId } = (await registered.json()) as { client_id: string }
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'articles:read',
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
      state: 's',
    })
    const jar = new Map<string, string>()
    const setCookies: string[] = []
    /** One step of a browser: the cookies it holds go along, the ones it is given are kept; where it is sent next. */
    const step = async (path: string, init: RequestInit = {}) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      const answer = await fetch(`${https.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie },
        redirect: 'manual',
      })
      for (const set of answer.headers.getSetCookie()) {
        setCookies.push(set)
        const [pair] = set.split(';')
        jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1))
      }
      expect([302, 303], path).toContain(answer.status)
      const location = new URL(answer.headers.get('location')!, https.url)
      return `${location.pathname}${location.search}`
    }
    const interaction = await step(`/oauth/authorize?${params}`)
    const resume = await step(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(person).toString(),
    })
    expect(await step(resume)).toMatch(/^\/oauth\/interaction\//)
    expect([...jar.keys()]).toEqual(expect.arrayContaining(['_interaction', '_interaction_resume', '_session']))
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/; secure(;|$)/i)
      expect(cookie).not.toMatch(/; domain=/i)
    }
  })
})

describe('in a browser', () => {
  const browser = useBrowser()

  /** Every CSP violation and console error of a page, as the browser reports them. */
  const watch = (page: Page) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
    return problems
  }

  it('runs the cockpit, its live preview pane and the code editor with no CSP violation', async () => {
    const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
    // No outside network here: Payload's code fields load Monaco from jsDelivr, so the same files come from the
    // package on disk, through the very URLs the policy allows.
    const monaco = path.resolve(import.meta.dirname, '../../node_modules/monaco-editor/min')
    await context.route(`${MONACO_CDN}**`, async (route) => {
      const file = route.request().url().slice(MONACO_CDN.length).split('?')[0]!
      const type = file.endsWith('.css') ? 'text/css' : file.endsWith('.ttf') ? 'font/ttf' : 'text/javascript'
      await route.fulfill({
        body: await readFile(path.join(monaco, file)),
        headers: { 'content-type': type, 'access-control-allow-origin': '*' },
      })
    })
    const problems = watch(page)
    try {
      await page.goto(`${app.url}/cockpit/collections/articles/${articleId}`)
      await page.locator('#live-preview-toggler').click()
      await page.frameLocator('#live-preview-iframe').getByText('Preview — not published.').waitFor()
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await editor.click()
      await page.keyboard.press('End')
      await page.keyboard.press('Enter')
      await page.keyboard.type('/code')
      await page.locator('#slash-menu, .slash-menu-popup').first().getByText('Code').first().click()
      const code = page.locator('.monaco-editor').first()
      await code.waitFor()
      await code.click()
      await page.keyboard.type('const keys = 2')
      await page.locator('.monaco-editor .view-lines', { hasText: 'const keys = 2' }).waitFor()
      for (const url of ['/cockpit', '/cockpit/collections/media', '/cockpit/collections/articles/create']) {
        await page.goto(`${app.url}${url}`)
        await page.waitForLoadState('networkidle')
      }
      await keepScreenshot(page, 'security-headers-cockpit', { fullPage: false })
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows the public pages, their search and newsletter forms with no CSP violation', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const problems = watch(page)
    try {
      await page.goto(`${app.url}${articlePath}`)
      expect(await page.locator('h1').first().textContent()).toBe('Harbor PMS ships mobile keys')
      // The stylesheet applied: the policy let it load.
      expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0)
      await page.fill('#site-search-q', 'mobile keys')
      await page.press('#site-search-q', 'Enter')
      await page.waitForURL(/\/search\?q=mobile\+keys/)
      await page.goto(`${app.url}/subscribe`)
      await page.fill('#subscribe-subscribe-page-email', 'browser.reader@example.com')
      await page.press('#subscribe-subscribe-page-email', 'Enter')
      await page.waitForURL(/\/subscribe\?result=/)
      await page.goto(`${app.url}/oauth/device`)
      await page.locator('input[name="user_code"]').focus()
      // A page with no icon link makes the browser ask for /favicon.ico, which we have not.
      expect(problems.filter((problem) => !problem.endsWith('/favicon.ico)'))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
