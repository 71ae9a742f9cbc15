/** `GET /auth.md`: how an agent authenticates with us, for agents that read markdown (src/features/discovery). */
import type { Payload } from 'payload'

import { siteTermsNow } from '../features/analytics/readPurposePolicy'
import { authMd } from '../features/discovery/authMd'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'
import { markdownResponse } from '../features/site/markdownResponse'

/**
 * The agents' guide to getting access (src/features/discovery/authMd.ts), as markdown with its token count; the terms
 * it names are the site's as the agent policy narrows them.
 */
export async function GET(_request: Request, payload: Payload): Promise<Response> {
  const response = await markdownResponse(
    authMd(env.baseUrl, env.CONTACT_EMAIL, await siteTermsNow(payload, env.aiUse)),
  )
  response.headers.set('Cache-Control', DOCUMENT_CACHE_CONTROL)
  return response
}
