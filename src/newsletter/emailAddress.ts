/**
 * A subscriber's address as we store it: trimmed, its domain lower-cased (domains are case-insensitive; a local
 * part may in theory not be, so it keeps the reader's spelling). Uniqueness ignores case altogether: the database
 * index is on lower(email).
 */
import { z } from 'zod'

/** RFC 5321 §4.5.3.1.3: a path is at most 256 octets with its angle brackets, so an address at most 254. */
export const MAX_EMAIL_LENGTH = 254

export function normaliseEmail(raw: string): string {
  const address = raw.trim()
  const at = address.lastIndexOf('@')
  return at < 0 ? address : `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`
}

export const emailAddressSchema = z
  .string({ error: 'is required, as a string' })
  .trim()
  .min(1, 'is required')
  .max(MAX_EMAIL_LENGTH, `may have at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email('is not a valid email address'))
  .transform(normaliseEmail)

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

/** SUBSCRIBE_BLOCKED_DOMAINS as a matcher: a listed domain blocks itself and its subdomains. */
export function blockedDomainMatcher(list: string): (email: string) => boolean {
  const blocked = list
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean)
  return (email) => {
    const domain = domainOf(email)
    return blocked.some((entry) => domain === entry || domain.endsWith(`.${entry}`))
  }
}
