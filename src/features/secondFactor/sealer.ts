/**
 * The keys of the second factor, each derived from PAYLOAD_SECRET for its one use: TOTP secrets and the pending
 * sign-in are sealed (AES-256-GCM, src/ground/lib/sealing.ts); recovery codes are kept as keyed hashes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedKey } from '../../ground/config/derivedKey'
import { resolvePayloadSecret } from '../../ground/config/database'
import { env } from '../../ground/env'
import { createSealer, type Sealer } from '../../ground/lib/sealing'

let sealers: { totp: Sealer; pending: Sealer; recoveryKey: Buffer } | undefined

function keys() {
  if (!sealers) {
    const secret = resolvePayloadSecret(env)
    sealers = {
      totp: createSealer(derivedKey(secret, 'second-factor-totp')),
      pending: createSealer(derivedKey(secret, 'second-factor-pending')),
      recoveryKey: derivedKey(secret, 'second-factor-recovery-codes'),
    }
  }
  return sealers
}

export const totpSealer = (): Sealer => keys().totp
export const pendingSealer = (): Sealer => keys().pending

/** A recovery code's keyed hash (HMAC-SHA256), bound to its account so that a hash is worthless for another. */
export const recoveryCodeHash = (userId: number, code: string): string =>
  createHmac('sha256', keys().recoveryKey).update(`${userId}:${code}`).digest('hex')

/** Two hex digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
