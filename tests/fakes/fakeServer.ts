/** A small real HTTP server on 127.0.0.1 for the outside services the app calls (OpenAI, Mastodon, Bluesky). */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

interface FakeRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

interface FakeAnswer {
  status: number
  body: unknown
  /**
   * Held: `true`, never sent (the request is held until the client gives up: its timeout, or its process ends); a
   * promise, sent once it settles if the client still waits.
   */
  hold?: boolean | Promise<unknown>
}

export type FakeHandler = (request: FakeRequest) => Promise<FakeAnswer> | FakeAnswer

export interface FakeServer {
  url: string
  requests: FakeRequest[]
  close(): Promise<void>
}

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: FakeRequest[] = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // not JSON: kept as text
    }
    const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body }
    requests.push(request)
    const answer = await handler(request)
    if (answer.hold === true) {
      if (!res.destroyed) await new Promise((resolve) => res.once('close', resolve))
      return
    }
    if (answer.hold) await Promise.race([answer.hold, new Promise((resolve) => res.once('close', resolve))])
    if (res.destroyed) return
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
