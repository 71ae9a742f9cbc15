/** `GET /mcp/server-card`: the MCP server card beside the endpoint it describes (src/discovery). */
import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { mcpServerCard, SERVER_CARD_CONTENT_TYPE } from '../discovery/mcpServerCard'
import { env } from '../env'

/** The MCP server card at the server's own address (src/discovery/mcpServerCard.ts). */
export function GET(): Response {
  return new Response(`${JSON.stringify(mcpServerCard(env.baseUrl), null, 2)}\n`, {
    headers: { 'Content-Type': SERVER_CARD_CONTENT_TYPE, 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
