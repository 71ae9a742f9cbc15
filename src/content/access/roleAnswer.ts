import type { PayloadRequest } from 'payload'

import { env } from '../../ground/env'
import { problemResponse } from '../../ground/errors/problem'
import { type Capability, may, roleLacks, roleOf } from './roles'

/**
 * For the cockpit's own endpoints: null when the signed-in person's role holds `capability`, else the 403
 * problem+json naming their role and what it lacks. (A caller answers 401 first to someone not signed in.)
 */
export function lackingRole(req: PayloadRequest, capability: Capability): Response | null {
  const role = roleOf(req.user)
  return may(role, capability) ? null : problemResponse(roleLacks(role, capability), env.baseUrl)
}
