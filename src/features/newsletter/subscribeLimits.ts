/**
 * The limits of POST /subscribe: per client network per hour and per mailbox per day (src/features/newsletter/limitKeys.ts),
 * then 429 with `Retry-After`, shared by every app instance (src/ground/rateLimit/, docs/decisions/024-rate-limits.md).
 */
import type { Payload } from 'payload'

import { AppError } from '../../ground/errors/AppError'
import { networkKey } from '../../ground/http/client/networkKey'
import type { Limiter } from '../../ground/rateLimit/createLimiter'
import { refusalHeaders } from '../../ground/rateLimit/headers'
import { LIMITS, limiterOf } from '../../ground/rateLimit/limiterOf'
import { mailboxKey } from './limitKeys'

export interface SubscribeLimits {
  /** Counts one request; throws a 429 AppError when the client or the address is over its limit. */
  consume(clientIp: string, email: string): Promise<void>
}

async function consumeOrRefuse(limiter: Limiter, key: string, detail: string): Promise<void> {
  const verdict = await limiter.consume(key)
  if (verdict.allowed) return
  throw new AppError({
    code: 'rate_limited',
    status: 429,
    title: 'Too many requests',
    detail: `${detail} Retry after ${verdict.resetSeconds} s.`,
    headers: refusalHeaders(limiter.policy, verdict),
  })
}

export function subscribeLimitsOf(payload: Payload): SubscribeLimits {
  const perNetwork = limiterOf(payload, LIMITS.subscribesPerNetwork)
  const perMailbox = limiterOf(payload, LIMITS.subscribesPerMailbox)
  return {
    async consume(clientIp, email) {
      await consumeOrRefuse(
        perNetwork,
        networkKey(clientIp),
        `At most ${perNetwork.policy.points} subscription requests per hour from one network address.`,
      )
      await consumeOrRefuse(
        perMailbox,
        mailboxKey(email),
        `At most ${perMailbox.policy.points} subscription requests per day for one email address.`,
      )
    },
  }
}
