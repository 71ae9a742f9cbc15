/**
 * The public read limit over real HTTP: per client address (an IPv6 client by its /64), not fooled by
 * X-Forwarded-For, shared through Redis or PostgreSQL by instances that settle their counts in batches, serving on
 * through a Redis outage, and with no way around it (docs/decisions/021-the-http-edge.md, 040).
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { startAppServer, type AppServer } from '../helpers/appServer'
import { hasRedisServer, type PrivateService, startPrivateRedis } from '../helpers/privateServices'

const LIMIT = 5
const app = useApp({ server: false })
const servers: AppServer[] = []

const start = async (env: Record<string, string>) => {
  const server = await startAppServer({ ...app.env, READ_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env })
  servers.push(server)
  return server
}

const statuses = async (send: (i: number) => Promise<Response>, count: number) => {
  const seen: number[] = []
  for (let i = 0; i < count; i += 1) seen.push((await send(i)).status)
  return seen
}

// Each block's servers stop when the block ends: seven instances alive at once hold up to seventy of the
// PostgreSQL server's hundred connections, which the other test file running beside this one needs too.
const stopStarted = () => Promise.all(servers.splice(0).map((server) => server.stop()))
afterAll(stopStarted)

describe('in memory', () => {
  let server: AppServer
  /** The site icon a page links to (Next names it `/icon-{hash}.svg`). */
  let iconPath: string
  beforeAll(async () => {
    server = await start({})
  })
  afterAll(stopStarted)

  it('answers 429 with Retry-After and RateLimit headers past the limit, in HTML or in markdown as asked', async () => {
    const first = await fetch(`${server.url}/`)
    expect(first.status).toBe(200)
    iconPath = /<link rel="icon" href="([^"]+)"/.exec(await first.text())![1]!
    expect(await statuses(() => fetch(`${server.url}/`), LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(200))
    const refused = await fetch(`${server.url}/`)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(refused.headers.get('ratelimit-policy')).toBe(`"per-ip";q=${LIMIT};w=60`)
    expect(refused.headers.get('ratelimit')).toMatch(/^"per-ip";r=0;t=\d+$/)
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await refused.text()).toContain('Too many requests')

    const markdown = await fetch(`${server.url}/some-pms/some-story`, { headers: { accept: 'text/markdown' } })
    expect(markdown.status).toBe(429)
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await markdown.text()).toMatch(/^# Too many requests/)
  })

  it('is not fooled by a forged X-Forwarded-For when no proxy is trusted', async () => {
    const forged = await fetch(`${server.url}/`, {
      headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` },
    })
    expect(forged.status).toBe(429)
  })

  it('leaves the cockpit, the APIs, images, health and the site icon alone', async () => {
    expect((await fetch(`${server.url}/up`)).status).toBe(200)
    expect((await fetch(`${server.url}/docs/api/openapi.json`)).status).toBe(200)
    expect(iconPath).toMatch(/^\/icon-\w+\.svg$/)
    expect((await fetch(`${server.url}${iconPath}`)).status).toBe(200)
  })

  it('is not bypassed by an Authorization header, a query ending like a file name, or a newsletter POST', async () => {
    for (const authorization of ['Bearer x', 'Basic eDp5', 'JWT not-a-token']) {
      expect((await fetch(`${server.url}/compare`, { headers: { authorization } })).status, authorization).toBe(429)
    }
    for (const path of ['/compare?x=.js', '/search?q=hotel.png', '/?v=1.css', '/glossary?file=a.woff2']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(429)
    }
    const subscribe = await fetch(`${server.url}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com' }),
    })
    expect(subscribe.status).toBe(429)
    expect(subscribe.headers.get('content-type')).toBe('application/problem+json')
    expect(subscribe.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await subscribe.json()).toMatchObject({ status: 429, code: 'rate_limited', title: 'Too many requests' })
  })

  it('answers other methods on a page 405 without rendering it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${server.url}/compare`, { method, headers: { authorization: 'Bearer x' } })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      const body = await response.text()
      expect(JSON.parse(body)).toMatchObject({
        status: 405,
        code: 'method_not_allowed',
        detail: `${method} is not answered here; this address takes GET, HEAD.`,
      })
      expect(body).not.toContain('<html')
    }
  })
})

// Each server starts in a hook: a start takes up to 30 s on a busy two-core machine, two at once longer, and a
// test's 60 s must go to the requests it times.
describe('behind a trusted proxy', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await start({ TRUSTED_PROXIES: '127.0.0.1, ::1' })
  })
  afterAll(stopStarted)

  it('counts each client named by the proxy separately, and ignores what the client wrote itself', async () => {
    const as = (forwardedFor: string) => () => fetch(`${server.url}/`, { headers: { 'x-forwarded-for': forwardedFor } })
    expect(await statuses(as('203.0.113.1'), LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429])
    expect((await as('203.0.113.2')()).status).toBe(200)
    // The client prepends a fresh address each time; the proxy appended the real one.
    expect((await fetch(`${server.url}/`, { headers: { 'x-forwarded-for': '9.9.9.9, 203.0.113.1' } })).status).toBe(429)
  })

  it('counts an IPv6 client by its /64, as the newsletter does', async () => {
    const as = (forwardedFor: string) => () => fetch(`${server.url}/`, { headers: { 'x-forwarded-for': forwardedFor } })
    const network = (i: number) => `2001:db8:1:2:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`
    expect(await statuses((i) => as(network(i))(), LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429])
    expect((await as('2001:db8:1:2:ffff:ffff:ffff:ffff')()).status).toBe(429)
    expect((await as('2001:db8:1:3::1')()).status).toBe(200)
  })
})

/**
 * Two instances of one deployment (they share PAYLOAD_SECRET, which keys the counters' names: docs/decisions/024),
 * counting the read limit at its default budget in their memory and settling with the shared store in batches
 * (docs/decisions/040-limits-settled-in-batches.md); a proxy on loopback names the clients.
 */
const pair = (env: Record<string, string>) => {
  const shared = {
    ...env,
    READ_RATE_LIMIT_PER_MINUTE: '60',
    TRUSTED_PROXIES: '127.0.0.1, ::1',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  }
  return Promise.all([start(shared), start(shared)])
}

/** `total` page reads of one client, one after another, to the servers in turn: the statuses. */
const spread = (instances: AppServer[], client: string, total: number) =>
  statuses((i) => fetch(`${instances[i % instances.length]!.url}/`, { headers: { 'x-forwarded-for': client } }), total)

/** 60 a minute, and at most a tenth of it per instance on counts the other has not seen yet. */
const expectRefusedWithinTolerance = (seen: number[], instances: number) => {
  const tolerance = instances * 6
  expect(seen.slice(0, 60)).toEqual(Array(60).fill(200))
  expect(seen.filter((status) => status === 200).length).toBeLessThanOrEqual(60 + tolerance)
  expect(seen.slice(60 + tolerance)).toEqual(Array(seen.length - 60 - tolerance).fill(429))
}

describe.skipIf(!hasRedisServer())('in Redis', () => {
  let a: AppServer
  let b: AppServer
  let redis: PrivateService
  beforeAll(async () => {
    redis = await startPrivateRedis()
    ;[a, b] = await pair({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: `pmsnews-test-${randomBytes(4).toString('hex')}` })
  })
  afterAll(stopStarted)
  afterAll(() => redis?.close())

  it('shares one budget per client between two app instances: 120 reads spread over them, refused past it', async () => {
    expectRefusedWithinTolerance(await spread([a, b], '203.0.113.20', 120), 2)
  })

  it('keeps serving while Redis is away, and still refuses a client past its budget on one instance', async () => {
    await redis.stop()
    expectRefusedWithinTolerance(await spread([a], '203.0.113.21', 70), 1)
    expect((await fetch(`${b.url}/`, { headers: { 'x-forwarded-for': '203.0.113.22' } })).status).toBe(200)
  })
})

describe('in PostgreSQL, without Redis', () => {
  let a: AppServer
  let b: AppServer
  beforeAll(async () => {
    ;[a, b] = await pair({ READ_RATE_LIMIT_STORE: 'postgres' })
  })
  afterAll(stopStarted)

  it('shares one budget per client between two app instances: 120 reads spread over them, refused past it', async () => {
    expectRefusedWithinTolerance(await spread([a, b], '203.0.113.23', 120), 2)
  })
})

describe('without the page cache', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await start({ PAGE_CACHE_TTL_SECONDS: '0', READ_RATE_LIMIT_PER_MINUTE: '1000' })
  })
  afterAll(stopStarted)

  it('still says Vary: Accept on pages, since one URL answers HTML or markdown', async () => {
    for (const path of ['/', '/no-such-pms']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('x-cache')).toBeNull()
      expect(response.headers.get('vary')).toMatch(/(^|,\s*)Accept(\s*,|$)/)
    }
  })

  it("still sends pages without client script, and a 404 as the site's own page", async () => {
    const home = await fetch(`${server.url}/`)
    expect(await home.text()).not.toMatch(/<script(?![^>]*application\/ld\+json)/)
    const missing = await fetch(`${server.url}/no-such-pms`)
    expect(missing.status).toBe(404)
    const html = await missing.text()
    expect(html).toContain('<h1>Page not found</h1>')
    expect(html).not.toMatch(/<script\b/)
  })
})
