import { hkdfSync } from 'node:crypto'

/**
 * A key of its own per purpose (`newsletter-unsubscribe`, `oauth-store`, …), derived from PAYLOAD_SECRET by HKDF,
 * so that one secret in the configuration serves every use and a value made for one use is worthless for another.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `pmsnews/${purpose}`, 32))
}
