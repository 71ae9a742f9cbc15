/**
 * Authenticator apps (TOTP, RFC 6238 §4, through otplib): SHA-1, six digits, 30-second steps, the apps' common
 * settings. A code is accepted one step either side of now (RFC 6238 §5.2, a clock a little off) and only for a step
 * later than the last one accepted (§5.2: "the verifier MUST NOT accept the second attempt of the same OTP"). otplib
 * compares codes in constant time.
 */
import { generateSecret, generateURI, verify } from 'otplib'

const ISSUER = 'PMS News'
const CODE = /^\d{6}$/

export const looksLikeTotpCode = (code: string) => CODE.test(code)

export function newTotpSecret(): { secret: string } {
  return { secret: generateSecret() }
}

/** The `otpauth://` address an app reads from a QR code, or from which a person types the secret. */
export const totpUri = (account: string, secret: string) => generateURI({ issuer: ISSUER, label: account, secret })

/** The time step a right code belongs to, or null: wrong, malformed, or not later than `afterStep`. */
export async function totpStepOf(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!looksLikeTotpCode(code)) return null
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
