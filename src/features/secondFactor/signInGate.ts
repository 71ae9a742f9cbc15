/**
 * The gate of every sign-in with a password (docs/decisions/063-second-factor.md). Payload's login (REST, GraphQL's
 * `loginUser`, the local API the OAuth page calls) and its password reset both run the `beforeLogin` hooks after the
 * password is checked and before the session's JWT is signed. For a person with a second factor (or whose role
 * requires one they have not set up) the gate turns the login into a refusal that carries a sealed ticket for the
 * second step, so that no session exists until that step passes; a password reset goes through but its session is
 * taken back (the JWT it answers names a session that no longer exists).
 */
import { APIError, type PayloadRequest } from 'payload'

import { roleOf } from '../../content/access/roles'
import type { SignInAttempt } from '../auth/signInLimits'
import { hasSecondFactor, secondFactorsOf } from './factors'
import { pendingCookie } from './pendingCookie'
import { secondFactorRequiredFor } from './requirement'
import { SIGN_IN_TICKET_SECONDS, sealTicket } from './sealedTicket'

/** In `req.context`: the operation is a password reset (set by the users' beforeOperation hook). */
export const RESETTING_PASSWORD = 'resettingPassword'

export type SecondStep = 'second-factor' | 'set-up'

/** A right password that needs a second step: 401, with which step and the kinds of factor the person has. */
export class SecondFactorRequired extends APIError<{ second_step: SecondStep; methods: string[] }> {
  /** The sealed ticket of the pending sign-in; in the cookie for REST, read from here by the OAuth page. */
  readonly ticket: string

  constructor(step: SecondStep, methods: string[], ticket: string) {
    super(
      step === 'set-up'
        ? 'Your role needs a second factor: set one up to finish signing in.'
        : 'Enter a code from your authenticator app, a recovery code, or use your passkey to finish signing in.',
      401,
      { second_step: step, methods },
      true,
    )
    this.name = 'SecondFactorRequired'
    this.ticket = ticket
  }
}

interface SigningIn {
  id: number
  email: string
  role?: unknown
  sessions?: unknown[] | null
}

/** Throws SecondFactorRequired, or takes a reset's session back, when a second step is due; otherwise nothing. */
export async function holdForSecondFactor(
  req: PayloadRequest,
  user: SigningIn,
  attempt: SignInAttempt | undefined,
): Promise<void> {
  const factors = await secondFactorsOf(req, user.id)
  const role = roleOf({ ...user, collection: 'users' })
  const step: SecondStep | null = hasSecondFactor(factors)
    ? 'second-factor'
    : (await secondFactorRequiredFor(req, role))
      ? 'set-up'
      : null
  if (step === null) return
  if (req.context[RESETTING_PASSWORD]) {
    // The new password stands; the session Payload just made for it goes (sessions: docs/decisions/063).
    user.sessions = []
    await req.payload.db.updateOne({
      id: user.id,
      collection: 'users',
      data: { ...user, updatedAt: null },
      req,
      returning: false,
    })
    return
  }
  const methods = [
    ...(factors.totp ? ['totp'] : []),
    ...(factors.passkeys.length ? ['passkey'] : []),
    ...(factors.recoveryCodesLeft ? ['recovery-code'] : []),
  ]
  const ticket = sealTicket(
    { purpose: step === 'set-up' ? 'set-up' : 'sign-in', userId: user.id, email: user.email },
    SIGN_IN_TICKET_SECONDS,
  )
  await attempt?.passwordRight()
  const headers = new Headers(req.responseHeaders)
  headers.append('Set-Cookie', pendingCookie(ticket))
  req.responseHeaders = headers
  throw new SecondFactorRequired(step, methods, ticket)
}
