/**
 * The second step of a sign-in: a code from the authenticator app, a recovery code, or a passkey's signature, for
 * the person a pending ticket names. Counted by the same sign-in limits as the password (per network, per account
 * and network, per account from new networks: docs/decisions/020-sign-in-policy.md) before anything is checked, and
 * every failure answers alike, whichever factor was tried and whatever was wrong with it.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { APIError, type PayloadRequest } from 'payload'

import { signInLimitsOf } from '../auth/signInLimits'
import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { passkeySignatureIsRight } from './passkeys'
import { looksLikeRecoveryCode, useRecoveryCode } from './recoveryCodes'
import { openTicket, type Ticket } from './sealedTicket'
import { looksLikeTotpCode, totpStepOf } from './totp'
import { takeTotpStep, totpOf } from './totpStore'
import { totpSealer } from './sealer'

export type FactorUsed = 'totp' | 'recovery-code' | 'passkey'

export interface SecondStepProof {
  code?: unknown
  passkey?: unknown
  passkeyTicket?: unknown
}

/** The one answer to a second step that did not pass. */
export class SecondStepRefused extends APIError {
  constructor() {
    super('The code or passkey is not right.', 401, undefined, true)
    this.name = 'SecondStepRefused'
  }
}

/** A sign-in ticket that is missing, forged or more than ten minutes old: start again from the password. */
export class SignInExpired extends APIError {
  constructor() {
    super('This sign-in has expired: enter your email and password again.', 401, undefined, true)
    this.name = 'SignInExpired'
  }
}

async function totpIsRight(req: PayloadRequest, userId: number, code: string): Promise<boolean> {
  const totp = await totpOf(req, userId)
  if (!totp?.confirmed) return false
  const step = await totpStepOf(
    totpSealer().unseal(totp.sealed_secret),
    code,
    totp.last_step === null ? null : Number(totp.last_step),
  )
  return step !== null && (await takeTotpStep(req, userId, step, { confirm: false }))
}

async function factorOf(req: PayloadRequest, pending: Ticket, proof: SecondStepProof): Promise<FactorUsed | null> {
  if (proof.passkey !== undefined) {
    const challenge = openTicket(proof.passkeyTicket, ['passkey-sign-in'])
    if (!challenge || challenge.userId !== pending.userId) return null
    const right = await passkeySignatureIsRight(req, challenge, proof.passkey as AuthenticationResponseJSON)
    return right ? 'passkey' : null
  }
  if (typeof proof.code !== 'string' || proof.code.length > 64) return null
  const code = proof.code.trim()
  if (looksLikeTotpCode(code)) return (await totpIsRight(req, pending.userId, code)) ? 'totp' : null
  if (looksLikeRecoveryCode(code)) return (await useRecoveryCode(req, pending.userId, code)) ? 'recovery-code' : null
  return null
}

/**
 * The factor that passed, after counting the attempt; throws SignInThrottled past a limit and SecondStepRefused
 * for anything not right.
 */
export async function passSecondStep(
  req: PayloadRequest,
  pending: Ticket,
  proof: SecondStepProof,
): Promise<FactorUsed> {
  const attempt = await signInLimitsOf(req.payload).beginSignIn(
    pending.email,
    req.headers?.get(CLIENT_IP_HEADER) ?? 'unknown',
  )
  const factor = await factorOf(req, pending, proof)
  if (!factor) throw new SecondStepRefused()
  await attempt.succeeded()
  return factor
}

/** The pending sign-in a request carries in its ticket, or SignInExpired. */
export function pendingSignIn(sealed: unknown): Ticket {
  const ticket = openTicket(sealed, ['sign-in'])
  if (!ticket) throw new SignInExpired()
  return ticket
}
