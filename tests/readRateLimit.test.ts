/** The public read limit over real HTTP: per client address, not fooled by X-Forwarded-For, shared through Redis. */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer, type AppServer } from './helpers/appServer'
import { freshDatabase, tempDataDir, type TestDatabase } from './helpers/testEnv'

const LIMIT = 5
let database: TestDatabase
const servers: AppServer[] = []

const start = async (env: Record<string, string>) => {
  const server = await startAppServer({ DATABASE_URL: database.url, DATA_DIR: tempDataDir(), READ_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env })
  servers.push(server)
  return server
}

const statuses = async (send: (i: number) => Promise<Response>, count: number) => {
  const seen: number[] = []
  for (let i = 0; i < count; i += 1) seen.push((await send(i)).status)
  return seen
}

beforeAll(async () => {
  database = await freshDatabase()
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await database?.drop()
})

describe('in memory', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await start({})
  })

  it('answers 429 with Retry-After and RateLimit headers past the limit, in HTML or in markdown as asked', async () => {
    expect(await statuses(() => fetch(`${server.url}/`), LIMIT)).toEqual(Array(LIMIT).fill(200))
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
    const forged = await fetch(`${server.url}/`, { headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` } })
    expect(forged.status).toBe(429)
  })

  it('leaves the cockpit, the APIs, images and health alone', async () => {
    expect((await fetch(`${server.url}/up`)).status).toBe(200)
    expect((await fetch(`${server.url}/docs/api/openapi.json`)).status).toBe(200)
  })
})

// Each server starts in a hook: a start takes up to 30 s on a busy two-core machine, two at once longer, and a
// test's 60 s must go to the requests it times.
describe('behind a trusted proxy', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await start({ TRUSTED_PROXIES: '127.0.0.1, ::1' })
  })

  it('counts each client named by the proxy separately, and ignores what the client wrote itself', async () => {
    const as = (forwardedFor: string) => () => fetch(`${server.url}/`, { headers: { 'x-forwarded-for': forwardedFor } })
    expect(await statuses(as('203.0.113.1'), LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429])
    expect((await as('203.0.113.2')()).status).toBe(200)
    // The client prepends a fresh address each time; the proxy appended the real one.
    expect((await fetch(`${server.url}/`, { headers: { 'x-forwarded-for': '9.9.9.9, 203.0.113.1' } })).status).toBe(429)
  })
})

describe('in Redis', () => {
  let a: AppServer
  let b: AppServer
  beforeAll(async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `pmsnews-test-${randomBytes(4).toString('hex')}` }
    ;[a, b] = await Promise.all([start(env), start(env)])
  })

  it('shares one budget per client between two app instances', async () => {
    const alternating = (i: number) => fetch(`${(i % 2 === 0 ? a : b).url}/`)
    expect(await statuses(alternating, LIMIT + 2)).toEqual([...Array(LIMIT).fill(200), 429, 429])
  })
})

describe('without the page cache', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await start({ PAGE_CACHE_TTL_SECONDS: '0', READ_RATE_LIMIT_PER_MINUTE: '1000' })
  })

  it('still says Vary: Accept on pages, since one URL answers HTML or markdown', async () => {
    for (const path of ['/', '/no-such-pms']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('x-cache')).toBeNull()
      expect(response.headers.get('vary')).toMatch(/(^|,\s*)Accept(\s*,|$)/)
    }
  })

  it('still sends pages without client script, and a 404 as the site\'s own page', async () => {
    const home = await fetch(`${server.url}/`)
    expect(await home.text()).not.toMatch(/<script(?![^>]*application\/ld\+json)/)
    const missing = await fetch(`${server.url}/no-such-pms`)
    expect(missing.status).toBe(404)
    const html = await missing.text()
    expect(html).toContain('<h1>Page not found</h1>')
    expect(html).not.toMatch(/<script\b/)
  })
})
