/**
 * The resource server's check of a DPoP proof (RFC 9449 §4.3 and §7.1): a DPoP-bound access token (one whose
 * `cnf.jkt` oidc-provider set because the client proved a key at the token endpoint) is good only with a fresh proof,
 * signed by that key, for this very request and this very token. docs/decisions/019-dpop-at-the-resource.md.
 */
import { createHash } from 'node:crypto'

import { calculateJwkThumbprint, EmbeddedJWK, errors, type JWK, jwtVerify } from 'jose'

/** What oidc-provider accepts at the token endpoint (its default `dPoPSigningAlgValues`), and so what binds tokens. */
export const DPOP_SIGNING_ALGORITHMS = ['ES256', 'Ed25519', 'EdDSA']

/** How far a proof's `iat` may be from our clock, either way: oidc-provider's own window at the token endpoint. */
const DPOP_PROOF_WINDOW_SECONDS = 300

/** A proof's `jti` is remembered this long: past it, the proof's `iat` is out of the window anyway. */
export const DPOP_REPLAY_MEMORY_SECONDS = 2 * DPOP_PROOF_WINDOW_SECONDS

const MAX_PROOF_LENGTH = 8 * 1024
const MAX_JTI_LENGTH = 256

export interface DpopRequest {
  /** The `DPoP` header as received (several headers arrive joined by commas). */
  proof: string | null
  method: string
  /** The URL the proof must name (`htu`): the resource's public address, never the one the request reached us by. */
  url: string
  accessToken: string
  /** The thumbprint the token is bound to (`cnf.jkt`). */
  jkt: string
  /** Records the proof's identity; false when it was seen before (shared by every instance: src/features/oauth/dpopReplay.ts). */
  firstUse(proofId: string): Promise<boolean>
  now?: number
}

export class DpopProofError extends Error {
  readonly code = 'invalid_dpop_proof'
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

/** The URL without query and fragment (RFC 9449 §4.3, check 9), or null for something that is not one. */
function withoutQuery(url: string): string | null {
  try {
    const parsed = new URL(url)
    parsed.search = ''
    parsed.hash = ''
    return parsed.href
  } catch {
    return null
  }
}

/** Resolves when the proof is good for the request; rejects with a DpopProofError naming what is wrong. */
export async function verifyDpopProof(request: DpopRequest): Promise<void> {
  const { proof } = request
  if (!proof)
    throw new DpopProofError('This access token is DPoP-bound: send a DPoP proof in the DPoP header (RFC 9449).')
  if (proof.includes(',') || proof.length > MAX_PROOF_LENGTH)
    throw new DpopProofError('Send exactly one DPoP header with one proof.')

  let payload: Record<string, unknown>
  let jwk: JWK
  try {
    const verified = await jwtVerify(proof, EmbeddedJWK, { typ: 'dpop+jwt', algorithms: DPOP_SIGNING_ALGORITHMS })
    payload = verified.payload
    jwk = verified.protectedHeader.jwk!
  } catch (cause) {
    const reason = cause instanceof errors.JOSEError ? cause.message : 'it could not be read'
    throw new DpopProofError(
      `The DPoP proof is not a valid dpop+jwt signed with ${DPOP_SIGNING_ALGORITHMS.join(', ')} by the key in its jwk header: ${reason}.`,
      { cause },
    )
  }

  const now = request.now ?? Math.floor(Date.now() / 1000)
  if (typeof payload.iat !== 'number' || Math.abs(now - payload.iat) > DPOP_PROOF_WINDOW_SECONDS) {
    throw new DpopProofError(`The DPoP proof's iat must be the current time (within ${DPOP_PROOF_WINDOW_SECONDS} s).`)
  }
  if (typeof payload.jti !== 'string' || !payload.jti || payload.jti.length > MAX_JTI_LENGTH) {
    throw new DpopProofError(`The DPoP proof needs a jti: a unique string of at most ${MAX_JTI_LENGTH} characters.`)
  }
  if (payload.htm !== request.method) throw new DpopProofError(`The DPoP proof's htm must be ${request.method}.`)
  if (typeof payload.htu !== 'string' || withoutQuery(payload.htu) !== withoutQuery(request.url)) {
    throw new DpopProofError(`The DPoP proof's htu must be ${request.url}.`)
  }
  if (payload.ath !== sha256(request.accessToken)) {
    throw new DpopProofError("The DPoP proof's ath must be the base64url SHA-256 of the access token it comes with.")
  }
  if ((await calculateJwkThumbprint(jwk)) !== request.jkt) {
    throw new DpopProofError('The DPoP proof is signed by another key than the one this access token is bound to.')
  }
  // Last, so that only proofs good in every other way are remembered. Keyed by the key as well: a jti is unique
  // per key, and a stranger cannot spend another client's jti without its private key anyway.
  if (!(await request.firstUse(sha256(`${request.jkt}.${payload.jti}`)))) {
    throw new DpopProofError('This DPoP proof was used before: make a new one (a fresh jti) for every request.')
  }
}
