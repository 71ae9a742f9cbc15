/**
 * How many OAuth flows one client network may start (docs/decisions/057-oauth-state-before-sign-in.md). Each request
 * counted here stores a row in `oauth_models` for someone who has not signed in, and `/oauth/*` is outside the read
 * limit: an authorization request (an Interaction, or pushed, RFC 9126: a PushedAuthorizationRequest), a device
 * authorization (RFC 8628 §3.1: a DeviceCode) and the device page (a Session, which holds its form's xsrf secret).
 * They are counted per client network (an IPv4 address or an IPv6 /64), whatever cookies they carry, since a cookie
 * is the client's to make up. Past the budget: 429 with Retry-After, a page for the browser's pages and OAuth's
 * error JSON for the endpoints.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { networkKey } from '../../ground/http/client/networkKey'
import type { Limiter, LimitVerdict } from '../../ground/rateLimit/createLimiter'
import { refusalHeaders } from '../../ground/rateLimit/headers'
import type { LimitPolicy } from '../../ground/rateLimit/policies'
import { oauthPage, problemBox } from './pages'

type Answer = 'page' | 'json'

/** By oidc-provider's route paths (provider.ts), as its router compares them: upper case. */
const STARTS = new Map<string, { methods: ReadonlySet<string>; answer: Answer }>([
  ['/OAUTH/AUTHORIZE', { methods: new Set(['GET', 'HEAD', 'POST']), answer: 'page' }],
  ['/OAUTH/DEVICE', { methods: new Set(['GET', 'HEAD']), answer: 'page' }],
  ['/OAUTH/PAR', { methods: new Set(['POST']), answer: 'json' }],
  ['/OAUTH/DEVICE/CODE', { methods: new Set(['POST']), answer: 'json' }],
])

/**
 * A path as oidc-provider's router matches it: case folded, one trailing slash dropped. (Its folding keeps the few
 * non-ASCII letters whose upper case is ASCII; folding them too only ever counts a request it would not route.)
 */
export function routeKeyOf(pathname: string): string {
  const folded = pathname.toUpperCase()
  return folded.length > 1 && folded.endsWith('/') ? folded.slice(0, -1) : folded
}

export const clientNetworkOf = (req: IncomingMessage) => networkKey(String(req.headers[CLIENT_IP_HEADER] ?? 'unknown'))

/** "3 minutes": a wait in whole minutes, at least one. */
export function minutesIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** OAuth's error JSON with the limit's headers: what a program is told when a limit refuses it. */
export function sendRateLimitedJson(
  res: ServerResponse,
  policy: LimitPolicy,
  verdict: LimitVerdict,
  description: string,
): void {
  res.writeHead(429, {
    'Content-Type': 'application/json',
    ...refusalHeaders(policy, verdict),
    'Cache-Control': 'no-store',
  })
  res.end(JSON.stringify({ error: 'rate_limited', error_description: description }))
}

/** One of our pages (pages.ts) with the limit's headers: what a person is told. */
export function sendRateLimitedPage(
  res: ServerResponse,
  policy: LimitPolicy,
  verdict: LimitVerdict,
  page: string,
): void {
  res.writeHead(429, {
    'Content-Type': 'text/html; charset=utf-8',
    ...refusalHeaders(policy, verdict),
    'Cache-Control': 'no-store',
  })
  res.end(page)
}

/** Counts a request that starts a flow against its network's budget; false once it has answered 429. */
export function createStartLimit(limiter: Limiter) {
  const { policy } = limiter
  return async function startAllowed(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const start = STARTS.get(routeKeyOf(pathname))
    if (!start || !start.methods.has(req.method ?? 'GET')) return true
    const verdict = await limiter.consume(clientNetworkOf(req))
    if (verdict.allowed) return true
    const wait = minutesIn(verdict.resetSeconds)
    if (start.answer === 'json') {
      sendRateLimitedJson(
        res,
        policy,
        verdict,
        `At most ${policy.points} authorization requests per ${policy.seconds / 60} minutes from one network; retry after ${verdict.resetSeconds} s.`,
      )
    } else {
      sendRateLimitedPage(
        res,
        policy,
        verdict,
        oauthPage(
          'Too many requests',
          `<h1>Too many requests</h1>
${problemBox(`Too many sign-ins to PMS News were started from your network in the last ${policy.seconds / 60} minutes.`)}
<p>Wait ${wait}, then go back to the application and start again.</p>`,
        ),
      )
    }
    return false
  }
}
