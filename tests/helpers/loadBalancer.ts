/**
 * A load balancer on loopback, as an operator puts in front of the app instances (docs/operations.md, "Rolling
 * deploys"): round-robin over the instances whose `GET /ready` answered 200 at its last check (a 503, `draining` or
 * `unavailable`, or no answer takes one out of rotation at once), keep-alive connections to them, and the client's
 * address appended to `X-Forwarded-For`. It retries a request on another instance only when the connection was refused,
 * which is the one failure where nothing reached the instance; any other failure is a 502 for the client to see. With
 * no instance in rotation it answers 503 with `Retry-After`, as balancers do.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LoadBalancer {
  url: string
  /** Puts an instance in the pool; it enters rotation once its /ready answers 200. */
  add(instanceUrl: string): void
  remove(instanceUrl: string): void
  /** The instances in rotation now. */
  inRotation(): string[]
  /** What the instance's /ready answered at the last check: its status, or 0 for no answer. */
  lastCheck(instanceUrl: string): number | undefined
  close(): Promise<void>
}

const CHECK_EVERY_MS = 100
const CHECK_TIMEOUT_MS = 2_000
/** Under the instances' keep-alive timeout (65 s), so that the instance never closes a connection the balancer reuses. */
const IDLE_SOCKET_MS = 30_000

export async function startLoadBalancer(): Promise<LoadBalancer> {
  const pool = new Map<string, { agent: http.Agent; ready: boolean; lastCheck?: number; timer: NodeJS.Timeout }>()
  let next = 0

  const check = async (url: string) => {
    const status = await readyStatus(url)
    const member = pool.get(url)
    if (!member) return
    member.ready = status === 200
    member.lastCheck = status
  }
  // Each instance is checked on its own cycle, one check at a time, so that a slow answer from one does not delay the
  // others' checks.
  const watch = (url: string) => {
    let checking = false
    return setInterval(() => {
      if (checking) return
      checking = true
      void check(url).finally(() => (checking = false))
    }, CHECK_EVERY_MS)
  }

  const pick = (tried: Set<string>): string | undefined => {
    const candidates = [...pool].filter(([url, member]) => member.ready && !tried.has(url)).map(([url]) => url)
    if (candidates.length === 0) return undefined
    next = (next + 1) % candidates.length
    return candidates[next]
  }

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tried: Set<string>): void => {
    const target = pick(tried)
    if (!target) {
      res.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain' }).end('No instance is in rotation.\n')
      return
    }
    tried.add(target)
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const upstream = http.request(
      `${target}${req.url}`,
      {
        method: req.method,
        headers: { ...req.headers, host: new URL(target).host, 'x-forwarded-for': forwardedFor },
        agent: pool.get(target)!.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !res.headersSent) {
        pool.get(target)!.ready = false
        forward(req, body, res, tried)
        return
      }
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`${error.code ?? error.message}\n`)
      else res.destroy()
    })
    upstream.end(body)
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    forward(req, Buffer.concat(chunks), res, new Set())
  })
  // Longer than its clients keep an idle connection (undici: the server's Keep-Alive hint less a margin, else 4 s), as
  // the app's own server does (src/server/startApp.ts): with Node's default of 5 s the balancer closed idle
  // connections itself, racing the load's next request on one, which then failed as `fetch failed` (other side closed)
  // with nothing wrong in the app (a rolling restart's run once failed so).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  const remove = (url: string) => {
    const member = pool.get(url)
    if (!member) return
    clearInterval(member.timer)
    member.agent.destroy()
    pool.delete(url)
  }
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    add(url) {
      pool.set(url, {
        agent: new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
        ready: false,
        timer: watch(url),
      })
    },
    remove,
    inRotation: () => [...pool].filter(([, member]) => member.ready).map(([url]) => url),
    lastCheck: (url) => pool.get(url)?.lastCheck,
    async close() {
      for (const url of [...pool.keys()]) remove(url)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * One `GET /ready` on a connection of its own, as balancers check: its status once the answer is read, or 0 for no
 * answer within CHECK_TIMEOUT_MS. The deadline is a timer of its own that settles the check whatever the connection
 * does: a check left pending would stop that instance's checks for good (one check at a time per instance). A CI run
 * once found an instance whose check had never been recorded in a whole run, when the check was a fetch under
 * AbortSignal.timeout.
 */
function readyStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const settle = (status: number) => {
      clearTimeout(deadline)
      resolve(status)
    }
    const request = http.get(`${url}/ready`, { agent: false }, (answer) => {
      answer.resume()
      answer.once('end', () => settle(answer.statusCode ?? 0))
      answer.once('error', () => settle(0))
    })
    request.once('error', () => settle(0))
    const deadline = setTimeout(() => {
      request.destroy()
      settle(0)
    }, CHECK_TIMEOUT_MS)
  })
}
