import type { Payload } from 'payload'

import type { AiUse } from '../../ground/lib/aiUse'

/**
 * What every call to the public news server knows: no person and no grant (it needs none), only Payload, the
 * site's address and AI-use policy, and who is asking as far as anyone can tell.
 */
export interface NewsToolContext {
  payload: Payload
  baseUrl: string
  /** The site's AI-use policy (AI_USE_POLICY): what a result says unless an article has terms of its own. */
  siteAiUse: AiUse
  /** The host of the agent whose Web Bot Auth signature on the request verified (set by the router), or null. */
  verifiedAgent: string | null
}
