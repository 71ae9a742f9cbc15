/**
 * The OAuth sign-in page's second step (docs/decisions/063-second-factor.md): after a right password, a person with a
 * second factor enters a code from their authenticator app or a recovery code, or uses a passkey, under the same
 * sign-in limits and with the same one answer for anything not right. The pending sign-in travels sealed in the form,
 * never in an address; so does a passkey's challenge, made afresh each time the page is shown.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type Provider from 'oidc-provider'
import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

import { SignInThrottled } from '../auth/signInLimits'
import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { recordSecondFactorEvent } from '../secondFactor/audit'
import { passkeysOf } from '../secondFactor/passkeyStore'
import { passkeySignInOptions } from '../secondFactor/passkeys'
import type { Ticket } from '../secondFactor/sealedTicket'
import { passSecondStep, pendingSignIn, SecondStepRefused, type SecondStepProof } from '../secondFactor/secondStep'
import { PASSKEY_SIGN_IN_SCRIPT } from './passkeyScript'
import { escapeHtml, oauthPage, problemBox } from './pages'

interface PasskeyChallenge {
  options: unknown
  ticket: string
}

/** JSON inside a `<script>` data block: `<` escaped so that no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function passkeyForm(uid: string, ticket: string, passkey: PasskeyChallenge): string {
  return `<form id="passkey-form" method="post" action="/oauth/interaction/${escapeHtml(uid)}/second-factor">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<input type="hidden" name="passkeyTicket" value="${escapeHtml(passkey.ticket)}">
<input type="hidden" name="passkey" value="">
<script type="application/json" id="passkey-options">${scriptJson(passkey.options)}</script>
<div class="actions"><button type="button" class="secondary" hidden>Use your passkey</button></div>
<p class="problem" id="passkey-problem" role="alert" hidden>The passkey did not answer: try again, or enter a code.</p>
</form>
<script>${PASSKEY_SIGN_IN_SCRIPT}</script>`
}

function secondStepPage(uid: string, ticket: string, problem?: string, passkey?: PasskeyChallenge): string {
  return oauthPage(
    'Second step',
    `<h1>One more step</h1>
<p>Enter the six-digit code from your authenticator app, or one of your recovery codes${passkey ? ', or use your passkey' : ''}.</p>
${problemBox(problem)}
<form method="post" action="/oauth/interaction/${escapeHtml(uid)}/second-factor">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<label for="code">Code</label><input id="code" type="text" name="code" inputmode="text" autocomplete="one-time-code" required>
<div class="actions"><button type="submit">Continue</button></div>
</form>
${passkey ? passkeyForm(uid, ticket, passkey) : ''}
<form method="post" action="/oauth/interaction/${escapeHtml(uid)}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
  )
}

/** The second step's page for a pending sign-in: with a fresh passkey challenge when the person has a passkey. */
async function secondStepPageFor(
  req: PayloadRequest,
  uid: string,
  ticket: string,
  pending: Ticket,
  problem?: string,
): Promise<string> {
  const hasPasskey = (await passkeysOf(req, pending.userId)).length > 0
  return secondStepPage(uid, ticket, problem, hasPasskey ? await passkeySignInOptions(req, pending) : undefined)
}

const localRequestOf = async (payload: Payload, req: IncomingMessage) =>
  createLocalReq(
    { req: { headers: new Headers({ [CLIENT_IP_HEADER]: String(req.headers[CLIENT_IP_HEADER] ?? 'unknown') }) } },
    payload,
  )

/** The page shown right after a right password of a person with a second factor. */
export async function firstSecondStepPage(
  payload: Payload,
  req: IncomingMessage,
  uid: string,
  ticket: string,
): Promise<string> {
  return secondStepPageFor(await localRequestOf(payload, req), uid, ticket, pendingSignIn(ticket))
}

/** What the form carries: a code, or a passkey's signed answer (JSON) with the challenge's sealed ticket. */
function proofIn(form: URLSearchParams): SecondStepProof {
  const passkey = form.get('passkey')
  if (!passkey) return { code: form.get('code') ?? '' }
  let answer: unknown = null
  try {
    answer = JSON.parse(passkey)
  } catch {
    // Not JSON: checked like any other wrong answer, so that it is counted and answered alike.
  }
  return { passkey: answer, passkeyTicket: form.get('passkeyTicket') ?? '' }
}

export const setUpFirstPage = () =>
  oauthPage(
    'Second factor needed',
    `<h1>Set up a second factor first</h1>
<p>Your role needs a second factor. Sign in to the cockpit, set up an authenticator app or a passkey there, then come back to the application.</p>`,
  )

type Send = (res: ServerResponse, status: number, html: string, headers?: Record<string, string>) => void

/**
 * `POST /oauth/interaction/{uid}/second-factor`: the sign-in finishes once the code or passkey is right; a wrong one
 * shows the form again (401), past the limits 429 with `Retry-After`; an expired ticket throws (the caller's expired page).
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
  const localReq = await localRequestOf(payload, req)
  try {
    const factor = await passSecondStep(localReq, pending, proofIn(form))
    if (factor === 'recovery-code') {
      localReq.user = { id: pending.userId, email: pending.email, collection: 'users' } as typeof localReq.user
      await recordSecondFactorEvent(localReq, { id: pending.userId, email: pending.email }, 'recovery_code_used')
    }
  } catch (error) {
    if (error instanceof SignInThrottled)
      return send(res, 429, await secondStepPageFor(localReq, uid, ticket, pending, error.message), {
        'Retry-After': String(error.retryAfterSeconds),
      })
    if (error instanceof SecondStepRefused)
      return send(res, 401, await secondStepPageFor(localReq, uid, ticket, pending, error.message))
    throw error
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: String(pending.userId) } },
    { mergeWithLastSubmission: false },
  )
}
