/**
 * The header fields of a limited answer: `Retry-After` (RFC 9110 §10.2.3) on a refusal, and, for the policies that
 * announce themselves, `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers) on every answer.
 */
import type { LimitVerdict } from './createLimiter'
import type { LimitPolicy } from './policies'

export function rateLimitFields(policy: LimitPolicy, verdict: LimitVerdict): Record<string, string> {
  if (!policy.field) return {}
  return {
    'RateLimit-Policy': `"${policy.field}";q=${policy.points};w=${policy.seconds}`,
    RateLimit: `"${policy.field}";r=${verdict.remaining};t=${verdict.resetSeconds}`,
  }
}

/** What a 429 carries, whatever its body's format. */
export function refusalHeaders(policy: LimitPolicy, verdict: LimitVerdict): Record<string, string> {
  return { 'Retry-After': String(verdict.resetSeconds), ...rateLimitFields(policy, verdict) }
}
