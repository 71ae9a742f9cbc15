import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { forwardToRenderer } from './forwardToRenderer'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A server on `port`'s loopback address whose every request is forwarded to the socket. */
async function edgeTo(socket: string, headers: Record<string, string> = {}): Promise<string> {
  const server = http.createServer((req, res) => void forwardToRenderer(req, res, socket, headers))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function rendererOn(handler: http.RequestListener): Promise<string> {
  const socket = path.join(os.tmpdir(), `forward-test-${process.pid}-${Math.random().toString(36).slice(2)}.sock`)
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(socket, resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return socket
}

describe('forwarding to a render process', () => {
  it("hands on the request with the edge's headers and the body, and sends back the answer", async () => {
    const socket = await rendererOn((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        res.setHeader('Set-Cookie', ['a=1', 'b=2'])
        res.writeHead(201, {
          'Content-Type': 'text/plain',
          'X-Seen': `${req.method} ${req.url} ${req.headers['x-edge']}`,
        })
        res.end(`got ${body}`)
      })
    })
    const answer = await fetch(`${await edgeTo(socket, { 'x-edge': 'yes' })}/path?q=1`, {
      method: 'POST',
      body: 'hello',
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('x-seen')).toBe('POST /path?q=1 yes')
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await answer.text()).toBe('got hello')
  })

  it("sends a render process's refusal of a body it did not read", async () => {
    const socket = await rendererOn((req, res) => {
      res.writeHead(400, { 'Content-Type': 'text/plain', Connection: 'close' })
      res.end('bad body')
    })
    const edge = await edgeTo(socket)
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await fetch(`${edge}/`, { method: 'POST', body: 'x'.repeat(512 * 1024) })
      expect(answer.status).toBe(400)
      expect(await answer.text()).toBe('bad body')
    }
  })

  it('answers 503 with Retry-After when no render process listens', async () => {
    const answer = await fetch(`${await edgeTo(path.join(os.tmpdir(), 'nobody-listens-here.sock'))}/`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 503 when the render process goes away before it answers', async () => {
    const socket = await rendererOn((req) => req.socket.destroy())
    const answer = await fetch(`${await edgeTo(socket)}/`)
    expect(answer.status).toBe(503)
  })
})
