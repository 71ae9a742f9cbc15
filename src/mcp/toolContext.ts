import type { Payload } from 'payload'

import type { User } from '../content/payload-types'
import type { AuthorisedToken } from '../features/oauth/accessTokens'
import type { AiUse } from '../ground/lib/aiUse'

/** What every tool call knows: Payload, the person the grant stands for, the agent, and the site's address. */
export interface ToolContext {
  payload: Payload
  token: AuthorisedToken
  /** The cockpit account the grant was approved by: tools read and write as this person. */
  user: User
  clientName: string
  /** The host of the agent whose Web Bot Auth signature on the request verified (set by the router), or null. */
  verifiedAgent: string | null
  baseUrl: string
  /** The site's AI-use policy (AI_USE_POLICY): what an article says unless it has terms of its own. */
  siteAiUse: AiUse
}
