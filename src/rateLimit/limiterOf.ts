/**
 * The app's limiters: each policy (policies.ts) in the store the configuration names — RATE_LIMIT_STORE, or for the
 * read limit, counted on every public request, READ_RATE_LIMIT_STORE (Redis when REDIS_URL is set, else memory) —
 * made once per Payload instance (whose pool PostgreSQL counts use) and policy.
 */
import type { Payload } from 'payload'

import { resolvePayloadSecret } from '../config/database'
import { type Env, env } from '../env'
import { poolOf, type Queryable } from '../db/adapter'
import { createLimiter, type Limiter, type LimitStore } from './createLimiter'
import { keyedHasher } from './keyedHash'
import { type LimitPolicy, limitPolicies } from './policies'
import { redisConnection } from './redisConnection'

export function storeOf(policy: LimitPolicy, settings: Pick<Env, 'RATE_LIMIT_STORE' | 'READ_RATE_LIMIT_STORE' | 'REDIS_URL'>): LimitStore {
  if (!policy.everyPublicRequest) return settings.RATE_LIMIT_STORE
  return settings.READ_RATE_LIMIT_STORE ?? (settings.REDIS_URL ? 'redis' : 'memory')
}

/** A policy's limiter as the app makes it, on `pool`; the Redis connection is the process's. */
export function appLimiter(policy: LimitPolicy, settings: Env, pool: Queryable): Limiter {
  const store = storeOf(policy, settings)
  return createLimiter(policy, store, {
    pool,
    redis: store === 'redis' && settings.REDIS_URL ? redisConnection(settings.REDIS_URL) : undefined,
    redisKeyPrefix: settings.REDIS_KEY_PREFIX,
    hash: keyedHasher(resolvePayloadSecret(settings)),
  })
}

/** The policies with this process's settings. */
export const LIMITS = limitPolicies(env)

const limitersByPayload = new WeakMap<Payload, Map<string, Limiter>>()

export function limiterOf(payload: Payload, policy: LimitPolicy): Limiter {
  let limiters = limitersByPayload.get(payload)
  if (!limiters) limitersByPayload.set(payload, (limiters = new Map()))
  let limiter = limiters.get(policy.name)
  if (!limiter) limiters.set(policy.name, (limiter = appLimiter(policy, env, poolOf(payload))))
  return limiter
}
