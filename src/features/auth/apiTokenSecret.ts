/**
 * Operator API tokens (spec "Authentication" 2): `pmsn_` followed by 32 random bytes in base64url. Only the SHA-256
 * hash is stored; a presented token is hashed and compared with `timingSafeEqual`. SHA-256 without a salt is right
 * for 256-bit random secrets: there is nothing to brute-force, and it lets the lookup use an index.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const API_TOKEN_PREFIX = 'pmsn_'
const DISPLAY_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6
const TOKEN_PATTERN = /^pmsn_[A-Za-z0-9_-]{43}$/

export interface IssuedApiToken {
  token: string
  hash: string
  displayPrefix: string
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

export function issueApiToken(): IssuedApiToken {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  return { token, hash: hashApiToken(token), displayPrefix: token.slice(0, DISPLAY_PREFIX_LENGTH) }
}

export function looksLikeApiToken(value: string): boolean {
  return TOKEN_PATTERN.test(value)
}

/** Constant-time comparison of two hex SHA-256 digests. */
export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length === 32 && timingSafeEqual(left, right)
}
