/**
 * The app process (DESIGN.md §2): database (embedded when no DATABASE_URL), migrations, then one HTTP server that
 * hands requests to Next. `/oauth/*` and the OAuth metadata documents get mounted in front of Next in
 * `routeRequest` (DESIGN.md §2), so that oidc-provider sees the raw Node request.
 */
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { resolveDatabaseUrl } from '../config/database'
import { applyMigrations } from '../db/migrate'
import { startDatabase } from '../db/startDatabase'
import type { Env } from '../env'
import { type JobRunner, startJobRunner } from '../jobs/jobRunner'
import { type OAuthServer, startOAuthServer } from '../oauth/oauthServer'
import { logVectorBackend } from '../publishing/related/vectorIndex'
import { onLocalContentChange } from '../site/localContentChanges'
import { ensureDemoReady } from './ensureDemoReady'
import { type ContentChangeListener, listenForContentChanges } from './pageCache/contentChanges'
import { isPublicPageRead } from './pageCache/cacheKey'
import { captureResponse } from './pageCache/captureResponse'
import { createPageHtmlFinisher, type PageHtmlFinisher, readNotFoundDocument } from './pageCache/finishPageHtml'
import { createPageCache, type PageCache } from './pageCache/servePageCache'
import { CLIENT_IP_HEADER } from '../http/clientAddress'
import { parseRequestTarget } from '../http/requestTarget'
import { allowedMethods } from './allowedMethods'
import { areaOf } from './areas'
import { badRequestTarget, methodNotAllowed, sendProblem } from './edgeRefusals'
import { clientIp, parseTrustedProxies, type ProxyList } from './readLimit/clientIp'
import { createReadLimiter, type ReadLimiter } from './readLimit/readLimiter'
import { createSecurityHeaders, type SecurityHeaders } from './securityHeaders'

/** How long requests in flight may take to finish once a shutdown begins. */
const SHUTDOWN_GRACE_MS = 5_000

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface StartAppOptions {
  dev: boolean
  /** Seed demo content into an empty database and create the first admin account (npm run dev). */
  prepareDemo: boolean
  log: (line: string) => void
}

export interface RunningApp {
  url: string
  close(): Promise<void>
}

export async function startApp(env: Env, options: StartAppOptions): Promise<RunningApp> {
  const { log } = options
  const database = await startDatabase(env, log)
  // The process's own Payload instance, outside Next (whose route handlers use one built from Next's bundle of the
  // config): migrations and demo content, then the OAuth server's sign-in and, where it runs here, the jobs queue.
  let serverPayload: Payload | undefined
  try {
    serverPayload = await getPayload({ config, key: 'server' })
    await applyMigrations(serverPayload, resolveDatabaseUrl(env))
    if (options.prepareDemo) await ensureDemoReady(serverPayload, log)

    // Next takes a proxy rewrite (src/proxy.ts: markdown, the newsletter's actions) for another site's, and proxies it
    // over HTTP back through this server, unless its origin is `http://{hostname}:{port}`; the proxy's URLs always say
    // `localhost` (Next's NextURL writes every loopback address so). Proxied, the rewrite would reach the router from
    // 127.0.0.1, which route handlers would then take for the client's address (the newsletter's per-client limit,
    // its consent evidence), and cost a second HTTP round trip. In development Next also lets only pages at this
    // hostname open its live-reload connection, so there it stays HOST, and rewrites take the round trip.
    const app = next({ dev: options.dev, dir: projectRoot, hostname: options.dev ? env.HOST : 'localhost', port: env.PORT })
    const handle = app.getRequestHandler()
    await app.prepare()

    // The page cache answers repeated page requests without Next or the database (docs/decisions/008-page-cache.md).
    // Off in development, where code changes must show at once.
    // Development keeps Next's scripts: they are its live reload.
    const finishHtml = options.dev ? undefined : createPageHtmlFinisher(readNotFoundDocument(projectRoot))
    let listener: ContentChangeListener | undefined
    let pageCache: PageCache | undefined
    if (finishHtml && env.PAGE_CACHE_TTL_SECONDS > 0) {
      listener = listenForContentChanges(resolveDatabaseUrl(env), () => pageCache?.clear(), log)
      const heard = listener
      pageCache = createPageCache({
        ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
        maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
        trustworthy: () => heard.listening(),
        finishHtml,
      })
      onLocalContentChange(() => pageCache?.suspend())
    }

    const proxies = parseTrustedProxies(env.TRUSTED_PROXIES)
    const readLimiter = createReadLimiter({
      perMinute: env.READ_RATE_LIMIT_PER_MINUTE,
      baseUrl: env.baseUrl,
      proxies,
      redisUrl: env.REDIS_URL,
      redisKeyPrefix: `${env.REDIS_KEY_PREFIX}:read`,
    })
    await readLimiter.ready(log)
    const oauth = await startOAuthServer(env, serverPayload)

    const securityHeaders = createSecurityHeaders({ baseUrl: env.baseUrl, dev: options.dev })
    const server = http.createServer(
      routeRequest({ handleWithNext: handle, baseUrl: env.baseUrl, proxies, securityHeaders, oauth, readLimiter, pageCache, finishHtml }),
    )
    // Longer than clients and load balancers keep idle connections (undici 4 s, AWS ALB 60 s): a server that closes an
    // idle connection first races the client's next request on it, which then fails with "other side closed".
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
    // Upgraded connections (Next's dev HMR websocket) never go idle; shutdown ends them after a grace period.
    const sockets = new Set<Socket>()
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(env.PORT, env.HOST, () => resolve())
    })
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
    log(`PMS News is serving on ${url} (cockpit: ${url}/cockpit)`)
    const jobs = (env.JOBS_IN_APP ?? String(options.dev)) === 'true' ? await startJobsInApp(env, serverPayload, log) : undefined

    return {
      url,
      async close() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        const grace = setTimeout(() => {
          for (const socket of sockets) socket.destroy()
        }, SHUTDOWN_GRACE_MS)
        await closed
        clearTimeout(grace)
        await jobs?.stop()
        await app.close()
        await listener?.close()
        await readLimiter.close()
        await oauth.close()
        await closeServingPayload()
        await serverPayload?.destroy()
        await database.stop()
      },
    }
  } catch (error) {
    await serverPayload?.destroy().catch(() => undefined)
    await database.stop()
    throw error
  }
}

/**
 * One page URL answers HTML or markdown, so every page response says `Vary: Accept`, whoever sets `Vary` after us
 * (Next sets its own list and would drop ours where the page cache is not involved).
 */
function keepVaryAccept(res: http.ServerResponse): void {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== 'vary') return setHeader(name, value)
    const values = (Array.isArray(value) ? value.join(',') : String(value)).split(',').map((item) => item.trim()).filter(Boolean)
    if (!values.some((item) => item.toLowerCase() === 'accept' || item === '*')) values.unshift('Accept')
    return setHeader(name, values.join(', '))
  }) as http.ServerResponse['setHeader']
  res.setHeader('Vary', 'Accept')
}

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

interface Router {
  handleWithNext: NodeHandler
  /** For the `type` of the router's problem answers. */
  baseUrl: string
  proxies: ProxyList
  securityHeaders: SecurityHeaders
  oauth: OAuthServer
  readLimiter: ReadLimiter
  pageCache: PageCache | undefined
  finishHtml: PageHtmlFinisher | undefined
}

/** Request headers only the router may set: Next takes its script nonce from the first (securityHeaders.ts). */
const OURS_ONLY = ['content-security-policy', 'content-security-policy-report-only'] as const

/**
 * The one request router of the process (docs/decisions/021): the request target is checked and put in origin-form,
 * the area's security headers set, its methods enforced; then the OAuth server's paths go to oidc-provider and our
 * sign-in pages (src/oauth/oauthServer.ts); a request to a public address is counted against the read limit, and a
 * page read answered by the page cache or Next, its HTML finished on the way out; everything else goes to Next.
 */
function routeRequest({ handleWithNext, baseUrl, proxies, securityHeaders, oauth, readLimiter, pageCache, finishHtml }: Router): http.RequestListener {
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const name of OURS_ONLY) delete req.headers[name]
    const target = parseRequestTarget(req.url)
    if (!target.ok) {
      for (const [name, value] of Object.entries(securityHeaders('api').headers)) res.setHeader(name, value)
      return sendProblem(res, badRequestTarget(target.reason), baseUrl)
    }
    req.url = target.path
    const area = areaOf(target.pathname)
    const { headers, nonce } = securityHeaders(area)
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (nonce) req.headers['content-security-policy'] = headers['Content-Security-Policy']
    const methods = allowedMethods(area, target.pathname)
    if (!methods.includes(req.method ?? '')) return sendProblem(res, methodNotAllowed(req.method ?? '', methods), baseUrl)

    // Route handlers see headers only; this one they can trust, since it is always ours (src/http/clientAddress.ts).
    req.headers[CLIENT_IP_HEADER] = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)
    if (oauth.owns(req)) return oauth.handle(req, res)
    if (!(await readLimiter.admit(req, res))) return
    if (isPublicPageRead(req)) keepVaryAccept(res)
    if (pageCache) return pageCache.handle(req, res, () => handleWithNext(req, res))
    if (finishHtml && req.method === 'GET' && isPublicPageRead(req)) {
      captureResponse(res, { finishHtml })
      delete req.headers['accept-encoding']
    }
    await handleWithNext(req, res)
  }
  return (req, res) => {
    serve(req, res).catch((error: unknown) => {
      process.stderr.write(`request failed before reaching Next: ${error instanceof Error ? error.stack : String(error)}\n`)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal server error\n')
    })
  }
}

/**
 * The jobs queue in this process (development, or JOBS_IN_APP=true), on the process's own Payload instance: the one
 * Next's route handlers use is built from Next's bundle of the config, and reloads with it in development.
 */
async function startJobsInApp(env: Env, payload: Payload, log: (line: string) => void): Promise<JobRunner> {
  await logVectorBackend(payload)
  log('The jobs queue runs in this process (publishing side effects).')
  return startJobRunner(payload, { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS, staleAfterSeconds: env.JOBS_STALE_AFTER_SECONDS })
}

/** Closes the Payload instance the route handlers opened (cached on globalThis by getPayload) before the database goes. */
async function closeServingPayload(): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, { payload?: Payload }> })._payload
  const payload = cache?.get('default')?.payload
  if (!payload) return
  await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))])
}

/** Stops cleanly on SIGINT/SIGTERM: HTTP first, then the database. A second signal exits at once. */
export function stopOnSignals(app: RunningApp, log: (line: string) => void): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    log(`${signal} received: shutting down`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${String(error)}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
