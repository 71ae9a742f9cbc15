/**
 * The router's order around the page cache, with its collaborators as small stand-ins: a hit goes out with only the
 * headers it was stored with, whatever the read limit's store; anything else carries the area's security headers, an
 * answer cut short by a failing store included.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '../ground/http/client/trustedProxies'
import type { OAuthServer } from '../features/oauth/oauthServer'
import type { LimitVerdict } from '../ground/rateLimit/createLimiter'
import type { PageCache } from './pageCache/servePageCache'
import { sendHit } from './pageCache/sendHit'
import type { ReadLimiter } from './readLimit/readLimiter'
import { routeRequest } from './router'
import { createSecurityHeaders } from './securityHeaders'

const STORED = {
  status: 200,
  headers: { 'content-type': 'text/markdown; charset=utf-8', 'x-content-type-options': 'nosniff', etag: '"e"' },
  body: Buffer.from('# Kept\n'),
  gzipped: null,
  storedAt: 0,
  touchedAt: 0,
  tags: [],
  variant: 'markdown',
  url: '/kept',
}

type Count = () => LimitVerdict | null | Promise<LimitVerdict | null>

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/**
 * A router whose page cache holds `/kept` (and records what was set on the response before the hit); the social web
 * owns `/.well-known/webfinger`, an address of the site's area.
 */
async function routerWith(
  count: Count,
): Promise<{ base: string; setBeforeHit: string[][]; nonceAtRefusal: (string | string[] | undefined)[] }> {
  const setBeforeHit: string[][] = []
  const nonceAtRefusal: (string | string[] | undefined)[] = []
  const pageCache: Pick<PageCache, 'held' | 'send' | 'miss'> = {
    // As the real cache: only what passed the router's checks is kept, in origin-form.
    held: (req) => (req.url === '/kept' ? STORED : undefined),
    send(req, res, entry) {
      setBeforeHit.push(res.getHeaderNames())
      sendHit(req, res, entry, Date.now(), [])
    },
    miss: (_req, _res, render) => render(),
  }
  const readLimiter: ReadLimiter = {
    refusal: () => count(),
    refuse: async (req, res) => {
      nonceAtRefusal.push(req.headers['content-security-policy'])
      res.writeHead(429).end()
    },
    refusalOf: () => ({ headers: { 'Retry-After': '60' }, sentence: 'Too many.' }),
  }
  const listener = routeRequest({
    handleWithNext: async (_req, res) => void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('rendered'),
    payload: {} as Payload,
    baseUrl: 'http://news.example',
    proxies: parseTrustedProxies(''),
    securityHeaders: createSecurityHeaders({ baseUrl: 'http://news.example', dev: false }),
    oauth: { owns: () => false } as unknown as OAuthServer,
    readLimiter,
    pageCache: pageCache as PageCache,
    finishHtml: undefined,
    pagesHere: undefined,
    federation: {
      owns: (pathname) => pathname === '/.well-known/webfinger',
      handle: async (_req, res) => void res.writeHead(200, { 'Content-Type': 'application/jrd+json' }).end('{}'),
    },
  })
  server = http.createServer(listener)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, setBeforeHit, nonceAtRefusal }
}

describe('routeRequest around the page cache', () => {
  it('answers a hit counted in memory with nothing set before it, and sets the site headers on a miss', async () => {
    const { base, setBeforeHit } = await routerWith(() => null)
    const hit = await fetch(`${base}/kept`)
    expect([hit.status, await hit.text(), hit.headers.get('x-cache')]).toEqual([200, '# Kept\n', 'HIT'])
    expect(setBeforeHit).toEqual([[]])
    const miss = await fetch(`${base}/other`)
    expect(await miss.text()).toBe('rendered')
    expect(miss.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
  })

  it('answers a hit counted in a shared store with the stored headers, the site headers set before it replaced', async () => {
    const { base, setBeforeHit } = await routerWith(async () => null)
    const hit = await fetch(`${base}/kept`)
    expect([hit.status, await hit.text(), hit.headers.get('etag'), hit.headers.get('x-content-type-options')]).toEqual([
      200,
      '# Kept\n',
      '"e"',
      'nosniff',
    ])
    expect(setBeforeHit[0]).toContain('content-security-policy')
  })

  it('answers a kept page asked for in absolute-form once the target is put in origin-form', async () => {
    const { base, setBeforeHit } = await routerWith(() => null)
    const { port } = new URL(base)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // fetch always sends origin-form; a proxy-style request target needs the request line written by hand.
      const request = http.request({ host: '127.0.0.1', port, path: 'http://news.example/kept' }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode!, body }))
      })
      request.on('error', reject)
      request.end()
    })
    expect(answer).toEqual({ status: 200, body: '# Kept\n' })
    expect(setBeforeHit).toEqual([[]])
  })

  it('refuses a kept page over the limit with the site headers, and never lets a client choose the script nonce', async () => {
    const refusal: LimitVerdict = { allowed: false, remaining: 0, resetSeconds: 30 }
    const { base, nonceAtRefusal } = await routerWith(() => refusal)
    const refused = await fetch(`${base}/kept`, { headers: { 'content-security-policy': "script-src 'nonce-mine'" } })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(nonceAtRefusal).toEqual([undefined])
  })

  it('refuses a method the site does not take at a kept address, before the cache or the limit', async () => {
    let counted = 0
    const { base } = await routerWith(() => {
      counted += 1
      return null
    })
    const answer = await fetch(`${base}/kept`, { method: 'PUT' })
    expect([answer.status, answer.headers.get('allow'), counted]).toEqual([405, 'GET, HEAD', 0])
  })

  it.each<[string, Count]>([
    ['in memory', () => null],
    ['in a shared store', async () => null],
  ])(
    "counts a read of the social web's address in the site's area, counted %s, and answers it with the site's headers",
    async (_store, answer) => {
      let counted = 0
      const { base, setBeforeHit } = await routerWith(() => {
        counted += 1
        return answer()
      })
      const found = await fetch(`${base}/.well-known/webfinger?resource=acct:news@news.example`)
      expect([found.status, await found.text(), counted, setBeforeHit]).toEqual([200, '{}', 1, []])
      expect(found.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    },
  )

  it("sends the site's headers with the 503 of a read limit whose store is down", async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const { base } = await routerWith(() => Promise.reject(down))
    const refused = await fetch(`${base}/kept`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).not.toBeNull()
    expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(refused.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('routeRequest in development, where Next renders the pages', () => {
  it("sets a page's own AI-use headers before Next renders its HTML, and leaves other answers to the site's", async () => {
    const asked: string[] = []
    const listener = routeRequest({
      handleWithNext: async (_req, res) => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('rendered'),
      payload: {} as Payload,
      baseUrl: 'http://news.example',
      proxies: parseTrustedProxies(''),
      securityHeaders: createSecurityHeaders({ baseUrl: 'http://news.example', dev: true }),
      oauth: { owns: () => false } as unknown as OAuthServer,
      readLimiter: { refusal: () => null } as unknown as ReadLimiter,
      pageCache: undefined,
      finishHtml: undefined,
      pagesHere: undefined,
      federation: { owns: () => false, handle: async () => undefined },
      ownTermsForNext: async (pagePath) => {
        asked.push(pagePath)
        return pagePath === '/harbor-pms/open-keys'
          ? { 'Content-Signal': 'ai-train=yes, search=yes, ai-input=yes' }
          : null
      },
    })
    server = http.createServer(listener)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const signal = async (path: string, accept = 'text/html') =>
      (await fetch(`${base}${path}`, { headers: { accept } })).headers.get('content-signal')

    expect(await signal('/harbor-pms/open-keys?page=1')).toBe('ai-train=yes, search=yes, ai-input=yes')
    expect(await signal('/harbor-pms/closed-keys')).toBe('ai-train=no, search=yes, ai-input=yes')
    // Markdown is Next's /md route in development, which says the page's terms itself.
    expect(await signal('/harbor-pms/open-keys', 'text/markdown')).toBe('ai-train=no, search=yes, ai-input=yes')
    expect(asked).toEqual(['/harbor-pms/open-keys', '/harbor-pms/closed-keys'])
  })
})
