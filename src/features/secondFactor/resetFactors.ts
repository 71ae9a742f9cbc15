/**
 * An operator's way back in for a person who lost every factor (a phone gone, its recovery codes with it): every
 * factor and recovery code of theirs removed in one transaction, recorded in the staff audit trail. If their role
 * requires a second factor, their next sign-in leads them to set one up again (./requirement.ts).
 */
import type { PayloadRequest } from 'payload'

import { recordSecondFactorEvent } from './audit'
import { secondFactorsOf } from './factors'
import { deletePasskey } from './passkeyStore'
import { deleteRecoveryCodes } from './recoveryCodeStore'
import { deleteTotp } from './totpStore'

/** Whether the person had anything to remove. */
export async function resetSecondFactors(req: PayloadRequest, person: { id: number; email: string }): Promise<boolean> {
  const factors = await secondFactorsOf(req, person.id)
  if (!factors.totp && factors.passkeys.length === 0 && factors.recoveryCodesLeft === 0) return false
  // An authenticator app begun and never confirmed goes too: deleteTotp removes whatever row there is.
  await deleteTotp(req, person.id)
  for (const passkey of factors.passkeys) await deletePasskey(req, person.id, passkey.id)
  await deleteRecoveryCodes(req, person.id)
  await recordSecondFactorEvent(req, person, 'second_factors_reset')
  return true
}
