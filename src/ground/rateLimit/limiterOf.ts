/**
 * The app's limiters: each policy (policies.ts) in the store the configuration names, made once per Payload instance
 * (whose pool PostgreSQL counts use) and policy. Unless told otherwise every limit counts where every app instance
 * sees it (docs/decisions/038-many-machines.md): Redis when REDIS_URL is set, else PostgreSQL; only the read limit,
 * counted on every public request, stays in memory in development, where one process serves.
 */
import { resolvePayloadSecret } from '../config/database'
import { type Env, env } from '../env'
import { poolOf, type Queryable, type SqlHolder } from '../db/adapter'
import { log } from '../log'
import {
  createFirstUseGuard,
  createLimiter,
  type FirstUse,
  type LimitBackends,
  type Limiter,
  type LimitStore,
} from './createLimiter'
import { keyedHasher } from './keyedHash'
import { type LimitPolicy, limitPolicies } from './policies'
import { redisConnection } from './redisConnection'

type StoreSettings = Pick<Env, 'RATE_LIMIT_STORE' | 'READ_RATE_LIMIT_STORE' | 'REDIS_URL' | 'NODE_ENV'>

export function storeOf(policy: LimitPolicy, settings: StoreSettings): LimitStore {
  const shared: LimitStore = settings.REDIS_URL ? 'redis' : 'postgres'
  if (!policy.everyPublicRequest) return settings.RATE_LIMIT_STORE ?? shared
  return (
    settings.READ_RATE_LIMIT_STORE ?? (settings.REDIS_URL || settings.NODE_ENV === 'production' ? shared : 'memory')
  )
}

function appBackends(store: LimitStore, settings: Env, pool: Queryable): LimitBackends {
  return {
    pool,
    redis: store === 'redis' && settings.REDIS_URL ? redisConnection(settings.REDIS_URL) : undefined,
    redisKeyPrefix: settings.REDIS_KEY_PREFIX,
    hash: keyedHasher(resolvePayloadSecret(settings)),
    settleIntervalMs: settings.RATE_LIMIT_SETTLE_INTERVAL_MS,
    log: (line) => log.warn(line),
  }
}

/** A policy's limiter as the app makes it, on `pool`; the Redis connection is the process's. */
export function appLimiter(policy: LimitPolicy, settings: Env, pool: Queryable): Limiter {
  const store = storeOf(policy, settings)
  return createLimiter(policy, store, appBackends(store, settings, pool))
}

/** A first-use guard (a replay guard) as the app makes it: in the store its limits count in, on `pool`. */
export function appFirstUseGuard(policy: LimitPolicy, settings: Env, pool: Queryable): FirstUse {
  const store = storeOf(policy, settings)
  return createFirstUseGuard(policy, store, appBackends(store, settings, pool))
}

/** The policies with this process's settings. */
export const LIMITS = limitPolicies(env)

const limitersByPayload = new WeakMap<SqlHolder, Map<string, Limiter>>()

export function limiterOf(payload: SqlHolder, policy: LimitPolicy): Limiter {
  let limiters = limitersByPayload.get(payload)
  if (!limiters) limitersByPayload.set(payload, (limiters = new Map()))
  let limiter = limiters.get(policy.name)
  if (!limiter) limiters.set(policy.name, (limiter = appLimiter(policy, env, poolOf(payload))))
  return limiter
}

/** The start-up line saying where the limits count; memory in production is the operator's choice for one instance. */
export function limitStoresLine(settings: Env): string {
  const limits = storeOf(LIMITS.ingestWrites, settings)
  const read = storeOf(LIMITS.read, settings)
  const oneProcess = settings.NODE_ENV === 'production' && (limits === 'memory' || read === 'memory')
  const batched = read === 'memory' ? '' : ` (counted here, settled every ${settings.RATE_LIMIT_SETTLE_INTERVAL_MS} ms)`
  return `rate limits: counted in ${limits}, the read limit in ${read}${batched}${oneProcess ? ' (memory: this process only, so a second instance doubles a budget)' : ''}`
}
