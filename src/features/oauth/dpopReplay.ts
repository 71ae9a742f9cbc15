/**
 * DPoP proofs seen at the resource (RFC 9449 §11.1), remembered in PostgreSQL (the shared `rate_limits` table,
 * through rate-limiter-flexible, like every other limit of ours), so that a proof replayed to another app instance is
 * refused too. A proof is "a budget of one use" for as long as its `iat` could still be accepted.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { DPOP_REPLAY_MEMORY_SECONDS } from './dpopProof'
import type { Queryable } from '../../ground/db/adapter'

const storesByPool = new WeakMap<Queryable, RateLimiterPostgres>()

/** `firstUse` of src/features/oauth/dpopProof.ts on this pool: true the first time a proof id is seen, false after. */
export function dpopReplayGuard(pool: Queryable): (proofId: string) => Promise<boolean> {
  let seen = storesByPool.get(pool)
  if (!seen) {
    seen = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'dpop-proof',
      points: 1,
      duration: DPOP_REPLAY_MEMORY_SECONDS,
    })
    storesByPool.set(pool, seen)
  }
  const store = seen
  return async (proofId) => {
    try {
      await store.consume(proofId)
      return true
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false
      throw rejection
    }
  }
}
