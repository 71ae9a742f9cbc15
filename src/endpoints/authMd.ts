/** `GET /auth.md`: how an agent authenticates with us, for agents that read markdown (src/features/discovery). */
import { authMd } from '../features/discovery/authMd'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'
import { markdownResponse } from '../features/site/markdownResponse'

/** The agents' guide to getting access (src/features/discovery/authMd.ts), as markdown with its token count. */
export async function GET(): Promise<Response> {
  const response = await markdownResponse(authMd(env.baseUrl, env.CONTACT_EMAIL, env.aiUse))
  response.headers.set('Cache-Control', DOCUMENT_CACHE_CONTROL)
  return response
}
