/** `GET /.well-known/oauth-protected-resource` (RFC 9728 §3): the site's resource metadata. */
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'
import { protectedResourceMetadata } from '../features/oauth/protectedResourceMetadata'

/** RFC 9728 §3: the metadata of the site's one protected resource, the MCP server. */
export function GET(): Response {
  return Response.json(protectedResourceMetadata(env.baseUrl), { headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL } })
}
