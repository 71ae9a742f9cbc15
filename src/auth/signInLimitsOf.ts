import type { Payload } from 'payload'

import { resolvePayloadSecret } from '../config/database'
import { derivedKey } from '../config/derivedKey'
import { env } from '../env'
import { poolOf } from '../db/adapter'
import { createSignInLimits, type SignInLimits } from './signInLimits'

const limitsByPayload = new WeakMap<Payload, SignInLimits>()

/** The limits on this Payload instance's pool, made once. */
export function signInLimitsOf(payload: Payload): SignInLimits {
  let limits = limitsByPayload.get(payload)
  if (!limits) {
    limits = createSignInLimits(poolOf(payload), derivedKey(resolvePayloadSecret(env), 'rate-limit-keys'))
    limitsByPayload.set(payload, limits)
  }
  return limits
}
