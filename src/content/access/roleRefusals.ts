import type { Access, PayloadRequest } from 'payload'

import { type Capability, may, roleOf } from './roles'

/** Where an access function notes the capability a role lacked, for the 403 it leads to (src/hooks/answerRoleRefusals.ts). */
const REFUSED = 'roleLacks'

/**
 * Refuses a step for what the role lacks: false to Payload, which answers its own 403 and changes nothing; the
 * capability noted on the request, so that the answer names the role and the lack instead of Payload's bare
 * "You are not allowed to perform this action".
 */
export function refuse(req: PayloadRequest, capability: Capability): false {
  req.context[REFUSED] = capability
  return false
}

/** The capability an access function of this request refused last, if any. */
export function refusedCapability(req: PayloadRequest | undefined): Capability | null {
  const noted = req?.context?.[REFUSED]
  return typeof noted === 'string' ? (noted as Capability) : null
}

/** Access for those whose role holds `capability`; anyone else is refused for lacking it. */
export const mayOrRefuse =
  (capability: Capability): Access =>
  ({ req }) =>
    may(roleOf(req.user), capability) || refuse(req, capability)
