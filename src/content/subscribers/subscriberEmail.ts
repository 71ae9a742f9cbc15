/**
 * A subscriber's address as we store it, whoever writes it (the cockpit's field hook
 * src/collections/Subscribers/hooks/normaliseEmailField.ts, and every statement of this module): trimmed, its domain
 * lower-cased (domains are case-insensitive; a local part may in theory not be, so it keeps the reader's
 * spelling). Uniqueness ignores case altogether: the database index is on lower(email).
 */
import { z } from 'zod'

/** RFC 5321 §4.5.3.1.3: a path is at most 256 octets with its angle brackets, so an address at most 254. */
export const MAX_EMAIL_LENGTH = 254

export function normaliseEmail(raw: string): string {
  const address = raw.trim()
  const at = address.lastIndexOf('@')
  return at < 0 ? address : `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`
}

/** An address a reader typed, checked and normalised. */
export const subscriberEmailSchema = z
  .string({ error: 'is required, as a string' })
  .trim()
  .min(1, 'is required')
  .max(MAX_EMAIL_LENGTH, `may have at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email('is not a valid email address'))
  .transform(normaliseEmail)
