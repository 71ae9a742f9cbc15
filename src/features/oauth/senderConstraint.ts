/**
 * Whether the way a token was presented at the resource fits the token (RFC 9449 §7): a DPoP-bound token only with
 * the `DPoP` scheme and a good proof (never as a plain bearer token: a stolen bound token must be worthless without
 * its key), an unbound token only with `Bearer`. docs/decisions/019-dpop-at-the-resource.md.
 */
import type { AuthorisedToken } from './accessTokens'
import { DpopProofError, verifyDpopProof } from './dpopProof'
import { dpopReplayGuard } from './dpopReplay'
import type { Queryable } from '../../ground/db/adapter'

export type PresentationScheme = 'Bearer' | 'DPoP'

export type PresentationVerdict =
  | { ok: true }
  | { ok: false; scheme: PresentationScheme; code: 'invalid_token' | 'invalid_dpop_proof'; description: string }

interface Presentation {
  scheme: PresentationScheme
  accessToken: string
  token: AuthorisedToken
  /** The request's method and DPoP header. */
  method: string
  dpopHeader: string | null
  /** The resource's public URL, which a proof's `htu` must name. */
  resourceUrl: string
}

export async function checkPresentation(pool: Queryable, presentation: Presentation): Promise<PresentationVerdict> {
  const { scheme, token } = presentation
  if (!token.jkt) {
    if (scheme === 'Bearer') return { ok: true }
    return {
      ok: false,
      scheme: 'Bearer',
      code: 'invalid_token',
      description: 'This access token is not DPoP-bound: send it as "Authorization: Bearer <access token>".',
    }
  }
  if (scheme !== 'DPoP') {
    return {
      ok: false,
      scheme: 'DPoP',
      code: 'invalid_token',
      description:
        'This access token is bound to a DPoP key: send it as "Authorization: DPoP <access token>" with a DPoP proof (RFC 9449).',
    }
  }
  try {
    await verifyDpopProof({
      proof: presentation.dpopHeader,
      method: presentation.method,
      url: presentation.resourceUrl,
      accessToken: presentation.accessToken,
      jkt: token.jkt,
      firstUse: dpopReplayGuard(pool),
    })
    return { ok: true }
  } catch (error) {
    if (error instanceof DpopProofError)
      return { ok: false, scheme: 'DPoP', code: error.code, description: error.message }
    throw error
  }
}
