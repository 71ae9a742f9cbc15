/**
 * The app process (DESIGN.md §2): database (embedded when no DATABASE_URL), migrations, then one HTTP server that
 * hands requests to Next. `/oauth/*` and the OAuth metadata documents get mounted in front of Next in
 * the router (src/server/router.ts, DESIGN.md §2), so that oidc-provider sees the raw Node request, and so is the
 * token REST API (src/endpoints/servedByRouter.ts).
 */
import http from 'node:http'
import type { Socket } from 'node:net'
import next from 'next'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { resolveDatabaseUrl } from '../ground/config/database'
import { applyMigrations } from '../features/migrations/migrate'
import { startDatabase } from '../ground/db/startDatabase'
import type { Env } from '../ground/env'
import { startFederation } from '../features/federation/serveFederation'
import { startOAuthServer } from '../features/oauth/oauthServer'
import { PROJECT_ROOT } from '../ground/lib/projectRoot'
import { keepWhileHeard } from '../features/contentChanges/keptUntilContentChanges'
import { onLocalContentChange } from '../features/contentChanges/localContentChanges'
import { ensureDemoReady } from './ensureDemoReady'
import { type ContentChangeListener, listenForContentChanges } from './pageCache/contentChanges'
import { createPageHtmlFinisher, readNotFoundDocument } from './pageCache/finishPageHtml'
import { createPageCache, type PageCache } from './pageCache/servePageCache'
import { createRedirectMap } from './redirects/redirectMap'
import { createAgentPolicy } from './agentPolicy'
import { readPurposePolicy } from '../features/analytics/readPurposePolicy'
import { liveRedirects } from '../content/redirects/redirectReads'
import { parseTrustedProxies } from '../ground/http/client/trustedProxies'
import { LIMITS, limiterOf, limitStoresLine } from '../ground/rateLimit/limiterOf'
import { closeRedisConnections, redisConnectionsReady } from '../ground/rateLimit/redisConnection'
import { createReadLimiter } from './readLimit/readLimiter'
import { routeRequest } from './router'
import { newsMcpEndpoint } from '../mcp/news/newsMcpEndpoint'
import { createSecurityHeaders } from './securityHeaders'
import { keptStateHears } from './keptStateHears'
import { createVerifiedAgents } from './verifiedAgents'
import { readCountsInApp } from './readCountsInApp'
import { documentAssetsOf } from './sitePages'
import { withinGrace } from '../ground/lib/withinGrace'
import { createDrain } from './drainingListener'
import { startJobsInApp } from './jobsInApp'
import { closeServingPayload, DEV_SHUTDOWN_GRACE_MS, SHUTDOWN_GRACE_MS } from './shutdown'
import { metricsInApp } from './metricsInApp'
import { countedAtEdge, verifiedAtEdge } from './edge/edgeHeaders'
import { listenAsTold, tellEdge } from './edge/renderProcessSide'

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
  // Set in a render process behind the edge, which keeps the page cache (docs/decisions/085-edge-and-renderers.md).
  const renderSocket = env.RENDER_SOCKET
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
    const app = next({
      dev: options.dev,
      dir: PROJECT_ROOT,
      hostname: options.dev ? env.HOST : 'localhost',
      port: env.PORT,
    })
    const handle = app.getRequestHandler()
    await app.prepare()

    // The page cache answers repeated page requests without Next or the database (docs/decisions/008-page-cache.md).
    // Off in development, where code changes must show at once.
    // Development keeps Next's scripts: they are its live reload.
    const builtNotFound = options.dev ? null : readNotFoundDocument(PROJECT_ROOT)
    const finishHtml = options.dev ? undefined : createPageHtmlFinisher(builtNotFound)
    // Production pages are rendered by the router (docs/decisions/031), linked to the stylesheet the build made.
    const pagesHere = builtNotFound === null ? undefined : documentAssetsOf(PROJECT_ROOT, builtNotFound)
    let pageCache: PageCache | undefined
    // Old addresses answered with 301 by the router (docs/decisions/064-redirects.md), read before the first request.
    const redirectsPayload = serverPayload
    const redirects = createRedirectMap({ load: () => liveRedirects(redirectsPayload), baseUrl: env.baseUrl, log })
    await redirects.reload()
    // The editors' agent policy (docs/decisions/079-agents-by-purpose.md), read before the first request.
    const agentPolicy = createAgentPolicy({
      load: () => readPurposePolicy(redirectsPayload),
      siteAiUse: env.aiUse,
      baseUrl: env.baseUrl,
      contact: env.CONTACT_EMAIL,
      log,
    })
    await agentPolicy.reload()
    const securityHeaders = createSecurityHeaders({ baseUrl: env.baseUrl, dev: options.dev, aiUse: agentPolicy.aiUse })
    // Heard by the agent policy, the redirects and the page cache alike (./keptStateHears.ts).
    const listener: ContentChangeListener = listenForContentChanges(
      resolveDatabaseUrl(env),
      keptStateHears(agentPolicy, redirects, () => pageCache),
      log,
    )
    // What pages read alike is kept while changes are heard (src/features/contentChanges/keptUntilContentChanges.ts).
    keepWhileHeard(() => listener.listening())
    if (renderSocket) onLocalContentChange((change) => tellEdge({ kind: 'suspend', change }))
    else if (finishHtml && env.PAGE_CACHE_TTL_SECONDS > 0) {
      const heard = listener
      pageCache = createPageCache({
        ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
        maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
        trustworthy: () => heard.listening(),
        finishHtml,
        siteHeaders: securityHeaders('site').headers,
      })
      onLocalContentChange((change) => pageCache?.suspend(change))
    }
    const ownLimiter = createReadLimiter(limiterOf(serverPayload, LIMITS.read), env.baseUrl)
    log(limitStoresLine(env))
    await redisConnectionsReady(log)
    const oauth = await startOAuthServer(env, serverPayload)

    // Set from here on, for the closures below (the read counts' settling, the news MCP server).
    const readyPayload = serverPayload
    // Reads counted for the editors' figures (src/features/analytics/), settled with PostgreSQL in batches; behind
    // the edge only the route handlers' (the edge counts the site's).
    const readCounts = readCountsInApp(env, readyPayload, agentPolicy, log)
    const drain = createDrain()
    const metrics = metricsInApp(env, serverPayload, renderSocket !== undefined)
    const server = http.createServer(
      metrics.measured(
        drain.listener(
          routeRequest({
            handleWithNext: handle,
            payload: serverPayload,
            baseUrl: env.baseUrl,
            proxies: parseTrustedProxies(env.TRUSTED_PROXIES),
            securityHeaders,
            oauth,
            readLimiter: renderSocket ? countedAtEdge(ownLimiter) : ownLimiter,
            pageCache,
            redirects,
            finishHtml,
            pagesHere,
            federation: startFederation(env, serverPayload),
            readCounter: renderSocket ? undefined : readCounts.readCounter,
            behindEdge: renderSocket !== undefined,
            agentPolicy,
            // Web Bot Auth (docs/decisions/046-web-bot-auth.md, 056).
            botAuth: verifiedAtEdge(createVerifiedAgents(env, readyPayload), renderSocket !== undefined),
            newsMcp: (request, reader) =>
              newsMcpEndpoint(request, {
                payload: readyPayload,
                baseUrl: env.baseUrl,
                siteAiUse: env.aiUse,
                ...reader,
              }),
            // Development only, so loaded only there.
            ownTermsForNext: pagesHere
              ? undefined
              : async (pagePath) =>
                  (await import('../features/site/pages/article/ownTerms')).articleOwnTermsAt(
                    readyPayload,
                    pagePath,
                    env.baseUrl,
                  ),
            metrics: metrics.answer,
          }),
        ),
      ),
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
    await listener.heard()
    const url = await listenAsTold(server, env, log)
    const jobs =
      (env.JOBS_IN_APP ?? String(options.dev)) === 'true' ? await startJobsInApp(env, serverPayload, log) : undefined

    return {
      url,
      async close() {
        // Out of the balancer's rotation first (/ready answers 503), still serving until it has noticed; then no new
        // connections. Development has no balancer.
        drain.start()
        if (!options.dev && !renderSocket && env.SHUTDOWN_DRAIN_SECONDS > 0) {
          log(`draining: /ready answers 503; new connections are accepted for ${env.SHUTDOWN_DRAIN_SECONDS} s more`)
          await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000))
        }
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        // Requests in flight get SHUTDOWN_GRACE_SECONDS; in development the only lasting connection is Next's live
        // reload, which nothing waits for.
        const grace = setTimeout(
          () => {
            for (const socket of sockets) socket.destroy()
          },
          options.dev ? DEV_SHUTDOWN_GRACE_MS : SHUTDOWN_GRACE_MS,
        )
        await closed
        clearTimeout(grace)
        if (jobs && (await withinGrace(jobs.stop(), SHUTDOWN_GRACE_MS)) === 'grace-passed')
          log(
            `the jobs in hand did not finish within SHUTDOWN_GRACE_SECONDS; their leases run out after JOBS_STALE_AFTER_SECONDS and another worker takes them over`,
          )
        await readCounts.stop()
        await app.close()
        await listener.close()
        closeRedisConnections()
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
