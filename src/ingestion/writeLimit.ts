/**
 * The ingestion API's per-token write limit (articles and images together), shared by every app instance
 * (docs/decisions/024-rate-limits.md), with the IETF RateLimit header fields on every answer and `Retry-After` on a 429.
 */
import type { Payload } from 'payload'

import { AppError } from '../errors/AppError'
import { rateLimitFields, refusalHeaders } from '../rateLimit/headers'
import { LIMITS, limiterOf } from '../rateLimit/limiterOf'

/** Counts one write of `key`'s token: the header fields to answer with, or a 429 AppError. */
export async function consumeWrite(payload: Payload, key: string): Promise<{ headers: Record<string, string> }> {
  const limiter = limiterOf(payload, LIMITS.ingestWrites)
  const verdict = await limiter.consume(key)
  if (verdict.allowed) return { headers: rateLimitFields(limiter.policy, verdict) }
  throw new AppError({
    code: 'rate_limited',
    status: 429,
    title: 'Too many requests',
    detail: `At most ${limiter.policy.points} writes per minute per token; retry after ${verdict.resetSeconds} s.`,
    headers: refusalHeaders(limiter.policy, verdict),
  })
}
