/**
 * Confidential clients' secrets are stored as SHA-256 (they are 256-bit random values, so a fast hash is enough).
 * oidc-provider compares the stored value with what the client presents, in constant time; so before it does, the
 * presented secret (HTTP Basic, the one method we allow for secrets) is replaced by its hash.
 */
import type { IncomingMessage } from 'node:http'

import { sha256Hex } from './sealing'

export const hashClientSecret = (secret: string) => `sha256:${sha256Hex(secret)}`

const decodeBasicPart = (value: string) => decodeURIComponent(value.replace(/\+/g, '%20'))
const encodeBasicPart = (value: string) => encodeURIComponent(value)

/** Rewrites `Authorization: Basic client_id:secret` to carry the secret's hash; anything else is left alone. */
export function hashPresentedClientSecret(req: IncomingMessage): void {
  const header = req.headers.authorization
  if (!header || !/^basic\s+/i.test(header)) return
  let decoded: string
  try {
    decoded = Buffer.from(header.replace(/^basic\s+/i, ''), 'base64').toString('utf8')
  } catch {
    return
  }
  const colon = decoded.indexOf(':')
  if (colon < 0) return
  try {
    const clientId = decodeBasicPart(decoded.slice(0, colon))
    const secret = decodeBasicPart(decoded.slice(colon + 1))
    req.headers.authorization = `Basic ${Buffer.from(`${encodeBasicPart(clientId)}:${encodeBasicPart(hashClientSecret(secret))}`).toString('base64')}`
  } catch {
    // Malformed percent-encoding: oidc-provider refuses the header itself.
  }
}
