/**
 * The ingestion API's per-token write limit (articles and images together), shared by every app instance
 * (docs/decisions/024-rate-limits.md), with the IETF RateLimit header fields on every answer and `Retry-After` on a 429.
 */
import type { Payload } from 'payload'

import {
  type ApiTokenPrincipal,
  bearerTokenHash,
  principalOfTokenHash,
  rememberedTokenId,
} from '../auth/authenticateApiToken'
import { AppError } from '../../ground/errors/AppError'
import { rateLimitFields, refusalHeaders } from '../../ground/rateLimit/headers'
import { LIMITS, limiterOf } from '../../ground/rateLimit/limiterOf'

export interface AdmittedWrite<T> {
  principal: ApiTokenPrincipal
  /** The RateLimit header fields to answer with. */
  headers: Record<string, string>
  /** What `alongside` gave. */
  alongside: T
}

/**
 * The request's token, checked, and its write counted: a 401 AppError for a token that is missing, unknown or
 * revoked (whatever its budget says), else a 429 one when the budget is spent; then `alongside`'s result or error.
 * For a token this process has seen, the count is written and `alongside` (reading and checking what the request
 * asks, never writing) runs while the token is looked up; for a first request they wait for the lookup, so an
 * unknown token never makes a counter nor makes the API do more than look it up.
 */
export async function admitWrite<T = undefined>(
  request: Request,
  payload: Payload,
  alongside: () => Promise<T> = async () => undefined as T,
): Promise<AdmittedWrite<T>> {
  const hash = bearerTokenHash(request, payload)
  const knownId = rememberedTokenId(hash)
  if (knownId === undefined) {
    const principal = await principalOfTokenHash(payload, hash)
    const headers = await consumeWrite(payload, principal.tokenId)
    return { principal, headers, alongside: await alongside() }
  }
  const [principal, headers, result] = await Promise.allSettled([
    principalOfTokenHash(payload, hash),
    consumeWrite(payload, knownId),
    alongside(),
  ])
  for (const outcome of [principal, headers, result]) if (outcome.status === 'rejected') throw outcome.reason
  return { principal: valueOf(principal), headers: valueOf(headers), alongside: valueOf(result) }
}

const valueOf = <T>(outcome: PromiseSettledResult<T>): T => (outcome as PromiseFulfilledResult<T>).value

/** Counts one write of the token: the header fields to answer with, or a 429 AppError. */
async function consumeWrite(payload: Payload, tokenId: number): Promise<Record<string, string>> {
  const limiter = limiterOf(payload, LIMITS.ingestWrites)
  const verdict = await limiter.consume(`token:${tokenId}`)
  if (verdict.allowed) return rateLimitFields(limiter.policy, verdict)
  throw new AppError({
    code: 'rate_limited',
    status: 429,
    title: 'Too many requests',
    detail: `At most ${limiter.policy.points} writes per minute per token; retry after ${verdict.resetSeconds} s.`,
    headers: refusalHeaders(limiter.policy, verdict),
  })
}
