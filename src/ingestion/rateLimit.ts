/**
 * Per-token write limit of the ingestion API, with the IETF RateLimit header fields
 * (draft-ietf-httpapi-ratelimit-headers: `RateLimit-Policy` and `RateLimit`) on every answer and `Retry-After`
 * (RFC 9110 §10.2.3) on a 429. The in-memory store counts per process (DESIGN.md §9 names Redis for scaling out).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { AppError } from '../errors/AppError'

const WINDOW_SECONDS = 60

export interface RateLimitVerdict {
  headers: Record<string, string>
}

export function createTokenRateLimiter(perMinute: number) {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: WINDOW_SECONDS })
  const policy = `"per-token";q=${perMinute};w=${WINDOW_SECONDS}`
  const headersFor = (result: RateLimiterRes) => ({
    'RateLimit-Policy': policy,
    RateLimit: `"per-token";r=${result.remainingPoints};t=${Math.ceil(result.msBeforeNext / 1000)}`,
  })

  return async function consume(key: string): Promise<RateLimitVerdict> {
    try {
      return { headers: headersFor(await limiter.consume(key)) }
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      throw new AppError({
        code: 'rate_limited',
        status: 429,
        title: 'Too many requests',
        detail: `At most ${perMinute} writes per minute per token; retry after ${retryAfter} s.`,
        headers: { ...headersFor(rejection), 'Retry-After': String(retryAfter) },
      })
    }
  }
}
