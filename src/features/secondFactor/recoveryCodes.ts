/**
 * Recovery codes: ten per person, shown once when made, kept only as keyed hashes, each accepted once. A code is ten
 * characters of a 31-letter alphabet without look-alikes (49 bits), written `xxxxx-xxxxx`; spaces, dashes and case
 * do not matter when one is typed.
 */
import { randomInt } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { replaceRecoveryCodes, spendRecoveryCode, unusedRecoveryCodes } from './recoveryCodeStore'
import { recoveryCodeHash, sameDigest } from './sealer'

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY_CODE_COUNT = 10

const normalised = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '')

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** New codes in place of any before; the plain codes are returned to be shown once and are kept nowhere. */
export async function issueRecoveryCodes(req: PayloadRequest, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  await replaceRecoveryCodes(
    req,
    userId,
    codes.map((code) => recoveryCodeHash(userId, normalised(code))),
  )
  return codes
}

export const looksLikeRecoveryCode = (typed: string) => /^[a-z0-9]{10}$/.test(normalised(typed))

/** Spends the code when it is one of the person's unused codes; every stored hash is compared, in constant time. */
export async function useRecoveryCode(req: PayloadRequest, userId: number, typed: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(typed)) return false
  const hash = recoveryCodeHash(userId, normalised(typed))
  let match: number | null = null
  for (const stored of await unusedRecoveryCodes(req, userId)) if (sameDigest(stored.hash, hash)) match = stored.id
  return match !== null && (await spendRecoveryCode(req, match))
}

export async function recoveryCodesLeft(req: PayloadRequest, userId: number): Promise<number> {
  return (await unusedRecoveryCodes(req, userId)).length
}
