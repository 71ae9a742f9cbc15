/**
 * The second step of a cockpit sign-in (docs/decisions/063-second-factor.md), after `POST /cms-api/users/login`
 * answered 401 `second_step` and set the pending cookie:
 * - `POST /cms-api/users/second-factor/passkey-options`: a WebAuthn challenge for the person's passkeys;
 * - `POST /cms-api/users/second-factor` with `{ code }` (authenticator or recovery code) or `{ passkey, passkeyTicket }`:
 *   Payload's session cookie, as the login would have set it; 401 "The code or passkey is not right." otherwise, 429
 *   past the sign-in limits.
 */
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'

import { SignInThrottled } from '../../../features/auth/signInLimits'
import { withRetryAfter } from '../../../features/auth/withRetryAfter'
import { recordSecondFactorEvent } from '../../../features/secondFactor/audit'
import { issueSession } from '../../../features/secondFactor/issueSession'
import { passkeySignInOptions } from '../../../features/secondFactor/passkeys'
import { clearedPendingCookie, pendingTicketIn } from '../../../features/secondFactor/pendingCookie'
import { passSecondStep, pendingSignIn } from '../../../features/secondFactor/secondStep'

/** Signs the person in: Payload's session cookie, the pending cookie gone, the user as Payload's login answers it. */
export async function signedIn(req: PayloadRequest, userId: number, extra: Record<string, unknown> = {}) {
  const session = await issueSession(req, userId)
  const user = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, req, overrideAccess: true })
  const headers = new Headers()
  headers.append('Set-Cookie', session.cookie)
  headers.append('Set-Cookie', clearedPendingCookie())
  return Response.json(
    { message: 'Signed in.', user, token: session.token, exp: session.exp, ...extra },
    { headers, status: 200 },
  )
}

export const secondStepEndpoint: Endpoint = {
  path: '/second-factor',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const pending = pendingSignIn(pendingTicketIn(req.headers))
    try {
      const factor = await passSecondStep(req, pending, req.data ?? {})
      const person = { id: pending.userId, email: pending.email }
      if (factor === 'recovery-code') {
        req.user = { ...person, collection: 'users' } as PayloadRequest['user']
        await recordSecondFactorEvent(req, person, 'recovery_code_used')
      }
      return await signedIn(req, pending.userId)
    } catch (error) {
      if (error instanceof SignInThrottled) req.responseHeaders = withRetryAfter(req.responseHeaders, error)
      throw error
    }
  },
}

export const passkeySignInOptionsEndpoint: Endpoint = {
  path: '/second-factor/passkey-options',
  method: 'post',
  handler: async (req) => {
    const pending = pendingSignIn(pendingTicketIn(req.headers))
    return Response.json(await passkeySignInOptions(req, pending))
  },
}
