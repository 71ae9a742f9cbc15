/**
 * The signature of a preview link (docs/decisions/018-draft-preview.md): `exp`, a Unix time in seconds, and `sig`,
 * the base64url HMAC-SHA256 (RFC 2104, FIPS 180-4) of the article's id and `exp` under a key made for previews alone
 * (src/ground/config/derivedKey.ts). A link therefore shows one article, until one moment, and only while PAYLOAD_SECRET
 * is the secret it was signed under.
 *
 * Every input is a raw query or path value, checked here at the edge; a refusal names its reason for the tests and
 * the logs, never for the client, who gets one answer for all of them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a link works: long enough to read and share a draft with a colleague, short enough not to leak for good. */
export const PREVIEW_LIFETIME_SECONDS = 30 * 60

/** A clock running a little ahead on another instance must not make its fresh links unusable here. */
const CLOCK_SKEW_SECONDS = 60

/** Article ids are PostgreSQL integers. */
const MAX_ARTICLE_ID = 2_147_483_647

const ARTICLE_ID = /^[1-9][0-9]{0,9}$/
const UNIX_SECONDS = /^[1-9][0-9]{0,10}$/
/** 32 bytes of HMAC-SHA256 in base64url without padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/

export interface PreviewSignature {
  exp: number
  sig: string
}

export interface PreviewLinkParts {
  id: string | undefined
  exp: string | undefined
  sig: string | undefined
}

type PreviewRefusal = 'malformed' | 'bad_signature' | 'expired' | 'too_long'

export type PreviewVerdict = { ok: true; articleId: number; expiresAt: number } | { ok: false; reason: PreviewRefusal }

// A purpose line first, so that this MAC can never be mistaken for one made for another kind of link.
const mac = (key: Buffer, articleId: number, exp: number) =>
  createHmac('sha256', key).update(`pmsnews-preview\narticles\n${articleId}\n${exp}`).digest()

export function signPreview(key: Buffer, articleId: number, nowSeconds: number): PreviewSignature {
  if (!Number.isSafeInteger(articleId) || articleId < 1 || articleId > MAX_ARTICLE_ID)
    throw new RangeError(`articleId must be an integer from 1 to ${MAX_ARTICLE_ID}`)
  const exp = Math.floor(nowSeconds) + PREVIEW_LIFETIME_SECONDS
  return { exp, sig: mac(key, articleId, exp).toString('base64url') }
}

export function verifyPreview(key: Buffer, parts: PreviewLinkParts, nowSeconds: number): PreviewVerdict {
  const { id, exp, sig } = parts
  if (!id || !exp || !sig || !ARTICLE_ID.test(id) || !UNIX_SECONDS.test(exp) || !SIGNATURE.test(sig))
    return { ok: false, reason: 'malformed' }
  const articleId = Number(id)
  if (articleId > MAX_ARTICLE_ID) return { ok: false, reason: 'malformed' }
  const expiresAt = Number(exp)
  // Compared as text, not as decoded bytes: base64url's last character has two spare bits, and a link whose
  // signature differs in them is not the link we made.
  const expected = Buffer.from(mac(key, articleId, expiresAt).toString('base64url'))
  if (!timingSafeEqual(Buffer.from(sig), expected)) return { ok: false, reason: 'bad_signature' }
  // Only an authentic link learns that it has expired.
  if (expiresAt <= nowSeconds) return { ok: false, reason: 'expired' }
  // A link that would outlive the lifetime was not made by signPreview (or the lifetime has been shortened since).
  if (expiresAt > nowSeconds + PREVIEW_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'too_long' }
  return { ok: true, articleId, expiresAt }
}
