/**
 * What the router lets in (docs/decisions/021): a request target in origin-form, a method its area takes, the area's
 * security headers, the client's address as the router works it out, and the read limit the request counts against
 * — its network's, or, when a Web Bot Auth signature verifies (docs/decisions/046-web-bot-auth.md), its agent's and
 * its network's budget of signed requests, which counts a signed request before its signature is looked at (056).
 * Refusals leave from here with the area's headers (../edgeRefusals.ts).
 */
import type http from 'node:http'

import { CLIENT_IP_HEADER, clientIp } from '../../ground/http/client/clientIp'
import type { ProxyList } from '../../ground/http/client/trustedProxies'
import { parseRequestTarget } from '../../ground/http/requestTarget'
import { VERIFIED_AGENT_HEADER } from '../../ground/http/webBotAuth/verifiedAgentHeader'
import { allowedMethods } from '../allowedMethods'
import type { Area } from '../areas'
import { badRequestTarget, crossSiteAction, methodNotAllowed, sendProblem } from '../edgeRefusals'
import type { ReadLimiter } from '../readLimit/readLimiter'
import { createVerifiedAgentLimiter } from '../readLimit/verifiedAgentLimiter'
import type { SecurityHeaders } from '../securityHeaders'

export interface AdmissionOptions {
  /** For the `type` of the router's problem answers. */
  baseUrl: string
  proxies: ProxyList
  securityHeaders: SecurityHeaders
  readLimiter: ReadLimiter
  /** Web Bot Auth (docs/decisions/046-web-bot-auth.md, 056); undefined: signatures are not looked at. */
  botAuth?: {
    /** The host of the agent whose signature on the request verifies, or null; `path` is its origin-form target. */
    verify(req: http.IncomingMessage, path: string): Promise<string | null>
    /** Verified agents' reads, counted by agent (its directory's host). */
    perAgent: ReadLimiter
    /**
     * Signed requests, counted by client network before their signature is looked at: past it a signature is not
     * verified (no key directory fetched), and the request goes on as an unsigned one.
     */
    perNetwork: ReadLimiter
  }
  /**
   * In a render process behind the edge (docs/decisions/085): the client's address is the one the edge set, since
   * the socket's peer is the edge.
   */
  behindEdge?: boolean
}

export interface Admission {
  /** A signed request whose signature has not been looked at yet; never without `botAuth`. */
  awaitsVerdict(req: http.IncomingMessage): boolean
  /**
   * Verifies a signed request's signature (a directory may have to be fetched), once its network's budget of signed
   * requests has counted it, and keeps the verdict for the limit, the read counts and, as a header only the router
   * sets, for Next's handlers (the MCP audit). A bad signature is no error, and neither is a network past its budget:
   * the request goes on as an unsigned one.
   */
  verify(req: http.IncomingMessage): Promise<void>
  /** The verified agent's host, or null: unsigned, or its signature did not verify. */
  agentOf(req: http.IncomingMessage): string | null
  /** Drops the request headers only the router may set, and sets the verified agent's again. */
  keepOursOnly(req: http.IncomingMessage): void
  /** The request's path, once its target is put in origin-form on `req.url`; undefined once a 400 is sent. */
  originForm(req: http.IncomingMessage, res: http.ServerResponse): string | undefined
  setAreaHeaders(req: http.IncomingMessage, res: http.ServerResponse, area: Area): void
  /** Answers 405 to a method the address does not take; true when it did. */
  methodRefused(req: http.IncomingMessage, res: http.ServerResponse, area: Area, pathname: string): boolean
  /**
   * Refuses a cockpit server function called with another origin's `Origin` (docs/decisions/058): Next refuses it too,
   * but as a 500 with a stack trace in the log; this is a 403 before Next is asked.
   */
  crossSiteActionRefused(req: http.IncomingMessage, res: http.ServerResponse, area: Area): boolean
  /** Route handlers see headers only; this one they can trust, since it is always ours (../../ground/http/client/clientIp.ts). */
  setClientIp(req: http.IncomingMessage): void
  /**
   * The read limit a request counts against: its agent's and its network's budget of signed requests
   * (../readLimit/verifiedAgentLimiter.ts), when a signature proved it, else its network's read limit.
   */
  limiterFor(req: http.IncomingMessage): ReadLimiter
}

/** Request headers only the router may set: Next takes its script nonce from the first (../securityHeaders.ts). */
const OURS_ONLY = ['content-security-policy', 'content-security-policy-report-only', VERIFIED_AGENT_HEADER] as const

export function createAdmission({
  baseUrl,
  proxies,
  securityHeaders,
  readLimiter,
  botAuth,
  behindEdge = false,
}: AdmissionOptions): Admission {
  const ownOrigin = new URL(baseUrl).origin
  /** Each signed request's verdict: the verified agent's host, or null. Unsigned requests have none. */
  const verdicts = new WeakMap<http.IncomingMessage, string | null>()
  /** Signed requests the network's budget has counted, before their signature was looked at. */
  const counted = new WeakSet<http.IncomingMessage>()
  const agentLimiter = botAuth && createVerifiedAgentLimiter(botAuth.perAgent, botAuth.perNetwork, counted)
  const setClientIp = (req: http.IncomingMessage) => {
    if (behindEdge && typeof req.headers[CLIENT_IP_HEADER] === 'string') return
    req.headers[CLIENT_IP_HEADER] = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)
  }
  /** Counts a signed request against its network's budget, before anything is fetched for its signature. */
  const networkAllows = async (req: http.IncomingMessage) => {
    setClientIp(req)
    if ((await botAuth!.perNetwork.refusal(req)) !== null) return false
    counted.add(req)
    return true
  }
  const agentOf = (req: http.IncomingMessage) => verdicts.get(req) ?? null
  const setAreaHeaders = (req: http.IncomingMessage, res: http.ServerResponse, area: Area) => {
    const { headers, nonce } = securityHeaders(area)
    for (const name in headers) res.setHeader(name, headers[name]!)
    if (nonce) req.headers['content-security-policy'] = headers['Content-Security-Policy']
  }
  return {
    awaitsVerdict: (req) => botAuth !== undefined && req.headers['signature-input'] !== undefined && !verdicts.has(req),
    async verify(req) {
      delete req.headers[VERIFIED_AGENT_HEADER]
      const target = parseRequestTarget(req.url)
      const agent = target.ok && (await networkAllows(req)) ? await botAuth!.verify(req, target.path) : null
      verdicts.set(req, agent)
      if (agent) req.headers[VERIFIED_AGENT_HEADER] = agent
    },
    agentOf,
    keepOursOnly(req) {
      for (const name of OURS_ONLY) delete req.headers[name]
      const agent = agentOf(req)
      if (agent) req.headers[VERIFIED_AGENT_HEADER] = agent
    },
    originForm(req, res) {
      const target = parseRequestTarget(req.url)
      if (!target.ok) {
        setAreaHeaders(req, res, 'api')
        sendProblem(res, badRequestTarget(target.reason), baseUrl)
        return undefined
      }
      req.url = target.path
      return target.pathname
    },
    setAreaHeaders,
    methodRefused(req, res, area, pathname) {
      const methods = allowedMethods(area, pathname)
      if (methods.includes(req.method ?? '')) return false
      sendProblem(res, methodNotAllowed(req.method ?? '', methods), baseUrl)
      return true
    },
    crossSiteActionRefused(req, res, area) {
      const origin = req.headers.origin
      if (area !== 'cockpit' || req.method !== 'POST' || !req.headers['next-action'] || origin === undefined)
        return false
      // BASE_URL's origin, or the host the browser asked (as Next compares: a page opened at another name of ours).
      if (origin === ownOrigin || hostOf(origin) === req.headers.host) return false
      sendProblem(res, crossSiteAction(), baseUrl)
      return true
    },
    setClientIp,
    limiterFor: (req) => (agentLimiter && verdicts.get(req) ? agentLimiter : readLimiter),
  }
}

/** The host of an `Origin` header, or null for `null` and anything that is no origin. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
