/**
 * The two secrets in a subscriber's mail.
 *
 * - The confirmation token: 32 random bytes, sent once, kept only as its SHA-256 hash with an expiry. Lookups go
 *   by hash, so comparing in constant time is moot: what a timing difference could reveal is a hash prefix.
 * - The unsubscribe and preferences tokens: must keep working in every mail ever sent (RFC 8058 one-click, and
 *   links in old newsletters), so they are derived rather than stored: the subscriber's id and an HMAC of id and
 *   address under a key derived from PAYLOAD_SECRET, one key per purpose (an unsubscribe link cannot change
 *   preferences). Nothing secret is at rest, and they are checked in constant time.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

const unsubscribeMac = (key: Buffer, id: number, email: string) =>
  createHmac('sha256', key).update(`unsubscribe\n${id}\n${email.toLowerCase()}`).digest()

export function subscriberToken(key: Buffer, id: number, email: string): string {
  return `${id}.${unsubscribeMac(key, id, email).toString('base64url')}`
}

const MAX_INTEGER_ID = 2_147_483_647

/** The subscriber id a token names, before the check (which needs that subscriber's address). */
export function subscriberIdOf(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token)
  const id = match ? Number(match[1]) : null
  // Subscriber ids are PostgreSQL integers; a larger number is no subscriber (and would make the query fail).
  return id !== null && id <= MAX_INTEGER_ID ? id : null
}

export function isSubscriberTokenOf(key: Buffer, token: string, id: number, email: string): boolean {
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url')
  const expected = unsubscribeMac(key, id, email)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
