/** Which second factors a person has: what the sign-in asks for and what the Security view shows. */
import type { PayloadRequest } from 'payload'

import { passkeysOf, type StoredPasskey } from './passkeyStore'
import { recoveryCodesLeft } from './recoveryCodes'
import { totpOf } from './totpStore'

export interface SecondFactors {
  totp: boolean
  passkeys: Array<Pick<StoredPasskey, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>>
  recoveryCodesLeft: number
}

export async function secondFactorsOf(req: PayloadRequest, userId: number): Promise<SecondFactors> {
  const [totp, passkeys, left] = await Promise.all([
    totpOf(req, userId),
    passkeysOf(req, userId),
    recoveryCodesLeft(req, userId),
  ])
  return {
    totp: totp?.confirmed === true,
    passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
    recoveryCodesLeft: left,
  }
}

/** A person has a second factor once an authenticator app is confirmed or a passkey is registered. */
export const hasSecondFactor = (factors: SecondFactors) => factors.totp || factors.passkeys.length > 0
