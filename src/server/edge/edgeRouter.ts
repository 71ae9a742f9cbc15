/**
 * The edge's router (docs/decisions/085-edge-and-renderers.md): the first two rooms of the app's router
 * (src/server/router.ts) — what it lets in (../router/admission.ts) and what the page cache answers and keeps
 * (../router/cachedReads.ts) — with a render process in place of the third. A read of the public site is admitted,
 * counted and refused here exactly as the app's router does it, answered from the cache or moved (301) here, and
 * otherwise rendered by a render process, whose answer the cache keeps on the way back. Every other request (the
 * cockpit, the APIs, the OAuth server, the social web, the MCP servers) is handed on as it came, with the client's
 * address and the signature's verdict: the render process's own router admits and counts it.
 */
import type http from 'node:http'

import { readerOf } from '../../features/analytics/readers'
import { isFeedPath } from '../../features/analytics/readFormats'
import { log } from '../../ground/log'
import type { LimitVerdict } from '../../ground/rateLimit/createLimiter'
import { VERIFIED_AGENT_HEADER } from '../../ground/http/webBotAuth/verifiedAgentHeader'
import type { AgentPolicyGate } from '../agentPolicy'
import { areaOf } from '../areas'
import { isPublicPath } from '../pageCache/cacheKey'
import type { CachedResponse } from '../pageCache/responseCache'
import type { RedirectMap } from '../redirects/redirectMap'
import { type AdmissionOptions, createAdmission } from '../router/admission'
import { type CachedReadsOptions, createCachedReads } from '../router/cachedReads'
import { EDGE_COUNTED_HEADER, EDGE_HEADERS, EDGE_VERDICT_HEADER } from './edgeHeaders'
import { sendUnavailable } from './forwardToRenderer'
import { type RenderClass, renderClassOf } from './renderQueue'

export type EdgeRouterOptions = AdmissionOptions &
  CachedReadsOptions & {
    redirects: Pick<RedirectMap, 'answered'>
    agentPolicy: Pick<AgentPolicyGate, 'refusalOf' | 'refuse'>
    /**
     * Hands a request to a render process, in its turn (./renderQueue.ts); resolves false, having sent nothing, when
     * the agents of its class fill their bound.
     */
    render(
      req: http.IncomingMessage,
      res: http.ServerResponse,
      renderClass: RenderClass,
      headers: Record<string, string>,
    ): Promise<boolean>
  }

type Count = LimitVerdict | null | Promise<LimitVerdict | null>

/** The addresses the app's router hands to its own handlers (OAuth's discovery, WebFinger, …) under `/.well-known/`. */
const HANDED_ON = /^\/\.well-known\//

export function edgeRouter(options: EdgeRouterOptions): http.RequestListener {
  const admission = createAdmission(options)
  // The edge renders nothing itself: every page the cache may keep is finished on the way back.
  const reads = createCachedReads(options, { agentOf: admission.agentOf, rendersHere: () => false })
  const { agentPolicy, redirects } = options

  /** What the render process is told of the request: the edge's verdict on its signature, and whether it counted it. */
  const edgeHeadersOf = (req: http.IncomingMessage, counted: boolean) => {
    const headers: Record<string, string> = {}
    if (counted) headers[EDGE_COUNTED_HEADER] = '1'
    if (admission.awaitsVerdict(req) === false && req.headers['signature-input'] !== undefined)
      headers[EDGE_VERDICT_HEADER] = admission.agentOf(req) ?? ''
    return headers
  }

  const renderClassOfRequest = (req: http.IncomingMessage) =>
    renderClassOf(
      readerOf(req.headers['user-agent'], admission.agentOf(req), isFeedPath((req.url ?? '/').split('?')[0]!)),
    )

  /**
   * Hands a request on: a read of the public site in its reader's turn (an agent past its class's bound is told to
   * come back); anything else (the cockpit, the APIs) in a person's.
   */
  const render = async (req: http.IncomingMessage, res: http.ServerResponse, counted: boolean) => {
    const renderClass = counted ? renderClassOfRequest(req) : 'person'
    const rendered = await options.render(req, res, renderClass, edgeHeadersOf(req, counted))
    if (!rendered)
      sendUnavailable(
        res,
        'Agents of your kind are reading many pages that must be rendered; please come back shortly.',
      )
  }

  const refusedByPolicy = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const reader = agentPolicy.refusalOf(req, req.url ?? '/', admission.agentOf(req))
    if (!reader) return false
    admission.setAreaHeaders(req, res, 'site')
    agentPolicy.refuse(req, res, reader)
    return true
  }

  const serve = (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> | undefined => {
    if (admission.awaitsVerdict(req)) return admission.verify(req).then(() => serve(req, res))
    const held = reads.held(req)
    if (held) return serveHeld(req, res, held)
    admission.keepOursOnly(req)
    const pathname = admission.originForm(req, res)
    if (pathname === undefined) return
    const area = areaOf(pathname)
    const publicAddress = isPublicPath(area, pathname)
    admission.setClientIp(req)
    if (area !== 'site' || !publicAddress || HANDED_ON.test(pathname)) return render(req, res, false)
    const cacheFirst = reads.answersFirst(req, area, publicAddress)
    if (!cacheFirst) admission.setAreaHeaders(req, res, area)
    if (admission.methodRefused(req, res, area, pathname)) return
    if (refusedByPolicy(req, res)) return
    const counted = admission.limiterFor(req).refusal(req)
    if (cacheFirst) return serveCacheFirst(req, res, counted)
    if (counted instanceof Promise) return counted.then((refusal) => serveCounted(req, res, refusal))
    return serveCounted(req, res, counted)
  }

  const serveHeld = (req: http.IncomingMessage, res: http.ServerResponse, held: CachedResponse) => {
    admission.setClientIp(req)
    if (refusedByPolicy(req, res)) return
    const counted = admission.limiterFor(req).refusal(req)
    if (counted === null) {
      reads.send(req, res, held)
      return
    }
    admission.keepOursOnly(req)
    return serveCacheFirst(req, res, counted)
  }

  const serveCacheFirst = (req: http.IncomingMessage, res: http.ServerResponse, counted: Count) => {
    if (counted instanceof Promise) {
      admission.setAreaHeaders(req, res, 'site')
      return counted.then((refusal) =>
        !refusal && reads.answered(req, res) ? undefined : serveCounted(req, res, refusal),
      )
    }
    if (!counted && reads.answered(req, res)) return
    admission.setAreaHeaders(req, res, 'site')
    return serveCounted(req, res, counted)
  }

  const serveCounted = (req: http.IncomingMessage, res: http.ServerResponse, refusal: LimitVerdict | null) => {
    if (refusal) return admission.limiterFor(req).refuse(req, res, refusal)
    if (redirects.answered(req, res)) return
    reads.countWhenRead(req, res, 'site')
    return reads.renderMiss(req, res, () => render(req, res, true))
  }

  return (req, res) => {
    // Only the edge tells a render process these.
    for (const name of EDGE_HEADERS) delete req.headers[name]
    delete req.headers[VERIFIED_AGENT_HEADER]
    try {
      serve(req, res)?.catch((error: unknown) => fail(res, error))
    } catch (error) {
      fail(res, error)
    }
  }
}

function fail(res: http.ServerResponse, error: unknown): void {
  log.error({ err: error }, 'request failed at the edge')
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('Internal server error\n')
}
