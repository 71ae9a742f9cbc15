import type { SignInThrottled } from './signInLimits'

/** Payload adds `req.responseHeaders` to its error answers too: how a thrown 429 carries its `Retry-After`. */
export function withRetryAfter(headers: Headers | undefined, throttled: SignInThrottled): Headers {
  const merged = new Headers(headers)
  merged.set('Retry-After', String(throttled.retryAfterSeconds))
  return merged
}
