import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createDrain } from './drainingListener'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serving(): Promise<{ base: string; drain: ReturnType<typeof createDrain> }> {
  const drain = createDrain()
  server = http.createServer(
    drain.listener((req, res) => void res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`served ${req.url}`)),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, drain }
}

describe('a draining instance', () => {
  it('hands /ready to the app and keeps connections alive until it drains', async () => {
    const { base } = await serving()
    const ready = await fetch(`${base}/ready`)
    expect([ready.status, await ready.text(), ready.headers.get('connection')]).toEqual([
      200,
      'served /ready',
      'keep-alive',
    ])
  })

  it('answers /ready 503 draining at once, and serves everything else with Connection: close', async () => {
    const { base, drain } = await serving()
    drain.start()
    for (const path of ['/ready', '/ready?probe=1']) {
      const ready = await fetch(`${base}${path}`)
      expect(ready.status).toBe(503)
      expect(ready.headers.get('cache-control')).toBe('no-store')
      expect(ready.headers.get('connection')).toBe('close')
      expect(await ready.json()).toEqual({ status: 'draining' })
    }
    const page = await fetch(`${base}/harbor-pms`)
    expect([page.status, await page.text(), page.headers.get('connection')]).toEqual([
      200,
      'served /harbor-pms',
      'close',
    ])
    const readyLike = await fetch(`${base}/readyz`)
    expect(await readyLike.text()).toBe('served /readyz')
  })
})
