/**
 * A switch in front of a loopback HTTP service: a proxy on 127.0.0.1 that passes every request through unchanged
 * (headers included, so that a signed S3 request still verifies), and that, while switched off, answers each request
 * itself with the outage's answer instead: an S3 bucket answering 503, say, and returning when switched on again.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface OutageAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** What S3 answers when it is overwhelmed or down (`SlowDown` is its other 503), with the XML error every SDK reads. */
export const S3_UNAVAILABLE: OutageAnswer = {
  status: 503,
  headers: { 'content-type': 'application/xml' },
  body:
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Error><Code>ServiceUnavailable</Code><Message>Please reduce your request rate.</Message><RequestId>outage</RequestId></Error>',
}

export interface OutageSwitch {
  url: string
  /** Requests answered with the outage since it began; shows that the outage was met, not merely set. */
  readonly refused: number
  down(): void
  up(): void
  close(): Promise<void>
}

export async function startOutageSwitch(targetUrl: string, answer: OutageAnswer): Promise<OutageSwitch> {
  const target = new URL(targetUrl)
  let out = false
  let refused = 0
  const server = http.createServer((req, res) => {
    if (out) {
      refused += 1
      // The body is read and dropped, so that the client's upload ends before the answer, as with a real server.
      req.resume()
      req.once('end', () => res.writeHead(answer.status, answer.headers).end(answer.body))
      return
    }
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(res)
      },
    )
    forwarded.once('error', () => res.destroy())
    req.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get refused() {
      return refused
    },
    down() {
      refused = 0
      out = true
    },
    up() {
      out = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
