/**
 * Password-reset tokens are kept as their SHA-256, never as they are (docs/decisions/020-sign-in-policy.md): the
 * token is a bearer secret for the account for an hour, and whoever could read `users` (a backup, a replica, a
 * support query) could otherwise reset any password asked for in that hour. The mail's link carries the token; the
 * row keeps `sha256:<hex>`; a reset is looked up by the same digest of what it brings
 * (src/collections/Users/hooks/resetTokenDigests.ts). A 160-bit random token needs no salt or slow hash.
 */
import { sha256Hex } from '../../ground/lib/sealing'

const STORED_PREFIX = 'sha256:'

/** What the account's row keeps for `token`. */
export const storedResetToken = (token: string) => `${STORED_PREFIX}${sha256Hex(token)}`

export const isStoredResetToken = (value: string) => value.startsWith(STORED_PREFIX)

/**
 * A token as Payload makes it (40 hex digits), which an older version of the service stored as it was: one asked for
 * before this version, or by an instance still on the old one during a rolling deploy.
 */
export const isRawResetToken = (value: string) => /^[0-9a-f]{40}$/.test(value)
