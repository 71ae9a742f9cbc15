/**
 * How the protected resource (/mcp) refuses a request (RFC 6750 §3, RFC 9728 §5.1): 401 with a `WWW-Authenticate`
 * that names the resource metadata, so that a client can discover the authorization server from the refusal
 * alone. A revoked grant says so, and tells the client to stop retrying and ask a person (the spec's rule 7).
 * A refusal about a DPoP-bound token uses the DPoP scheme with the accepted algorithms (RFC 9449 §7.1).
 */
import { DPOP_SIGNING_ALGORITHMS } from './dpopProof'
import { SCOPE_NAMES } from './scopes'

export const protectedResourceMetadataUrl = (baseUrl: string) => `${baseUrl}/.well-known/oauth-protected-resource/mcp`

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`

export function bearerChallenge(
  baseUrl: string,
  error?: { code: 'invalid_token' | 'invalid_request' | 'insufficient_scope'; description: string; scope?: string },
): string {
  const parts = [
    `resource_metadata=${quoted(protectedResourceMetadataUrl(baseUrl))}`,
    `scope=${quoted(error?.scope ?? SCOPE_NAMES.join(' '))}`,
  ]
  if (error) parts.push(`error=${quoted(error.code)}`, `error_description=${quoted(error.description)}`)
  return `Bearer ${parts.join(', ')}`
}

/** RFC 9449 §7.1: `invalid_dpop_proof` for a bad proof, `invalid_token` for a bound token sent without DPoP. */
export function dpopChallenge(
  baseUrl: string,
  error: { code: 'invalid_token' | 'invalid_dpop_proof'; description: string },
): string {
  const parts = [
    `resource_metadata=${quoted(protectedResourceMetadataUrl(baseUrl))}`,
    `algs=${quoted(DPOP_SIGNING_ALGORITHMS.join(' '))}`,
    `error=${quoted(error.code)}`,
    `error_description=${quoted(error.description)}`,
  ]
  return `DPoP ${parts.join(', ')}`
}

export const REVOKED_DESCRIPTION =
  'This access was revoked (by a person, or because a refresh token was used twice). Stop retrying with it; ask the operator, or the person who approved it, whether to authorize again.'
