/**
 * Whether a signed-in person's password is right, before a factor is removed: checked by Payload's own login, so under
 * the same sign-in limits. A person with a second factor is refused a session by the gate (src/features/secondFactor/signInGate.ts),
 * which is the answer "right" here; no session is made.
 */
import type { PayloadRequest } from 'payload'

import { SignInThrottled } from '../auth/signInLimits'
import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import { SecondFactorRequired } from './signInGate'

export async function passwordIsRight(req: PayloadRequest, email: string, password: unknown): Promise<boolean> {
  if (typeof password !== 'string' || !password.trim() || password.length > 1024) return false
  try {
    await req.payload.login({
      collection: 'users',
      data: { email, password },
      req: { headers: new Headers({ [CLIENT_IP_HEADER]: req.headers.get(CLIENT_IP_HEADER) ?? 'unknown' }) },
    })
    return true
  } catch (error) {
    if (error instanceof SecondFactorRequired) return true
    if (error instanceof SignInThrottled) throw error
    return false
  }
}
