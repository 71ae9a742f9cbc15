/**
 * Security headers over real HTTP (docs/decisions/021-the-http-edge.md): every area's answers carry its policy, cached
 * pages and the router's own refusals included; HSTS only on an https BASE_URL; and in a real browser the cockpit,
 * its live preview pane, the rich text's code editor and the public pages run with no CSP violation.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MONACO_CDN } from '../../src/server/securityHeaders'
import { useApp } from '../helpers/appFixture'
import { startAppServer, type AppServer } from '../helpers/appServer'
import { cockpitSignedIn, keepScreenshot, useBrowser } from '../helpers/browser'
import { type CmsRequest, FIRST_EDITOR_PASSWORD } from '../helpers/cockpitSession'
import { rawRequest } from '../helpers/rawRequest'

const EDITOR = { email: 'headers-editor@example.com', password: FIRST_EDITOR_PASSWORD }
const SITE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self' https: http:; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
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
    expect(device.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-hashes' 'sha256-u47I/e0/ksQe89cBQ2mh89E0Gennxc0eFqHMh8sP/k8='; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    expectCommonHeaders(device.headers, 'DENY', 'no-referrer')
  })
})

describe('with an https BASE_URL', () => {
  let https: AppServer
  beforeAll(async () => {
    https = await startAppServer({ ...app.env, BASE_URL: 'https://news.example' })
  })
  afterAll(async () => {
    await https?.stop()
  })

  it('asks browsers to use https for a year, on every answer', async () => {
    for (const url of ['/', '/cms-api/articles?limit=1', '/cockpit/login', '/oauth/device']) {
      expect((await fetch(`${https.url}${url}`)).headers.get('strict-transport-security'), url).toBe('max-age=31536000')
    }
    expect((await rawRequest(https.url, 'TRACE', '/')).headers['strict-transport-security']).toBe('max-age=31536000')
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
