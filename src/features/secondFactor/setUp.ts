/**
 * Setting up, renewing and removing second factors, for the person signed in (the cockpit's Security view) or for one
 * whose role needs a second factor and who holds a `set-up` ticket from the password step (set-up before the
 * cockpit is reachable). The first factor set up comes with recovery codes, shown once.
 */
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { APIError, type PayloadRequest } from 'payload'

import { roleOf } from '../../content/access/roles'
import { recordSecondFactorEvent } from './audit'
import { hasSecondFactor, secondFactorsOf } from './factors'
import { passkeyRegistrationOptions, registerPasskey } from './passkeys'
import { deletePasskey } from './passkeyStore'
import { issueRecoveryCodes } from './recoveryCodes'
import { deleteRecoveryCodes } from './recoveryCodeStore'
import { secondFactorRequiredFor } from './requirement'
import { openTicket } from './sealedTicket'
import { totpSealer } from './sealer'
import { newTotpSecret, totpStepOf, totpUri } from './totp'
import { deleteTotp, saveUnconfirmedTotp, takeTotpStep, totpOf } from './totpStore'

export interface Person {
  id: number
  email: string
  /** Holds a `set-up` ticket rather than a session: finishing the set-up signs them in. */
  viaTicket: boolean
}

const refused = (message: string, status = 400) => new APIError(message, status, undefined, true)

/** The signed-in person, or the holder of a set-up ticket; 401 for anyone else. */
export function personSettingUp(req: PayloadRequest, sealedTicket: string | null): Person {
  const user = req.user as { collection?: string; id?: unknown; email?: unknown } | null
  if (roleOf(user) !== null && typeof user!.id === 'number')
    return { id: user!.id, email: String(user!.email), viaTicket: false }
  const ticket = openTicket(sealedTicket, ['set-up'])
  if (ticket) return { id: ticket.userId, email: ticket.email, viaTicket: true }
  throw refused('Sign in first.', 401)
}

/** Recovery codes for a person's first factor; null when they have some left already. */
async function firstRecoveryCodes(req: PayloadRequest, person: Person): Promise<string[] | null> {
  if ((await secondFactorsOf(req, person.id)).recoveryCodesLeft > 0) return null
  return issueRecoveryCodes(req, person.id)
}

export async function beginTotp(req: PayloadRequest, person: Person): Promise<{ secret: string; uri: string }> {
  const { secret } = newTotpSecret()
  if (!(await saveUnconfirmedTotp(req, person.id, totpSealer().seal(secret))))
    throw refused('An authenticator app is set up already: remove it first to set up another.', 409)
  return { secret, uri: totpUri(person.email, secret) }
}

export async function confirmTotp(
  req: PayloadRequest,
  person: Person,
  code: unknown,
): Promise<{ recoveryCodes: string[] | null }> {
  const totp = await totpOf(req, person.id)
  if (!totp || totp.confirmed) throw refused('Start the set-up of an authenticator app first.', 409)
  const step =
    typeof code === 'string' ? await totpStepOf(totpSealer().unseal(totp.sealed_secret), code.trim(), null) : null
  if (step === null || !(await takeTotpStep(req, person.id, step, { confirm: true })))
    throw refused('That code is not right: enter the code your app shows now.')
  await recordSecondFactorEvent(req, person, 'totp_set_up')
  return { recoveryCodes: await firstRecoveryCodes(req, person) }
}

export const passkeyOptionsFor = (req: PayloadRequest, person: Person) => passkeyRegistrationOptions(req, person)

export async function addPasskey(
  req: PayloadRequest,
  person: Person,
  body: { ticket?: unknown; response?: unknown; name?: unknown },
): Promise<{ recoveryCodes: string[] | null }> {
  const ticket = openTicket(body.ticket, ['passkey-registration'])
  if (!ticket || ticket.userId !== person.id) throw refused('The passkey request has expired: try again.')
  const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 100) : 'Passkey'
  if (!(await registerPasskey(req, ticket, body.response as RegistrationResponseJSON, name)))
    throw refused('The passkey could not be verified: try again.')
  await recordSecondFactorEvent(req, person, 'passkey_added', name)
  return { recoveryCodes: await firstRecoveryCodes(req, person) }
}

export async function renewRecoveryCodes(req: PayloadRequest, person: Person): Promise<string[]> {
  if (!hasSecondFactor(await secondFactorsOf(req, person.id)))
    throw refused('Set up an authenticator app or a passkey first.', 409)
  const codes = await issueRecoveryCodes(req, person.id)
  await recordSecondFactorEvent(req, person, 'recovery_codes_generated')
  return codes
}

/** Removes a factor once the password is confirmed; never the last one when the person's role requires one. */
export async function removeFactor(
  req: PayloadRequest,
  person: Person,
  which: { factor?: unknown; id?: unknown },
): Promise<void> {
  const factors = await secondFactorsOf(req, person.id)
  const removingTotp = which.factor === 'totp'
  const passkey =
    which.factor === 'passkey' ? factors.passkeys.find((candidate) => candidate.id === which.id) : undefined
  if (!(removingTotp && factors.totp) && !passkey) throw refused('There is no such factor to remove.', 404)
  const left = (factors.totp ? 1 : 0) + factors.passkeys.length - 1
  if (left === 0 && (await secondFactorRequiredFor(req, roleOf(req.user))))
    throw refused('Your role needs a second factor: add another before you remove this one.', 409)
  if (removingTotp) await deleteTotp(req, person.id)
  else await deletePasskey(req, person.id, passkey!.id)
  if (left === 0) await deleteRecoveryCodes(req, person.id)
  await recordSecondFactorEvent(req, person, removingTotp ? 'totp_removed' : 'passkey_removed', passkey?.name ?? '')
}
