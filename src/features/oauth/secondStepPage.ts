/**
 * The OAuth sign-in page's second step (docs/decisions/063-second-factor.md): after a right password, a person with a
 * second factor enters a code from their authenticator app or a recovery code, under the same sign-in limits and with
 * the same one answer for anything not right. The pending sign-in travels sealed in the form, never in an address.
 * Passkeys need the cockpit's script: a person with only passkeys uses a recovery code here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type Provider from 'oidc-provider'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'

import { SignInThrottled } from '../auth/signInLimits'
import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { recordSecondFactorEvent } from '../secondFactor/audit'
import { passSecondStep, pendingSignIn, SecondStepRefused } from '../secondFactor/secondStep'
import { escapeHtml, oauthPage, problemBox } from './pages'

export function secondStepPage(uid: string, ticket: string, problem?: string): string {
  return oauthPage(
    'Second step',
    `<h1>One more step</h1>
<p>Enter the six-digit code from your authenticator app, or one of your recovery codes.</p>
${problemBox(problem)}
<form method="post" action="/oauth/interaction/${escapeHtml(uid)}/second-factor">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<label for="code">Code</label><input id="code" type="text" name="code" inputmode="text" autocomplete="one-time-code" required>
<div class="actions"><button type="submit">Continue</button></div>
</form>
<form method="post" action="/oauth/interaction/${escapeHtml(uid)}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
  )
}

export const setUpFirstPage = () =>
  oauthPage(
    'Second factor needed',
    `<h1>Set up a second factor first</h1>
<p>Your role needs a second factor. Sign in to the cockpit, set up an authenticator app or a passkey there, then come back to the application.</p>`,
  )

type Send = (res: ServerResponse, status: number, html: string, headers?: Record<string, string>) => void

/**
 * `POST /oauth/interaction/{uid}/second-factor`: the sign-in finishes once the code is right; a wrong code shows the
 * form again (401), past the limits 429 with `Retry-After`; an expired ticket throws (the caller's expired page).
 */
export async function handleOAuthSecondStep(
  provider: Provider,
  payload: Payload,
  {
    req,
    res,
    uid,
    form,
    send,
  }: { req: IncomingMessage; res: ServerResponse; uid: string; form: URLSearchParams; send: Send },
): Promise<void> {
  const ticket = form.get('ticket') ?? ''
  const pending = pendingSignIn(ticket)
  const headers = new Headers({ [CLIENT_IP_HEADER]: String(req.headers[CLIENT_IP_HEADER] ?? 'unknown') })
  const localReq = await createLocalReq({ req: { headers } }, payload)
  try {
    const factor = await passSecondStep(localReq, pending, { code: form.get('code') ?? '' })
    if (factor === 'recovery-code') {
      localReq.user = { id: pending.userId, email: pending.email, collection: 'users' } as typeof localReq.user
      await recordSecondFactorEvent(localReq, { id: pending.userId, email: pending.email }, 'recovery_code_used')
    }
  } catch (error) {
    if (error instanceof SignInThrottled)
      return send(res, 429, secondStepPage(uid, ticket, error.message), {
        'Retry-After': String(error.retryAfterSeconds),
      })
    if (error instanceof SecondStepRefused) return send(res, 401, secondStepPage(uid, ticket, error.message))
    throw error
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: String(pending.userId) } },
    { mergeWithLastSubmission: false },
  )
}
