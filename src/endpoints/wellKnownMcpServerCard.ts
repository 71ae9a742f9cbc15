/** `GET /.well-known/mcp/server-card.json`: the MCP server card (src/discovery). */
import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { mcpServerCard } from '../discovery/mcpServerCard'
import { env } from '../env'

/** The MCP server card at its well-known address, as plain JSON (src/discovery/mcpServerCard.ts). */
export function GET(): Response {
  return Response.json(mcpServerCard(env.baseUrl), { headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL } })
}
