/** The editors' policy per purpose as stored (the global `agent-policy`, ./purposePolicy.ts); `allow` where unset. */
import type { Payload } from 'payload'

import { policyOf, type PurposePolicy } from './purposePolicy'

export async function readPurposePolicy(payload: Payload): Promise<PurposePolicy> {
  const stored = await payload.findGlobal({ slug: 'agent-policy', depth: 0, overrideAccess: true })
  return policyOf(stored as unknown as Record<string, unknown>)
}
