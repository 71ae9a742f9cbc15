/**
 * `GET /metrics` (docs/decisions/078-metrics-and-traces.md): the process's figures in Prometheus' text format, for a
 * scraper that sends `Authorization: Bearer <METRICS_TOKEN>` (RFC 6750 §2.1). The token is compared in constant time
 * (both sides hashed to one length first); a missing or wrong one gets 401 with a `WWW-Authenticate` challenge, and
 * nothing says which it was. Where METRICS_TOKEN is unset the address answers 404 as any unknown one does: the app
 * routes no handler to it, and the worker serves none.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type http from 'node:http'

import { metricsRegistry } from './metrics'

export const metricsPath = '/metrics'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * The handler of `/metrics` for a token. `exposition` makes each scrape's text: this process's registry, unless the
 * process shows others' figures too (the edge, src/server/edge/edgeMetrics.ts).
 */
export function createMetricsAnswer(
  token: string,
  exposition: () => Promise<string> = () => metricsRegistry.metrics(),
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const expected = digest(`Bearer ${token}`)
  const authorized = (header: string | undefined) =>
    // Bounded before hashing: a header of megabytes is refused without being read through.
    header !== undefined && header.length <= 1024 && timingSafeEqual(digest(header), expected)
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      return void res.end('Method not allowed\n')
    }
    if (!authorized(req.headers.authorization)) {
      res.writeHead(401, {
        'WWW-Authenticate': 'Bearer realm="metrics"',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      return void res.end('A bearer token (METRICS_TOKEN) is required\n')
    }
    const body = await exposition()
    res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
