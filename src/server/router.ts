/**
 * The one request router of the process (docs/decisions/021), composed of three rooms: what it lets in
 * (./router/admission.ts: the request target, methods, security headers, the read limit, verified agents), what the
 * page cache answers and keeps (./router/cachedReads.ts), and which handler answers the rest (./router/dispatch.ts:
 * oidc-provider, the news MCP server, the social web, the token API, pages and documents rendered here, Next).
 *
 * A read of a page the cache holds is counted against the read limit and answered from memory at once: its target
 * passed every check when the page was kept. Anything else is admitted first; an address one of the router's own
 * handlers owns goes to it; a request to a public address is counted against the read limit, and a page read
 * answered by the cache (with the headers it stored, the area's among them), or else, at an old address, moved
 * (301 from the redirects in memory: a page the cache holds there wins), or else rendered.
 */
import type http from 'node:http'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logDatabaseUnavailable,
} from '../ground/db/databaseUnavailable'
import { log } from '../ground/log'
import type { LimitVerdict } from '../ground/rateLimit/createLimiter'
import { type Area, areaOf } from './areas'
import { isPublicPath } from './pageCache/cacheKey'
import type { CachedResponse } from './pageCache/responseCache'
import { type AdmissionOptions, createAdmission } from './router/admission'
import { type CachedReadsOptions, createCachedReads } from './router/cachedReads'
import { createDispatch, type DispatchOptions } from './router/dispatch'
import type { AgentPolicyGate } from './agentPolicy'
import type { RedirectMap } from './redirects/redirectMap'

export type RouterOptions = AdmissionOptions &
  CachedReadsOptions &
  DispatchOptions & {
    /** Old addresses that answer 301 (./redirects/redirectMap.ts); undefined: none do. */
    redirects?: Pick<RedirectMap, 'answered'>
    /** The editors' agent policy (./agentPolicy.ts): a refused purpose's agents are answered 403; undefined: none. */
    agentPolicy?: Pick<AgentPolicyGate, 'refusalOf' | 'refuse'>
  }

/** A read-limit count: at once where it is kept in this process's memory, a promise where a shared store keeps it. */
type Count = LimitVerdict | null | Promise<LimitVerdict | null>

export function routeRequest(options: RouterOptions): http.RequestListener {
  const admission = createAdmission(options)
  const dispatch = createDispatch(options, admission)
  const reads = createCachedReads(options, { agentOf: admission.agentOf, rendersHere: dispatch.rendersHere })
  const { agentPolicy } = options

  /** Answers 403 to a public read by an agent of a purpose the policy refuses; true when it did. */
  const refusedByPolicy = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const reader = agentPolicy?.refusalOf(req, req.url ?? '/', admission.agentOf(req))
    if (!reader) return false
    admission.setAreaHeaders(req, res, 'site')
    agentPolicy!.refuse(req, res, reader)
    return true
  }

  /**
   * A request up to its read-limit count, and a page cache hit after it, run without a promise when the count is in
   * this process's memory: a promise per request is a measurable part of a hit's cost (docs/performance.md). Returns
   * a promise only for work that waits.
   */
  const serve = (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> | undefined => {
    if (admission.awaitsVerdict(req)) return admission.verify(req).then(() => serve(req, res))
    const held = reads.held(req)
    if (held) return serveHeld(req, res, held)
    admission.keepOursOnly(req)
    const pathname = admission.originForm(req, res)
    if (pathname === undefined) return
    // Worked out once here and handed on, since the cache, the limit and the dispatch each ask.
    const area = areaOf(pathname)
    const publicAddress = isPublicPath(area, pathname)
    const owner = dispatch.ownerOf(pathname)
    // The site's reads are always allowed, so the method check cannot answer a read the cache may answer.
    const cacheFirst = owner === undefined && reads.answersFirst(req, area, publicAddress)
    if (!cacheFirst) admission.setAreaHeaders(req, res, area)
    if (admission.methodRefused(req, res, area, pathname)) return
    if (admission.crossSiteActionRefused(req, res, area)) return
    admission.setClientIp(req)
    if (area === 'site' && publicAddress && refusedByPolicy(req, res)) return
    if (owner) return owner(req, res)
    if (cacheFirst) return serveCacheFirst(req, res, admission.limiterFor(req).refusal(req))
    const counted = publicAddress ? admission.limiterFor(req).refusal(req) : null
    if (counted instanceof Promise) return counted.then((refusal) => serveCounted(req, res, area, refusal))
    return serveCounted(req, res, area, counted)
  }

  /**
   * A read of a page the cache holds (`held`): counted, then answered from memory with nothing set before it; a
   * refusal, or a count that waits for a shared store, goes the way of any read the cache may answer.
   */
  const serveHeld = (req: http.IncomingMessage, res: http.ServerResponse, held: CachedResponse) => {
    admission.setClientIp(req)
    if (agentPolicy && refusedByPolicy(req, res)) return
    const counted = admission.limiterFor(req).refusal(req)
    if (counted === null) {
      reads.send(req, res, held)
      return
    }
    // Whatever answers now may be Next's, which takes its script nonce from a request header only we may set.
    admission.keepOursOnly(req)
    return serveCacheFirst(req, res, counted)
  }

  /**
   * A read of the site the cache may answer, once counted, with nothing set before the hit. A count in a shared store
   * sets the site's headers before it waits: its round trip dwarfs the merge a hit then pays, and if the store fails,
   * the answer `fail` sends must carry them too.
   */
  const serveCacheFirst = (req: http.IncomingMessage, res: http.ServerResponse, counted: Count) => {
    if (counted instanceof Promise) {
      admission.setAreaHeaders(req, res, 'site')
      return counted.then((refusal) =>
        !refusal && reads.answered(req, res) ? undefined : serveCounted(req, res, 'site', refusal),
      )
    }
    if (!counted && reads.answered(req, res)) return
    admission.setAreaHeaders(req, res, 'site')
    return serveCounted(req, res, 'site', counted)
  }

  /** A counted request the cache did not answer, its area's headers set: refused, or rendered. */
  const serveCounted = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    area: Area,
    refusal: LimitVerdict | null,
  ) => {
    if (refusal) return admission.limiterFor(req).refuse(req, res, refusal)
    if (area === 'site' && options.redirects?.answered(req, res)) return
    reads.countWhenRead(req, res, area)
    return reads.renderMiss(req, res, dispatch.render)
  }

  return (req, res) => {
    try {
      serve(req, res)?.catch((error: unknown) => fail(res, error))
    } catch (error) {
      fail(res, error)
    }
  }
}

function fail(res: http.ServerResponse, error: unknown): void {
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
