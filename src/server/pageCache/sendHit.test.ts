import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CachedResponse } from './responseCache'
import { sendHit } from './sendHit'

const body = Buffer.from('# A page\n\n'.repeat(200))
const entry = (status: number, gzipped: Buffer | null): CachedResponse => ({
  status,
  headers: {
    'content-type': 'text/markdown; charset=utf-8',
    'cache-control': 'public, s-maxage=3600',
    vary: 'Accept, Accept-Encoding',
    'x-frame-options': 'DENY',
    etag: '"abc"',
  },
  body,
  gzipped,
  storedAt: 0,
  touchedAt: 0,
  tags: [],
  variant: 'markdown',
  url: '/a-page',
})
const ENTRIES: Record<string, CachedResponse> = {
  '/page': entry(200, gzipSync(body)),
  '/small': entry(200, null),
  '/missing': entry(404, null),
}
const SITE_HEADERS = ['x-frame-options', 'DENY', 'x-content-type-options', 'nosniff']
const NOW = 42_500

/** A real server whose every answer is a hit, sent on a response nothing else has touched, as the router does. */
let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer((req, res) => sendHit(req, res, ENTRIES[req.url!]!, NOW, SITE_HEADERS))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Raw, so that the answer is seen as sent (fetch would decompress it and drop the encoding's length). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('sendHit', () => {
  it('sends the stored answer with its headers, its length, its age and the mark of a hit', async () => {
    const hit = await get('/page')
    expect(hit.status).toBe(200)
    expect(hit.body.equals(body)).toBe(true)
    expect(hit.headers).toMatchObject({
      'content-type': 'text/markdown; charset=utf-8',
      'x-frame-options': 'DENY',
      etag: '"abc"',
      'content-length': String(body.length),
      age: '42',
      'x-cache': 'HIT',
    })
    expect(hit.headers['content-encoding']).toBeUndefined()
  })

  it('sends the gzip copy, with a validator of its own, to a client that takes gzip', async () => {
    const hit = await get('/page', { 'accept-encoding': 'br, gzip' })
    expect(hit.headers).toMatchObject({
      'content-encoding': 'gzip',
      etag: '"abc-gz"',
      'content-length': String(hit.body.length),
    })
    expect(gunzipSync(hit.body).equals(body)).toBe(true)
    expect((await get('/page', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined()
    expect((await get('/small', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined()
  })

  it("answers a matching ETag with 304, carrying the site's headers and what a cache needs", async () => {
    const notModified = await get('/page', { 'if-none-match': 'W/"x", "abc"' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers).toMatchObject({
      etag: '"abc"',
      'cache-control': 'public, s-maxage=3600',
      vary: 'Accept, Accept-Encoding',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'x-cache': 'HIT',
      age: '42',
    })
    expect((await get('/page', { 'if-none-match': '"abc-gz"', 'accept-encoding': 'gzip' })).status).toBe(304)
    expect((await get('/page', { 'if-none-match': '"abc-gz"' })).status).toBe(200)
  })

  it('ignores If-None-Match on a kept 404, and sends no body to HEAD', async () => {
    expect((await get('/missing', { 'if-none-match': '"abc"' })).status).toBe(404)
    const head = await get('/page', {}, 'HEAD')
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(body.length), 0])
  })
})
