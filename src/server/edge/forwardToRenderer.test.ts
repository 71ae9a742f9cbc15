import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
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

/** A render process that speaks HTTP by hand on its socket, to answer before it has read a body. */
async function rawRendererOn(onConnection: (connection: net.Socket) => void): Promise<string> {
  const socket = path.join(os.tmpdir(), `forward-test-${process.pid}-${Math.random().toString(36).slice(2)}.sock`)
  const connections = new Set<net.Socket>()
  const server = net.createServer((connection) => {
    connections.add(connection)
    connection.once('close', () => connections.delete(connection))
    onConnection(connection)
  })
  await new Promise<void>((resolve) => server.listen(socket, resolve))
  closers.push(() => {
    for (const connection of connections) connection.destroy()
    return new Promise((resolve) => server.close(() => resolve()))
  })
  return socket
}

/** A POST through `agent`; resolves to the answer's status and body. */
function post(agent: http.Agent, url: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent }, (answer) => {
      let text = ''
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()))
      answer.on('end', () => resolve(`${answer.statusCode} ${text}`))
    })
    request.on('error', reject)
    request.end(body)
  })
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

  it("reads and drops the rest of a body the render process answered early, so the client's connection carries its next request", async () => {
    // A render process that answers at a request's first bytes, as a refusal on Content-Length does, and reads no more
    // until the edge has its whole answer: the edge's connection to it is full then, its body still being handed on.
    const held: net.Socket[] = []
    const socket = await rawRendererOn((connection) => {
      connection.once('data', () => {
        connection.write(
          'HTTP/1.1 413 Payload Too Large\r\nContent-Type: text/plain\r\nContent-Length: 7\r\n\r\ntoo big',
        )
        connection.pause()
        held.push(connection)
      })
    })
    const edge = await edgeTo(socket)
    // One connection from the client: its next request waits until the edge has read the whole first one.
    const client = new http.Agent({ keepAlive: true, maxSockets: 1 })
    closers.push(async () => client.destroy())
    expect(await post(client, `${edge}/`, 'x'.repeat(2 * 1024 * 1024))).toBe('413 too big')
    // The render process reads on now; Node's client no longer says when that connection drains.
    for (const connection of held) connection.resume()
    let next = ''
    void post(client, `${edge}/`, 'small').then(
      (answer) => (next = answer),
      (error: unknown) => (next = String(error)),
    )
    await expect.poll(() => next, { timeout: 10_000 }).toBe('413 too big')
  })
})
