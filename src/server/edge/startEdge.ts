/**
 * The edge process `npm start` runs (docs/decisions/085-edge-and-renderers.md, issue 67): it owns the port and answers
 * without Next or Payload — cached pages, redirects, the read limit and every refusal, Web Bot Auth verdicts, the agent
 * policy, conditional requests, `/up` and `/ready` while no render process is up, and the read counts — and hands every
 * miss to a render process (today's app, ../startApp.ts, on a Unix socket), whose answer its page cache keeps. It
 * starts the database (the embedded one by default) and the render processes, reads what it needs of the database over
 * a plain pool (the redirects, the agent policy, the limits' and the read counts' statements), and hears content
 * changes on the same channel as the app (../pageCache/contentChanges.ts).
 */
import http from 'node:http'
import type { Socket } from 'node:net'

import pg from 'pg'

import { liveRedirects } from '../../content/redirects/redirectReads'
import { readPurposePolicy } from '../../features/analytics/readPurposePolicy'
import { resolveDatabaseUrl } from '../../ground/config/database'
import { plainDatabase } from '../../ground/db/plainDatabase'
import { startDatabase } from '../../ground/db/startDatabase'
import type { Env } from '../../ground/env'
import { parseTrustedProxies } from '../../ground/http/client/trustedProxies'
import { withinGrace } from '../../ground/lib/withinGrace'
import { LIMITS, limiterOf, limitStoresLine } from '../../ground/rateLimit/limiterOf'
import { closeRedisConnections, redisConnectionsReady } from '../../ground/rateLimit/redisConnection'
import { createAgentPolicy } from '../agentPolicy'
import { createDrain } from '../drainingListener'
import { type ContentChangeListener, listenForContentChanges } from '../pageCache/contentChanges'
import { createPageCache, type PageCache } from '../pageCache/servePageCache'
import { createReadLimiter } from '../readLimit/readLimiter'
import { readCountsInApp } from '../readCountsInApp'
import { createRedirectMap } from '../redirects/redirectMap'
import { createSecurityHeaders } from '../securityHeaders'
import { keptStateHears } from '../keptStateHears'
import { SHUTDOWN_GRACE_MS } from '../shutdown'
import { createVerifiedAgents } from '../verifiedAgents'
import { edgeMetrics } from './edgeMetrics'
import { edgeRouter } from './edgeRouter'
import { forwardToRenderer, sendUnavailable } from './forwardToRenderer'
import { createRenderProcesses } from './renderProcesses'
import { createRenderQueue } from './renderQueue'

export interface RunningEdge {
  url: string
  close(): Promise<void>
}

/** `/up` and `/ready` go to a render process ahead of every queued render: they ask the database, not Next. */
const HEALTH = /^\/(?:up|ready)(?:\?|$)/

export async function startEdge(
  env: Env,
  { entry, log }: { entry: string; log: (line: string) => void },
): Promise<RunningEdge> {
  const database = await startDatabase(env, log)
  const databaseUrl = resolveDatabaseUrl(env)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  pool.on('error', () => undefined)
  const db = plainDatabase(pool)
  let pageCache: PageCache | undefined
  const queue = createRenderQueue({ slots: 0, perAgentClass: env.AGENT_RENDERS_PER_PURPOSE })
  const renderers = createRenderProcesses({
    count: env.RENDERERS,
    niceness: env.RENDER_NICENESS,
    entry,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    log,
    onSuspend: (change) => pageCache?.suspend(change),
    onReadyCount: (count) => queue.resize(count * env.RENDERS_PER_RENDERER),
  })
  try {
    // The first render process applies the migrations: what the edge reads exists once it is ready.
    await renderers.start()

    const redirects = createRedirectMap({ load: () => liveRedirects(db), baseUrl: env.baseUrl, log })
    await redirects.reload()
    const agentPolicy = createAgentPolicy({
      load: () => readPurposePolicy(db),
      siteAiUse: env.aiUse,
      baseUrl: env.baseUrl,
      contact: env.CONTACT_EMAIL,
      log,
    })
    await agentPolicy.reload()
    const securityHeaders = createSecurityHeaders({ baseUrl: env.baseUrl, dev: false, aiUse: agentPolicy.aiUse })
    const listener: ContentChangeListener = listenForContentChanges(
      databaseUrl,
      keptStateHears(agentPolicy, redirects, () => pageCache),
      log,
    )
    if (env.PAGE_CACHE_TTL_SECONDS > 0)
      pageCache = createPageCache({
        ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
        maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
        trustworthy: () => listener.listening(),
        // No finisher: the render process sends every page finished (src/server/router/cachedReads.ts).
        siteHeaders: securityHeaders('site').headers,
      })
    log(limitStoresLine(env))
    await redisConnectionsReady(log)
    const readCounts = readCountsInApp(env, db, agentPolicy, log)

    /** A render in its turn; false when the agents of its class fill their bound. */
    const render = (
      req: http.IncomingMessage,
      res: http.ServerResponse,
      renderClass: string,
      headers: Record<string, string>,
    ) => {
      // While none is up (one is being started again), a miss is told at once to come back, rather than wait.
      if (renderers.readyCount() === 0) {
        sendUnavailable(res, 'No render process is up just now; please try again in a moment.')
        return Promise.resolve(true)
      }
      return queue.run(renderClass, async () => {
        const renderer = renderers.pick()
        if (!renderer) return sendUnavailable(res, 'No render process is up just now; please try again in a moment.')
        try {
          await forwardToRenderer(req, res, renderer.socket, headers)
        } finally {
          renderer.done()
        }
      })
    }

    const route = edgeRouter({
      baseUrl: env.baseUrl,
      proxies: parseTrustedProxies(env.TRUSTED_PROXIES),
      securityHeaders,
      readLimiter: createReadLimiter(limiterOf(db, LIMITS.read), env.baseUrl),
      botAuth: createVerifiedAgents(env, db),
      pageCache,
      finishHtml: undefined,
      readCounter: readCounts.readCounter,
      redirects,
      agentPolicy,
      render,
    })
    const drain = createDrain()
    const metrics = edgeMetrics(env.METRICS_TOKEN, renderers.ready, queue)
    const server = http.createServer(
      metrics.measured(
        drain.listener((req, res) => {
          if (metrics.answered(req, res)) return
          if (req.method === 'GET' && HEALTH.test(req.url ?? '')) {
            const renderer = renderers.pick()
            if (!renderer) {
              res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
              return void res.end(JSON.stringify({ status: 'unavailable', renderers: 0 }))
            }
            void forwardToRenderer(req, res, renderer.socket, {}).finally(renderer.done)
            return
          }
          route(req, res)
        }),
      ),
    )
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
    const sockets = new Set<Socket>()
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    })
    await listener.heard()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(env.PORT, env.HOST, () => resolve())
    })
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
    log(`PMS News is serving on ${url} (cockpit: ${url}/cockpit; an edge and ${env.RENDERERS} render process(es))`)

    return {
      url,
      async close() {
        renderers.stopping()
        drain.start()
        if (env.SHUTDOWN_DRAIN_SECONDS > 0) {
          log(`draining: /ready answers 503; new connections are accepted for ${env.SHUTDOWN_DRAIN_SECONDS} s more`)
          await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000))
        }
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        const grace = setTimeout(() => {
          for (const socket of sockets) socket.destroy()
        }, SHUTDOWN_GRACE_MS)
        await closed
        clearTimeout(grace)
        await withinGrace(renderers.stop(), SHUTDOWN_GRACE_MS)
        await readCounts.stop()
        await listener.close()
        closeRedisConnections()
        await pool.end()
        await database.stop()
      },
    }
  } catch (error) {
    await renderers.stop()
    await pool.end().catch(() => undefined)
    await database.stop()
    throw error
  }
}
