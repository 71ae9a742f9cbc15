import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { applyDefaultScope, FormTooLarge } from './defaultScope'

function request(
  method: string,
  url: string,
  body?: string | Buffer[],
  headers: Record<string, string> = {},
): IncomingMessage & { body?: string } {
  const chunks = typeof body === 'string' ? [Buffer.from(body)] : (body ?? [])
  const stream = Readable.from(chunks) as unknown as IncomingMessage & { body?: string }
  return Object.assign(stream, {
    method,
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}

describe('applyDefaultScope', () => {
  it('asks for articles:read in an authorization query that names no scope, or an empty one', async () => {
    for (const query of ['client_id=a&resource=r', 'client_id=a&scope=', 'client_id=a&scope=%20']) {
      const req = request('GET', `/oauth/authorize?${query}`)
      await applyDefaultScope(req, '/oauth/authorize')
      expect(new URL(req.url!, 'http://x').searchParams.get('scope'), query).toBe('articles:read')
      expect(new URL(req.url!, 'http://x').searchParams.get('client_id')).toBe('a')
    }
  })

  it('leaves a named scope, a pushed request and other paths alone', async () => {
    for (const [url, path] of [
      ['/oauth/authorize?scope=pms:write', '/oauth/authorize'],
      ['/oauth/authorize?request_uri=urn:ietf:params:oauth:request_uri:x&client_id=a', '/oauth/authorize'],
      ['/oauth/token?x=1', '/oauth/token'],
    ] as const) {
      const req = request('GET', url)
      await applyDefaultScope(req, path)
      expect(req.url).toBe(url)
    }
  })

  it('writes the default into the form of a device or pushed request, and hands the whole form on', async () => {
    for (const path of ['/oauth/device/code', '/OAuth/PAR/', '/oauth/authorize']) {
      const req = request('POST', path, 'client_id=agent&resource=https%3A%2F%2Fnews.example%2Fmcp')
      await applyDefaultScope(req, path)
      expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
        client_id: 'agent',
        resource: 'https://news.example/mcp',
        scope: 'articles:read',
      })
    }
    const named = request('POST', '/oauth/device/code', 'client_id=agent&scope=pms%3Awrite')
    await applyDefaultScope(named, '/oauth/device/code')
    expect(new URLSearchParams(named.body).get('scope')).toBe('pms:write')
  })

  it('leaves JSON, oversized declared forms and other paths for oidc-provider to judge, and stops reading an endless one', async () => {
    const json = request('POST', '/oauth/device/code', '{}', { 'content-type': 'application/json' })
    await applyDefaultScope(json, '/oauth/device/code')
    expect(json.body).toBeUndefined()
    const declared = request('POST', '/oauth/device/code', 'x=1', { 'content-length': String(100 * 1024) })
    await applyDefaultScope(declared, '/oauth/device/code')
    expect(declared.body).toBeUndefined()
    const endless = request(
      'POST',
      '/oauth/device/code',
      Array.from({ length: 60 }, () => Buffer.alloc(1024, 'a')),
    )
    await expect(applyDefaultScope(endless, '/oauth/device/code')).rejects.toBeInstanceOf(FormTooLarge)
  })
})
