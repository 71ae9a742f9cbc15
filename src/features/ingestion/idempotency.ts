/**
 * Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): a retried request with the same key and the same
 * body gets the first answer; the same key with another body is refused. Keys are scoped to the API token.
 */
import { createHash } from 'node:crypto'

import { AppError } from '../../ground/errors/AppError'

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

export function parseIdempotencyKey(header: string | null): string | null {
  if (header === null) return null
  // The draft defines the value as a structured-field string; plain tokens are accepted too.
  const key = header.trim().replace(/^"(.*)"$/, '$1')
  if (!KEY_PATTERN.test(key)) {
    throw new AppError({
      code: 'invalid_idempotency_key',
      status: 400,
      title: 'Invalid Idempotency-Key',
      detail: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    })
  }
  return key
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/** The same JSON document hashes the same whatever its key order and whitespace. */
export function requestFingerprint(json: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(json)))
    .digest('hex')
}

export const idempotencyKeyReused = () =>
  new AppError({
    code: 'idempotency_key_reused',
    status: 422,
    title: 'Idempotency-Key reused with another body',
    detail: 'This Idempotency-Key was already used with a different request body.',
  })
