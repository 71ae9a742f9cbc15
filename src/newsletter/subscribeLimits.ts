/**
 * The limits of POST /subscribe: per client address per hour and per email address per day, then 429 with
 * `Retry-After`. Counted in PostgreSQL (the `rate_limits` table, through rate-limiter-flexible), so that every app
 * instance shares one count and a restart does not hand out a fresh budget. What is counted is a mailbox and a
 * network (src/newsletter/limitKeys.ts), under keyed hashes: the table holds no address in the clear.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { resolvePayloadSecret } from '../config/database'
import { derivedKey } from '../config/derivedKey'
import { env } from '../env'
import { AppError } from '../errors/AppError'
import { networkKey } from '../http/clientNetwork'
import { mailboxKey } from './limitKeys'

const HOUR_SECONDS = 3600
const DAY_SECONDS = 24 * HOUR_SECONDS

export interface SubscribeLimits {
  /** Counts one request; throws a 429 AppError when the client or the address is over its limit. */
  consume(clientIp: string, email: string): Promise<void>
}

function limiter(pool: unknown, keyPrefix: string, points: number, duration: number) {
  return new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix, points, duration })
}

function tooMany(rejection: RateLimiterRes, detail: string): AppError {
  const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
  return new AppError({
    code: 'rate_limited',
    status: 429,
    title: 'Too many requests',
    detail: `${detail} Retry after ${retryAfter} s.`,
    headers: { 'Retry-After': String(retryAfter) },
  })
}

async function consumeOrRefuse(limit: RateLimiterPostgres, key: string, detail: string): Promise<void> {
  try {
    await limit.consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(rejection, detail)
    throw rejection
  }
}

export function createSubscribeLimits(payload: Payload, perIpPerHour: number, perAddressPerDay: number): SubscribeLimits {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const perIp = limiter(pool, 'subscribe-ip', perIpPerHour, HOUR_SECONDS)
  const perAddress = limiter(pool, 'subscribe-address', perAddressPerDay, DAY_SECONDS)
  const hashKey = derivedKey(resolvePayloadSecret(env), 'rate-limit-keys')
  const keyOf = (value: string) => createHmac('sha256', hashKey).update(value).digest('base64url')
  return {
    async consume(clientIp, email) {
      await consumeOrRefuse(perIp, keyOf(networkKey(clientIp)), `At most ${perIpPerHour} subscription requests per hour from one network address.`)
      await consumeOrRefuse(perAddress, keyOf(mailboxKey(email)), `At most ${perAddressPerDay} subscription requests per day for one email address.`)
    },
  }
}

const limitsByPayload = new WeakMap<Payload, SubscribeLimits>()

/** The limits on this Payload instance's pool, made once. */
export function subscribeLimitsOf(payload: Payload): SubscribeLimits {
  let limits = limitsByPayload.get(payload)
  if (!limits) {
    limits = createSubscribeLimits(payload, env.SUBSCRIBE_LIMIT_PER_IP_PER_HOUR, env.SUBSCRIBE_LIMIT_PER_ADDRESS_PER_DAY)
    limitsByPayload.set(payload, limits)
  }
  return limits
}
