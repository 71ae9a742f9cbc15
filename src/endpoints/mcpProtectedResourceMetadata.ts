/** `GET /.well-known/oauth-protected-resource/mcp` (RFC 9728 §3): the MCP server's resource metadata. */
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'
import { protectedResourceMetadata } from '../features/oauth/protectedResourceMetadata'

/** RFC 9728 §3.1: the metadata at the resource's own path (`/mcp`), where its 401 points clients. */
export function GET(): Response {
  return Response.json(protectedResourceMetadata(env.baseUrl), { headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL } })
}
