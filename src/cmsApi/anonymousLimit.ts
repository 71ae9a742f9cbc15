/**
 * The request limit of `/cms-api` for clients that are not signed in: CMS_API_ANONYMOUS_LIMIT_PER_MINUTE per client
 * network (an IPv4 address or an IPv6 /64, src/http/clientNetwork.ts), then 429 with `Retry-After`. The newsletter's
 * limits' shape (src/newsletter/subscribeLimits.ts): counted in PostgreSQL (the `rate_limits` table, through
 * rate-limiter-flexible), so that every app instance shares one count, under keyed hashes: the table holds no
 * address in the clear.
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { resolvePayloadSecret } from '../config/database'
import { derivedKey } from '../config/derivedKey'
import { env } from '../env'
import { networkKey } from '../http/clientNetwork'
import { poolOf } from '../db/adapter'
import { refusal } from './refusal'

const WINDOW_SECONDS = 60

export interface AnonymousLimit {
  /** Counts one request; a 429 to answer with when the client's network is over the limit, else null. */
  consume(clientIp: string): Promise<Response | null>
}

export function createAnonymousLimit(payload: Payload, perMinute: number): AnonymousLimit {
  const limiter = new RateLimiterPostgres({
    storeClient: poolOf(payload),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'cms-api-anonymous',
    points: perMinute,
    duration: WINDOW_SECONDS,
  })
  const hashKey = derivedKey(resolvePayloadSecret(env), 'rate-limit-keys')
  const keyOf = (value: string) => createHmac('sha256', hashKey).update(value).digest('base64url')
  const policy = `"anonymous";q=${perMinute};w=${WINDOW_SECONDS}`
  return {
    async consume(clientIp) {
      try {
        await limiter.consume(keyOf(networkKey(clientIp)))
        return null
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
        return refusal(429, `At most ${perMinute} requests per minute to /cms-api from one network without signing in; retry after ${retryAfter} s.`, {
          'Retry-After': String(retryAfter),
          'RateLimit-Policy': policy,
          RateLimit: `"anonymous";r=0;t=${retryAfter}`,
        })
      }
    },
  }
}

const limitsByPayload = new WeakMap<Payload, AnonymousLimit>()

/** The limit on this Payload instance's pool, made once. */
export function anonymousLimitOf(payload: Payload): AnonymousLimit {
  let limit = limitsByPayload.get(payload)
  if (!limit) {
    limit = createAnonymousLimit(payload, env.CMS_API_ANONYMOUS_LIMIT_PER_MINUTE)
    limitsByPayload.set(payload, limit)
  }
  return limit
}
