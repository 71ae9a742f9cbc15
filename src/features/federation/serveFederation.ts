/**
 * The social web's addresses on the router (src/server/router.ts): WebFinger, NodeInfo and everything under `/ap/`
 * go to Fedify as a WHATWG request at the site's public URL, which HTTP signatures cover (RFC 9421 signs the target
 * URI), and its answer goes back out whole.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Federation } from '@fedify/fedify'
import type { Payload } from 'payload'

import type { Env } from '../../ground/env'
import { AppError } from '../../ground/errors/AppError'
import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { handleApiErrors } from '../../ground/http/handleApiErrors'
import { jsonNesting } from '../../ground/http/jsonNesting'
import { networkKey } from '../../ground/http/client/networkKey'
import { readBodyWithin } from '../../ground/http/readJsonBody'
import { sendWebResponse, toWebRequest } from '../../ground/http/webExchange'
import {
  actorOfActivityPubOutboxPath,
  articleIdOfActivityPubPath,
  isActivityPubActivityPath,
  quoteAuthorizationOfPath,
} from '../../ground/paths'
import type { Limiter } from '../../ground/rateLimit/createLimiter'
import { refusalHeaders } from '../../ground/rateLimit/headers'
import { LIMITS, limiterOf } from '../../ground/rateLimit/limiterOf'
import { addAttributionDomains } from './attributionDomains'
import { siteFederation } from './siteFederation'

const OWNED = new Set(['/.well-known/webfinger', '/.well-known/nodeinfo'])

/** Whether a request to `pathname` is the social web's. */
const isFederationPath = (pathname: string): boolean =>
  OWNED.has(pathname) || pathname === '/nodeinfo/2.1' || pathname === '/ap' || pathname.startsWith('/ap/')

/** The site's federation on the process's own Payload instance, as the router serves it (loaded on first use). */
export function startFederation(env: Env, payload: Payload) {
  const deliveries = limiterOf(payload, LIMITS.federationDeliveries)
  return {
    owns: isFederationPath,
    handle: serveFederation(siteFederation(env, payload), payload, env.baseUrl, deliveries),
  }
}

/**
 * What an inbox takes: an activity is a few kilobytes (a long article with its HTML perhaps a hundred); Fedify's own
 * limit is 16 MiB, which a remote server could make us hold for every delivery at once.
 */
const DELIVERY_LIMIT_BYTES = 1024 * 1024

/** An activity nests a few levels (an activity, its object, that object's tags); Fedify's walk of thousands overflows. */
const DELIVERY_NESTING_LIMIT = 64

/**
 * The request with its body read within the limit (413 past it, a lying Content-Length or none included) and nested
 * no deeper than an activity does (400).
 */
async function boundedRequest(req: IncomingMessage, baseUrl: string): Promise<Request> {
  const streamed = toWebRequest(req, baseUrl)
  if (req.method !== 'POST') return streamed
  const body = Buffer.from(await readBodyWithin(streamed, DELIVERY_LIMIT_BYTES))
  if (jsonNesting(body.toString('utf8')) > DELIVERY_NESTING_LIMIT)
    throw new AppError({
      code: 'malformed_body',
      status: 400,
      title: 'Nested too deeply',
      detail: `An activity nests at most ${DELIVERY_NESTING_LIMIT} levels of arrays and objects.`,
    })
  return new Request(streamed.url, { method: 'POST', headers: streamed.headers, body })
}

/** Counts a delivery against the per-server budget before its signature is checked; past it, a 429. */
async function countDelivery(req: IncomingMessage, deliveries: Limiter): Promise<void> {
  const verdict = await deliveries.consume(networkKey(String(req.headers[CLIENT_IP_HEADER] ?? 'unknown')))
  if (verdict.allowed) return
  throw new AppError({
    code: 'rate_limited',
    status: 429,
    title: 'Too many deliveries',
    detail: `At most ${deliveries.policy.points} deliveries a minute from one server; retry after ${verdict.resetSeconds} s.`,
    headers: refusalHeaders(deliveries.policy, verdict),
  })
}

const ACTIVITY_JSON = { 'Content-Type': 'application/activity+json' }

const sentOrNotFound = (document: Record<string, unknown> | null, notFound: string) =>
  document
    ? new Response(JSON.stringify(document), { headers: ACTIVITY_JSON })
    : new Response(JSON.stringify({ error: 'not_found', message: notFound }), { status: 404, headers: ACTIVITY_JSON })

/**
 * What publishing sent, read without Fedify (nothing here is signed, and Fedify would write each activity out again
 * without the terms it does not know): an article's object (or its Tombstone, 410), an activity with its article as
 * it is now (or a Tombstone, 410, once that is no longer public), and an actor's outbox of them. Null for every other
 * address.
 */
async function sentDocument(req: IncomingMessage, payload: Payload, baseUrl: string): Promise<Response | null> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://federation.invalid')
  const articleId = articleIdOfActivityPubPath(pathname)
  if (articleId !== null) {
    const { articleObjectById } = await import('./articleDocument')
    return articleObjectById(payload, articleId, baseUrl)
  }
  const authorization = quoteAuthorizationOfPath(pathname)
  if (authorization !== null) {
    const { quoteAuthorizationDocument } = await import('./quoteAuthorizationDocument')
    return quoteAuthorizationDocument(payload, baseUrl, authorization)
  }
  const outboxActor = actorOfActivityPubOutboxPath(pathname)
  if (outboxActor !== null) {
    const { outboxDocument } = await import('./outboxPage')
    const cursor = searchParams.get('cursor')
    return sentOrNotFound(await outboxDocument(payload, baseUrl, outboxActor, cursor), 'There is no such actor.')
  }
  if (!isActivityPubActivityPath(pathname)) return null
  const { sentActivity } = await import('./outboxPage')
  const activity = await sentActivity(payload, baseUrl, `${baseUrl}${pathname}`)
  if (!activity) return sentOrNotFound(null, 'No such activity was sent.')
  return new Response(JSON.stringify(activity.document), { status: activity.status, headers: ACTIVITY_JSON })
}

/** Our own refusals (429, 413, 400) are problem+json, as every API's are (../../ground/http/handleApiErrors.ts). */
function serveFederation(
  federation: () => Promise<Federation<void>>,
  payload: Payload,
  baseUrl: string,
  deliveries: Limiter,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const response = await handleApiErrors(async () => {
      const sent = await sentDocument(req, payload, baseUrl)
      if (sent) return sent
      if (req.method === 'POST') await countDelivery(req, deliveries)
      const request = await boundedRequest(req, baseUrl)
      const answer = await (
        await federation()
      ).fetch(request, {
        contextData: undefined,
        onNotAcceptable: () =>
          new Response('This address answers ActivityPub (Accept: application/activity+json).\n', {
            status: 406,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', Vary: 'Accept' },
          }),
      })
      // Pages at the site's host may name our actors as their authors (fediverse:creator).
      return addAttributionDomains(request, answer, new URL(baseUrl).hostname)
    })
    await sendWebResponse(req, res, response)
  }
}
