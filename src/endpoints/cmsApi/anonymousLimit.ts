/**
 * The request limit of `/cms-api` for clients that are not signed in: CMS_API_ANONYMOUS_LIMIT_PER_MINUTE per client
 * network, then 429 with `Retry-After` and the RateLimit fields, in Payload's error shape (docs/decisions/022), shared
 * by every app instance (src/ground/rateLimit/, docs/decisions/024-rate-limits.md).
 */
import type { Payload } from 'payload'

import { networkKey } from '../../ground/http/client/networkKey'
import { refusalHeaders } from '../../ground/rateLimit/headers'
import { LIMITS, limiterOf } from '../../ground/rateLimit/limiterOf'
import { refusal } from './refusal'

/** Counts one request; a 429 to answer with when the client's network is over the limit, else null. */
export async function consumeAnonymousRequest(payload: Payload, clientIp: string): Promise<Response | null> {
  const limiter = limiterOf(payload, LIMITS.cmsApiAnonymous)
  const verdict = await limiter.consume(networkKey(clientIp))
  if (verdict.allowed) return null
  const { points } = limiter.policy
  return refusal(
    429,
    `At most ${points} requests per minute to /cms-api from one network without signing in; retry after ${verdict.resetSeconds} s.`,
    refusalHeaders(limiter.policy, verdict),
  )
}
