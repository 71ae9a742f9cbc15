/**
 * The one request router of the process (docs/decisions/021). A read of a page the page cache holds is counted against
 * the read limit and answered from memory at once: its target passed every check below when the page was kept.
 * Anything else has its request target checked and put in origin-form, the area's security headers set, its methods
 * enforced; then the OAuth server's paths go to oidc-provider and our sign-in pages (src/features/oauth/oauthServer.ts), the
 * public news MCP server (/mcp/news, src/mcp/news/) gets its calls counted against the read limit, and the
 * token REST API goes to its endpoints (src/endpoints/servedByRouter.ts); a request to a public address is counted against
 * the read limit, and a page read answered by the page cache (with the headers it stored, the area's among them), or
 * else rendered (here in production, src/server/sitePages.ts, and the feeds and sitemaps,
 * src/endpoints/documentsServedByRouter.ts; by Next in development and for the pages only Next has, finished on the
 * way out); everything else goes to Next.
 */
import type http from 'node:http'
import type { Payload } from 'payload'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logDatabaseUnavailable,
} from '../ground/db/databaseUnavailable'
import { documentOf } from '../endpoints/documentsServedByRouter'
import { endpointMethods } from '../endpoints/servedByRouter'
import { CLIENT_IP_HEADER, clientIp } from '../ground/http/client/clientIp'
import type { ProxyList } from '../ground/http/client/trustedProxies'
import { parseRequestTarget } from '../ground/http/requestTarget'
import { sendDocument } from '../ground/http/documentAnswer'
import { sendWebResponse, toWebRequest } from '../ground/http/webExchange'
import type { ReadCounter } from '../features/analytics/countRead'
import { VERIFIED_AGENT_HEADER } from '../ground/http/webBotAuth/verifiedAgentHeader'
import type { NewsMcpRequest } from '../mcp/news/newsMcpEndpoint'
import type { OAuthServer } from '../features/oauth/oauthServer'
import type { LimitVerdict } from '../ground/rateLimit/createLimiter'
import type { DocumentAssets } from '../features/site/htmlPages'
import { newsMcpPath } from '../ground/paths'
import { allowedMethods } from './allowedMethods'
import { type Area, areaOf } from './areas'
import { badRequestTarget, methodNotAllowed, sendProblem } from './edgeRefusals'
import { log } from '../ground/log'
import { isPublicPageRead, isPublicPath } from './pageCache/cacheKey'
import { captureResponse } from './pageCache/captureResponse'
import type { PageHtmlFinisher } from './pageCache/finishPageHtml'
import type { CachedResponse } from './pageCache/responseCache'
import type { PageCache } from './pageCache/servePageCache'
import type { ReadLimiter } from './readLimit/readLimiter'
import type { SecurityHeaders } from './securityHeaders'
import { pageRead, serveSitePage } from './sitePages'

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

export interface Router {
  handleWithNext: NodeHandler
  /** The process's own Payload instance, for the endpoints served here. */
  payload: Payload
  /** For the `type` of the router's problem answers, and the origin of the endpoints' requests. */
  baseUrl: string
  proxies: ProxyList
  securityHeaders: SecurityHeaders
  oauth: OAuthServer
  readLimiter: ReadLimiter
  pageCache: PageCache | undefined
  finishHtml: PageHtmlFinisher | undefined
  /** What pages rendered here link to, in production; undefined in development, where Next renders every page. */
  pagesHere: DocumentAssets | undefined
  /** The social web's addresses (src/features/federation/serveFederation.ts). */
  federation: { owns(pathname: string): boolean; handle: NodeHandler }
  /** Counts successful public reads for the editors' figures (src/features/analytics/); undefined: nothing is counted. */
  readCounter?: ReadCounter
  /**
   * Web Bot Auth (docs/decisions/046-web-bot-auth.md): the host of the agent whose signature on the request verifies,
   * or null; `path` is the request's origin-form target. Undefined: signatures are not looked at.
   */
  botAuth?: { verify(req: http.IncomingMessage, path: string): Promise<string | null> }
  /** The read limit of verified agents, counted by agent; required with `botAuth`. */
  agentReadLimiter?: ReadLimiter
  /**
   * The public news MCP server at /mcp/news (src/mcp/news/): it counts its calls against the read limit the router
   * holds, and answers a refusal as JSON-RPC itself. Undefined: the address goes to Next, which has no such route.
   */
  newsMcp?: (request: Request, reader: NewsMcpReader) => Promise<Response>
  /**
   * In development, where Next renders the HTML pages: a page's own AI-use headers, set before Next renders it
   * (src/features/site/pages/article/ownTerms.ts). Undefined in production, where the router renders pages and says them.
   */
  ownTermsForNext?: (pagePath: string) => Promise<Record<string, string> | null>
}

/** What the router tells the news server of a request: its verified agent, and how to count its reads. */
type NewsMcpReader = Pick<NewsMcpRequest, 'verifiedAgent' | 'countReads'>

/** Request headers only the router may set: Next takes its script nonce from the first (securityHeaders.ts). */
const OURS_ONLY = ['content-security-policy', 'content-security-policy-report-only', VERIFIED_AGENT_HEADER] as const

export function routeRequest({
  handleWithNext,
  payload,
  baseUrl,
  proxies,
  securityHeaders,
  oauth,
  readLimiter,
  pageCache,
  finishHtml,
  pagesHere,
  federation,
  readCounter,
  botAuth,
  agentReadLimiter,
  newsMcp,
  ownTermsForNext,
}: Router): http.RequestListener {
  /** Each signed request's verdict: the verified agent's host, or null. Unsigned requests have none. */
  const verdicts = new WeakMap<http.IncomingMessage, string | null>()
  const agentOf = (req: http.IncomingMessage) => verdicts.get(req) ?? null
  /** The read limit a request counts against: its agent's, when a signature proved it, else its network's. */
  const limiterFor = (req: http.IncomingMessage): ReadLimiter =>
    agentReadLimiter && verdicts.get(req) ? agentReadLimiter : readLimiter

  /**
   * A signed request is verified first (a directory may have to be fetched); its verdict is kept for the limit, the
   * counts and, as a header only the router sets, for Next's handlers (the MCP audit). A bad signature is no error:
   * the request goes on as an unsigned one.
   */
  const verifyThenServe = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    delete req.headers[VERIFIED_AGENT_HEADER]
    const target = parseRequestTarget(req.url)
    const agent = target.ok ? await botAuth!.verify(req, target.path) : null
    verdicts.set(req, agent)
    if (agent) req.headers[VERIFIED_AGENT_HEADER] = agent
    return serve(req, res)
  }

  const setAreaHeaders = (req: http.IncomingMessage, res: http.ServerResponse, area: Area) => {
    const { headers, nonce } = securityHeaders(area)
    for (const name in headers) res.setHeader(name, headers[name]!)
    if (nonce) req.headers['content-security-policy'] = headers['Content-Security-Policy']
  }

  /**
   * A request up to its read-limit count, and a page cache hit after it, run without a promise when the count is in
   * this process's memory: a promise per request was a measurable part of a hit's cost (docs/performance.md).
   * Returns a promise only for work that waits.
   */
  const serve = (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> | undefined => {
    if (botAuth && req.headers['signature-input'] !== undefined && !verdicts.has(req)) return verifyThenServe(req, res)
    const held = pageCache && (req.method === 'GET' || req.method === 'HEAD') ? pageCache.held(req) : undefined
    if (held) return serveHeld(req, res, held)
    for (const name of OURS_ONLY) delete req.headers[name]
    const agent = agentOf(req)
    if (agent) req.headers[VERIFIED_AGENT_HEADER] = agent
    const target = parseRequestTarget(req.url)
    if (!target.ok) {
      setAreaHeaders(req, res, 'api')
      sendProblem(res, badRequestTarget(target.reason), baseUrl)
      return
    }
    req.url = target.path
    // Worked out once here and handed on: each was computed again by the cache and the limit, a measurable part of
    // a hit's own cost (docs/performance.md, "Cached hits").
    const area = areaOf(target.pathname)
    const publicAddress = isPublicPath(area, target.pathname)
    const ownedByOAuth = oauth.owns(target.pathname)
    // A page read the cache may answer gets the area's headers only if it does not: the stored answer carries them,
    // and headers set before its own made Node merge the two sets name by name, the largest part of a hit's cost
    // (docs/performance.md). The site's reads are always allowed, so the method check below cannot answer it.
    const cacheFirst =
      pageCache !== undefined &&
      area === 'site' &&
      publicAddress &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !ownedByOAuth
    if (!cacheFirst) setAreaHeaders(req, res, area)
    const methods = allowedMethods(area, target.pathname)
    if (!methods.includes(req.method ?? '')) {
      sendProblem(res, methodNotAllowed(req.method ?? '', methods), baseUrl)
      return
    }

    setClientIp(req)
    if (ownedByOAuth) return oauth.handle(req, res)
    if (newsMcp && target.pathname === newsMcpPath) return serveNewsMcp(req, res, newsMcp)
    if (federation.owns(target.pathname)) return serveFederation(req, res, area, cacheFirst)
    const endpoint = endpointMethods(target.pathname)
    if (endpoint) return serveEndpoint(req, res, endpoint, payload, baseUrl)
    const counted = publicAddress ? limiterFor(req).refusal(req) : null
    if (!(counted instanceof Promise)) return serveCounted(req, res, area, cacheFirst, counted, !cacheFirst)
    // Counted in a shared store: its round trip dwarfs the merge a hit then pays, and if the store fails, the answer
    // `fail` sends must carry the area's headers too.
    if (cacheFirst) setAreaHeaders(req, res, area)
    return counted.then((refusal) => serveCounted(req, res, area, cacheFirst, refusal, true))
  }

  /**
   * A read of a page the cache holds (`held`: its target is a checked public page read, src/server/pageCache/): counted,
   * then answered from memory with nothing set before it; a refusal, or a count that waits for a shared store, goes
   * the common way with the site's headers.
   */
  const serveHeld = (req: http.IncomingMessage, res: http.ServerResponse, held: CachedResponse) => {
    setClientIp(req)
    const counted = limiterFor(req).refusal(req)
    if (counted === null) {
      pageCache!.send(req, res, held)
      if (held.status === 200) readCounter?.count(req, agentOf(req))
      return
    }
    // Whatever answers now may be Next's, which takes its script nonce from a request header only we may set.
    for (const name of OURS_ONLY) delete req.headers[name]
    if (!(counted instanceof Promise)) return serveCounted(req, res, 'site', true, counted, false)
    setAreaHeaders(req, res, 'site')
    return counted.then((refusal) => serveCounted(req, res, 'site', true, refusal, true))
  }

  const serveCounted = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    area: Area,
    cacheFirst: boolean,
    refusal: LimitVerdict | null,
    headersSet: boolean,
  ) => {
    if (cacheFirst && !refusal) {
      const held = pageCache!.held(req)
      if (held) {
        pageCache!.send(req, res, held)
        if (held.status === 200) readCounter?.count(req, agentOf(req))
        return
      }
    }
    if (!headersSet) setAreaHeaders(req, res, area)
    if (refusal) return limiterFor(req).refuse(req, res, refusal)
    if (readCounter && area === 'site' && (req.method === 'GET' || req.method === 'HEAD')) countWhenRead(req, res)
    return render(req, res)
  }

  /**
   * WebFinger, NodeInfo, actors and their collections are read by anyone, and each read costs statements: they count
   * against the read limit as the site's pages do. Deliveries to inboxes have their own checks (signatures).
   */
  const serveFederation = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    area: Area,
    cacheFirst: boolean,
  ) => {
    if (cacheFirst) setAreaHeaders(req, res, area)
    const refusal = req.method === 'GET' || req.method === 'HEAD' ? await limiterFor(req).refusal(req) : null
    if (refusal) return limiterFor(req).refuse(req, res, refusal)
    return federation.handle(req, res)
  }

  /**
   * The news MCP server: each of a request's messages is a read of the site, counted where the request's reads are
   * (its network's budget, or its verified agent's); the server answers an over-limit caller in JSON-RPC.
   */
  const serveNewsMcp = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    answer: NonNullable<Router['newsMcp']>,
  ) => {
    const limiter = limiterFor(req)
    const countReads = async (reads: number) => {
      for (let read = 0; read < reads; read++) {
        const refusal = await limiter.refusal(req)
        if (refusal) return { ...limiter.refusalOf(refusal), retryAfterSeconds: refusal.resetSeconds }
      }
      return null
    }
    const request = toWebRequest(req, baseUrl)
    await sendWebResponse(req, res, await answer(request, { verifiedAgent: agentOf(req), countReads }))
  }

  /**
   * A read the cache did not answer is counted once it has succeeded (a 404 is no read), with the address it was
   * asked at: Next may rewrite the request's URL on the way.
   */
  const countWhenRead = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const asked = { url: req.url, headers: req.headers } as http.IncomingMessage
    const agent = agentOf(req)
    res.once('finish', () => {
      if (res.statusCode === 200 || res.statusCode === 304) readCounter!.count(asked, agent)
    })
  }

  /** Route handlers see headers only; this one they can trust, since it is always ours (src/ground/http/client/clientIp.ts). */
  const setClientIp = (req: http.IncomingMessage) => {
    req.headers[CLIENT_IP_HEADER] = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)
  }

  /** What no cache answered: a public page rendered here, or else by Next. */
  const render = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Decided only on a miss: a cache hit carries its stored Vary, and pays nothing for these.
    const renderPage = async () => {
      if (isPublicPageRead(req)) keepVaryAccept(res)
      const read = pagesHere && pageRead(req)
      if (read) return serveSitePage(req, res, read, payload, baseUrl, pagesHere)
      const document = pagesHere && documentRead(req)
      if (document) return sendDocument(req, res, await document(payload, baseUrl))
      const html = ownTermsForNext && pageRead(req)
      if (html && html.representation === 'html') {
        const terms = await ownTermsForNext!(html.pagePath)
        for (const name in terms) res.setHeader(name, terms[name]!)
      }
      return handleWithNext(req, res)
    }
    if (pageCache) return pageCache.miss(req, res, renderPage)
    // Only Next's HTML needs finishing (src/server/pageCache/finishPageHtml.ts); the router's own is sent as rendered.
    if (
      finishHtml &&
      req.method === 'GET' &&
      isPublicPageRead(req) &&
      !(pagesHere && (pageRead(req) || documentRead(req)))
    ) {
      captureResponse(res, { finishHtml })
      delete req.headers['accept-encoding']
    }
    await renderPage()
  }

  const fail = (res: http.ServerResponse, error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable('request', error)
      const headers = {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      }
      if (!res.headersSent) res.writeHead(503, headers)
      return void res.end(`${DATABASE_UNAVAILABLE_MESSAGE}\n`)
    }
    log.error({ err: error }, 'request failed before reaching Next')
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Internal server error\n')
  }

  return (req, res) => {
    try {
      serve(req, res)?.catch((error: unknown) => fail(res, error))
    } catch (error) {
      fail(res, error)
    }
  }
}

type Endpoints = NonNullable<ReturnType<typeof endpointMethods>>

/** OPTIONS lists the methods, as Next's route handlers answer it; a method the address does not take is a 405. */
async function serveEndpoint(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  endpoint: Endpoints,
  payload: Payload,
  baseUrl: string,
) {
  const allowed = [...Object.keys(endpoint), 'OPTIONS']
  const handle = endpoint[req.method ?? '']
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { Allow: allowed.join(', ') })
    return void res.end()
  }
  if (!handle) return sendProblem(res, methodNotAllowed(req.method ?? '', allowed), baseUrl)
  await sendWebResponse(req, res, await handle(toWebRequest(req, baseUrl), payload))
}

/** A feed or sitemap the router answers in production (src/endpoints/documentsServedByRouter.ts), or null. */
function documentRead(req: http.IncomingMessage) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  return documentOf(query === -1 ? url : url.slice(0, query))
}

/**
 * One page URL answers HTML or markdown, so every page response says `Vary: Accept`, whoever sets `Vary` after us
 * (Next sets its own list and would drop ours where the page cache is not involved).
 */
function keepVaryAccept(res: http.ServerResponse): void {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== 'vary') return setHeader(name, value)
    const values = (Array.isArray(value) ? value.join(',') : String(value))
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
    if (!values.some((item) => item.toLowerCase() === 'accept' || item === '*')) values.unshift('Accept')
    return setHeader(name, values.join(', '))
  }) as http.ServerResponse['setHeader']
  res.setHeader('Vary', 'Accept')
}
