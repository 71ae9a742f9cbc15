/**
 * Counts and times every request of the app process for `/metrics` (./metrics.ts): by kind of address
 * (./routeKind.ts), method and status, from the moment the request reaches the listener to its answer's last byte
 * handed to the socket. A cached hit is answered within the listener's own turn, so it is timed there, with no
 * listener added to the response; only an answer still under way adds one (`close`, which an aborted request fires
 * too). Installed only where METRICS_TOKEN is set: without it the process pays nothing.
 */
import type http from 'node:http'

import { HTTP_METHODS, httpRequestDuration, httpRequests, STATUS_CODES } from './metrics'
import { routeKindIndex } from './routeKind'

/** The monotonic clock, taken before any module can wrap it (Next wraps some of the clocks for its bookkeeping). */
const now = performance.now.bind(performance)

const METHOD_INDEX = new Map<string, number>(HTTP_METHODS.map((method, index) => [method, index]))
const OTHER_METHOD = HTTP_METHODS.indexOf('other')

/** Each status from 100 to 599: its series in STATUS_CODES (its own, else its class's). */
const STATUS_INDEX = Int16Array.from({ length: 600 }, (_, status) => {
  const own = (STATUS_CODES as readonly string[]).indexOf(String(status))
  return own !== -1 ? own : STATUS_CODES.indexOf(`${Math.max(1, Math.floor(status / 100))}xx` as '2xx')
})

function record(req: http.IncomingMessage, res: http.ServerResponse, url: string | undefined, started: number) {
  const seconds = (now() - started) / 1000
  const kind = routeKindIndex(url, req.headers.accept)
  // A client gone before the answer was sent is no 200 (the status a response starts with): 499, as nginx says.
  const status = !res.writableEnded ? 499 : res.statusCode >= 100 && res.statusCode < 600 ? res.statusCode : 500
  httpRequests.inc(kind, METHOD_INDEX.get(req.method ?? '') ?? OTHER_METHOD, STATUS_INDEX[status]!)
  httpRequestDuration.observe(seconds, kind, Math.floor(status / 100) - 1)
}

export function recordRequests(serve: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const started = now()
    // As the client sent it: the router puts it in origin-form, and Next may rewrite it on the way.
    const url = req.url
    serve(req, res)
    if (res.writableEnded) record(req, res, url, started)
    else res.once('close', () => record(req, res, url, started))
  }
}
