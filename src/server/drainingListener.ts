/**
 * How an app instance leaves a load balancer's rotation on SIGTERM (issue 47, docs/operations.md "Rolling deploys"):
 * from the moment it starts draining, `GET /ready` answers 503 `draining` at once, without asking the database, so a
 * balancer that routes on it stops sending new requests; every answer then says `Connection: close`, so that no client
 * reuses a kept-alive connection the instance is about to close (a request written on a connection the server closes
 * at that moment fails, and a balancer cannot know whether it was served). Everything else is served as before.
 */
import type http from 'node:http'

export interface Drain {
  /** Wraps the process's request listener; one boolean test per request. */
  listener(serve: http.RequestListener): http.RequestListener
  start(): void
}

const DRAINING_BODY = JSON.stringify({ status: 'draining' })

export function createDrain(): Drain {
  let draining = false
  return {
    listener: (serve) => (req, res) => {
      if (!draining) return serve(req, res)
      res.setHeader('Connection', 'close')
      if (req.method === 'GET' && (req.url === '/ready' || req.url?.startsWith('/ready?'))) {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(DRAINING_BODY)
        return
      }
      return serve(req, res)
    },
    start() {
      draining = true
    },
  }
}
