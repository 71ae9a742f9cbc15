/**
 * The keys of a Web Bot Auth key directory (draft-ietf-webbotauth-httpsig-protocol, "Directory Format"): a JWK Set
 * (RFC 7517 §5) whose Ed25519 keys (RFC 8037) we keep, each under its JWK SHA-256 thumbprint (RFC 7638), which is what
 * a signature's `keyid` names. We compute the thumbprint ourselves rather than trust a `kid`: a `kid` that differs
 * from it breaks the draft's rule for the well-known directory, and its key is left out.
 *
 * Other key types (the draft allows RSA-PSS) are skipped, not refused: a directory may serve other verifiers too.
 */
import { createPublicKey, type KeyObject } from 'node:crypto'

import { calculateJwkThumbprint } from 'jose'

/** The draft's "Key count" bound against a directory that makes every lookup a long search. */
const MAX_DIRECTORY_KEYS = 32

/**
 * RFC 9421 Appendix B.1.4's Ed25519 key, with which every test vector of the RFC and the draft is signed: anyone can
 * sign with it, so it names no one (the draft's "Test and Demonstration Keys": verifiers SHOULD reject it).
 */
const KNOWN_TEST_KEY_IDS = new Set(['poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U'])

export interface DirectoryKey {
  key: KeyObject
  /** The JWK's `nbf` and `exp` (seconds), which the draft's example directory carries: outside them it is not used. */
  notBefore?: number
  expires?: number
}

export class DirectoryRejected extends Error {
  readonly code = 'directory_rejected'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const ED25519_PUBLIC_KEY_BYTES = 32

async function ed25519Key(
  jwk: Record<string, unknown>,
  acceptTestKeys: boolean,
): Promise<[string, DirectoryKey] | null> {
  const { kty, crv, x, d, use, kid, nbf, exp } = jwk
  if (kty !== 'OKP' || crv !== 'Ed25519' || typeof x !== 'string') return null
  if (!/^[A-Za-z0-9_-]+$/.test(x) || Buffer.from(x, 'base64url').length !== ED25519_PUBLIC_KEY_BYTES) return null
  // A private key published is a key anyone may sign with.
  if (d !== undefined || (use !== undefined && use !== 'sig')) return null
  const keyId = await calculateJwkThumbprint({ kty, crv, x }, 'sha256')
  if ((kid !== undefined && kid !== keyId) || (KNOWN_TEST_KEY_IDS.has(keyId) && !acceptTestKeys)) return null
  let key: KeyObject
  try {
    key = createPublicKey({ key: { kty, crv, x }, format: 'jwk' })
  } catch {
    return null
  }
  return [
    keyId,
    {
      key,
      notBefore: typeof nbf === 'number' ? nbf : undefined,
      expires: typeof exp === 'number' ? exp : undefined,
    },
  ]
}

/**
 * The usable keys of a directory's parsed JSON, by thumbprint. Throws DirectoryRejected when it is no JWK Set or holds
 * more keys than we search. `acceptTestKeys` is for directories served through WEB_BOT_AUTH_TEST_DIRECTORIES only.
 */
export async function directoryKeys(
  document: unknown,
  { acceptTestKeys = false }: { acceptTestKeys?: boolean } = {},
): Promise<Map<string, DirectoryKey>> {
  if (!isRecord(document) || !Array.isArray(document.keys))
    throw new DirectoryRejected('the directory is not a JWK Set: no "keys" array')
  if (document.keys.length > MAX_DIRECTORY_KEYS)
    throw new DirectoryRejected(`the directory has ${document.keys.length} keys, more than ${MAX_DIRECTORY_KEYS}`)
  const keys = new Map<string, DirectoryKey>()
  for (const jwk of document.keys) {
    const entry = isRecord(jwk) ? await ed25519Key(jwk, acceptTestKeys) : null
    if (entry) keys.set(...entry)
  }
  return keys
}
