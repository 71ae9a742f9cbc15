/**
 * The social web's addresses on the router (src/server/router.ts): WebFinger, NodeInfo and everything under `/ap/`
 * go to Fedify as a WHATWG request at the site's public URL, which HTTP signatures cover (RFC 9421 signs the target
 * URI), and its answer goes back out whole.
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import type { Federation } from '@fedify/fedify'
import type { Payload } from 'payload'

import { derivedKey } from '../config/derivedKey'
import { resolvePayloadSecret } from '../config/database'
import type { Env } from '../env'
import { AppError } from '../errors/AppError'
import { CLIENT_IP_HEADER } from '../http/client/clientIp'
import { handleApiErrors } from '../http/handleApiErrors'
import { jsonNesting } from '../http/jsonNesting'
import { networkKey } from '../http/client/networkKey'
import { readBodyWithin } from '../http/readJsonBody'
import { sendWebResponse, toWebRequest } from '../http/webExchange'
import { PROJECT_ROOT } from '../lib/projectRoot'
import { createSealer } from '../oauth/sealing'
import type { Limiter } from '../rateLimit/createLimiter'
import { refusalHeaders } from '../rateLimit/headers'
import { LIMITS, limiterOf } from '../rateLimit/limiterOf'

const OWNED = new Set(['/.well-known/webfinger', '/.well-known/nodeinfo'])

/** Whether a request to `pathname` is the social web's. */
const isFederationPath = (pathname: string): boolean =>
  OWNED.has(pathname) || pathname === '/nodeinfo/2.1' || pathname === '/ap' || pathname.startsWith('/ap/')

/** The version NodeInfo names: the package's. */
const packageVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version

/**
 * The site's federation on the process's own Payload instance, as the router serves it. Fedify (with its JSON-LD
 * processor) is loaded on the first request to one of its addresses: about 0.3 s and 40 MB that a process nobody
 * federates with never pays, nor any test server that does not.
 */
export function startFederation(env: Env, payload: Payload) {
  let loaded: Promise<Federation<void>> | undefined
  const federation = () =>
    (loaded ??= import('./federation').then(({ createSiteFederation }) =>
      createSiteFederation({
        payload,
        baseUrl: env.baseUrl,
        sealer: createSealer(derivedKey(resolvePayloadSecret(env), 'federation-keys')),
        privateAddresses: env.FEDERATION_TEST_PRIVATE_ADDRESSES === 'true',
        version: packageVersion(),
      }),
    ))
  const deliveries = limiterOf(payload, LIMITS.federationDeliveries)
  return { owns: isFederationPath, handle: serveFederation(federation, env.baseUrl, deliveries) }
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

/** Our own refusals (429, 413, 400) are problem+json, as every API's are (../http/handleApiErrors.ts). */
function serveFederation(federation: () => Promise<Federation<void>>, baseUrl: string, deliveries: Limiter) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const response = await handleApiErrors(async () => {
      if (req.method === 'POST') await countDelivery(req, deliveries)
      const request = await boundedRequest(req, baseUrl)
      return (await federation()).fetch(request, {
        contextData: undefined,
        onNotAcceptable: () =>
          new Response('This address answers ActivityPub (Accept: application/activity+json).\n', {
            status: 406,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', Vary: 'Accept' },
          }),
      })
    })
    await sendWebResponse(req, res, response)
  }
}
