/**
 * The one way the app counts a limit (docs/decisions/024-rate-limits.md): a policy (policies.ts) in one of three
 * stores through rate-limiter-flexible, and one verdict whatever the store.
 * - memory: this process only; one count per policy, whichever of the process's module graphs (the server's, Next's
 *   bundle) asks;
 * - postgres: the `rate_limits` table, shared by every instance and kept across restarts;
 * - redis: shared by every instance. While Redis is unreachable the policy counts where it would without Redis (the
 *   read limit in memory, the others in PostgreSQL when there is a pool): rate-limiter-flexible's insurance limiter.
 * A policy settled in batches (policies.ts) counts in this process's memory and settles with PostgreSQL or Redis every
 * RATE_LIMIT_SETTLE_INTERVAL_MS (batchedCounter.ts, docs/decisions/040-limits-settled-in-batches.md); the others make
 * one round trip per count. A shared store sees keyed hashes (keyedHash.ts), never the address, mailbox or id that is
 * counted.
 */
import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'

import type { Queryable } from '../db/adapter'
import { batchedCounter } from './batchedCounter'
import type { LimitPolicy } from './policies'
import { settleInPostgres } from './settleInPostgres'
import { settleInRedis } from './settleInRedis'

export type LimitStore = 'memory' | 'postgres' | 'redis'

export interface LimitBackends {
  /** A node-postgres pool on the database that holds `rate_limits` (a migration makes the table). */
  pool?: Queryable
  /** An ioredis client without an offline queue (redisConnection.ts), so that an outage fails over at once. */
  redis?: Redis
  /** Keeps deployments that share one Redis apart. */
  redisKeyPrefix: string
  /** keyedHasher(PAYLOAD_SECRET) */
  hash: (key: string) => string
  /** How often a policy settled in batches sends its counts to the shared store (RATE_LIMIT_SETTLE_INTERVAL_MS). */
  settleIntervalMs?: number
  /** Where a batched limit says that its store stopped or started answering. */
  log?: (line: string) => void
}

export interface LimitVerdict {
  allowed: boolean
  /** Points left in the window. */
  remaining: number
  /** Whole seconds until the window ends, at least 1: a refusal's `Retry-After`. */
  resetSeconds: number
}

export interface Limiter {
  readonly policy: LimitPolicy
  /** Counts `points` (1 unless said) against the key; not allowed once the window's count passes the policy's points. */
  consume(key: string, points?: number): Promise<LimitVerdict>
  /**
   * consume(), answered at once where the count is in this process's memory (the memory store, and a policy settled
   * in batches until a key's slack is spent); undefined for a limit that makes a round trip per count. The read limit
   * counts every public request, a page cache hit included, and a promise per count was a sixth of a hit's cost
   * (docs/performance.md).
   */
  consumeNow?: (key: string, points?: number) => LimitVerdict | Promise<LimitVerdict>
  /**
   * The key's count as consume() would leave it, without counting: `allowed` while a point is left. For a check made
   * before the thing that counts happens (a code guessed wrong is counted once it is known to be wrong).
   */
  peek(key: string): Promise<LimitVerdict>
  /** Gives points back (a sign-in that turned out right). */
  reward(key: string, points?: number): Promise<void>
  delete(key: string): Promise<void>
  /** Whether the key has a count in its current window. */
  has(key: string): Promise<boolean>
  /** Sets the key's count, for `seconds`. */
  set(key: string, points: number, seconds: number): Promise<void>
}

const resetSecondsOf = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000))

/** The count of rate-limiter-flexible's memory store, which its consume() makes inside a promise. */
interface MemoryStorage {
  incrby(key: string, points: number, seconds: number): RateLimiterRes
}

/**
 * rate-limiter-flexible's memory limiter with its count also taken at once: the same storage and the same fixed
 * window as consume() (createLimiter.test.ts holds the two to one count), without its promise.
 */
class MemoryLimiter extends RateLimiterMemory {
  consumeNow(key: string, points: number): LimitVerdict {
    const storage = (this as unknown as { _memoryStorage: MemoryStorage })._memoryStorage
    const { consumedPoints, msBeforeNext } = storage.incrby(this.getKey(key), points, this.duration)
    return {
      allowed: consumedPoints <= this.points,
      remaining: Math.max(this.points - consumedPoints, 0),
      resetSeconds: resetSecondsOf(msBeforeNext),
    }
  }
}

const MEMORY_LIMITERS = Symbol.for('pmsnews.rateLimit.memory')

function memoryLimiter(policy: LimitPolicy): MemoryLimiter {
  const shared = globalThis as { [MEMORY_LIMITERS]?: Map<string, MemoryLimiter> }
  const limiters = (shared[MEMORY_LIMITERS] ??= new Map())
  const id = `${policy.name}/${policy.points}/${policy.seconds}`
  let limiter = limiters.get(id)
  if (!limiter) limiters.set(id, (limiter = new MemoryLimiter({ points: policy.points, duration: policy.seconds })))
  return limiter
}

function required<T>(backend: T | undefined, store: LimitStore, policy: LimitPolicy): T {
  if (backend === undefined)
    throw new Error(`The ${policy.name} limit is kept in ${store}, but no ${store} connection was given`)
  return backend
}

function storeLimiter(policy: LimitPolicy, store: LimitStore, backends: LimitBackends): RateLimiterAbstract {
  const window = { points: policy.points, duration: policy.seconds }
  if (store === 'memory') return memoryLimiter(policy)
  if (store === 'postgres') {
    const storeClient = required(backends.pool, store, policy)
    return new RateLimiterPostgres({
      ...window,
      storeClient,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: policy.name,
    })
  }
  const fallback = policy.everyPublicRequest || !backends.pool ? 'memory' : 'postgres'
  return new RateLimiterRedis({
    ...window,
    storeClient: required(backends.redis, store, policy),
    keyPrefix: `${backends.redisKeyPrefix}:${policy.name}`,
    insuranceLimiter: storeLimiter(policy, fallback, backends),
  })
}

const verdict = (allowed: boolean, result: RateLimiterRes): LimitVerdict => ({
  allowed,
  remaining: result.remainingPoints,
  resetSeconds: resetSecondsOf(result.msBeforeNext),
})
const allowed = (result: RateLimiterRes) => verdict(true, result)
/** rate-limiter-flexible rejects with its result when a limit is spent, with an Error when the store failed. */
const refused = (rejection: unknown) => {
  if (rejection instanceof RateLimiterRes) return verdict(false, rejection)
  throw rejection
}

const DEFAULT_SETTLE_INTERVAL_MS = 250

/** Counted here, settled in the shared store: `consume` and `consumeNow` through the batch, the rest as exact. */
function batched(exact: Limiter, store: 'postgres' | 'redis', backends: LimitBackends): Limiter {
  const { policy } = exact
  const counter = batchedCounter({
    policy,
    store:
      store === 'postgres'
        ? settleInPostgres(required(backends.pool, store, policy), policy.name)
        : settleInRedis(required(backends.redis, store, policy), `${backends.redisKeyPrefix}:${policy.name}`),
    counterOf: backends.hash,
    intervalMs: backends.settleIntervalMs ?? DEFAULT_SETTLE_INTERVAL_MS,
    log: backends.log,
  })
  return {
    ...exact,
    consume: async (key, points) => counter.count(key, points),
    consumeNow: (key, points) => counter.count(key, points),
  }
}

export function createLimiter(policy: LimitPolicy, store: LimitStore, backends: LimitBackends): Limiter {
  const exact = exactLimiter(policy, store, backends)
  return policy.settledInBatches && store !== 'memory' ? batched(exact, store, backends) : exact
}

function exactLimiter(policy: LimitPolicy, store: LimitStore, backends: LimitBackends): Limiter {
  const limiter = storeLimiter(policy, store, backends)
  const keyOf = store === 'memory' ? (key: string) => key : backends.hash
  return {
    policy,
    // No async wrapper: the read limit runs this on every public request.
    consume: (key, points = 1) => limiter.consume(keyOf(key), points).then(allowed, refused),
    consumeNow: limiter instanceof MemoryLimiter ? (key, points = 1) => limiter.consumeNow(key, points) : undefined,
    peek: async (key) => {
      const counted = await limiter.get(keyOf(key))
      if (!counted) return { allowed: true, remaining: policy.points, resetSeconds: policy.seconds }
      return verdict(counted.remainingPoints > 0, counted)
    },
    reward: async (key, points = 1) => void (await limiter.reward(keyOf(key), points)),
    delete: async (key) => void (await limiter.delete(keyOf(key))),
    has: async (key) => (await limiter.get(keyOf(key))) !== null,
    set: async (key, points, seconds) => void (await limiter.set(keyOf(key), points, seconds)),
  }
}

/** true the first time `key` is seen, false while it is remembered: for `ttlSeconds` from that first use. */
export type FirstUse = (key: string, ttlSeconds: number) => Promise<boolean>

/**
 * A budget of one use per key, remembered for as long as each caller says (a nonce, until the signature that carried
 * it can no longer be accepted): a replay guard. Kept in the store like a limit of `policy`, so that a key used at one
 * instance is refused at every other, and seen there as a keyed hash; while Redis is unreachable, where the policy
 * would count without it. The policy's `seconds` is only the default; its points must be 1.
 */
export function createFirstUseGuard(policy: LimitPolicy, store: LimitStore, backends: LimitBackends): FirstUse {
  if (policy.points !== 1) throw new Error(`The ${policy.name} guard allows one use per key, not ${policy.points}`)
  const limiter = storeLimiter(policy, store, backends)
  const keyOf = store === 'memory' ? (key: string) => key : backends.hash
  return async (key, ttlSeconds) => {
    try {
      // rate-limiter-flexible sets a key's lifetime when it makes the key: customDuration is that first use's.
      await limiter.consume(keyOf(key), 1, { customDuration: Math.max(1, Math.ceil(ttlSeconds)) })
      return true
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false
      throw rejection
    }
  }
}
