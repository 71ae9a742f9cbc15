import { DOCUMENT_CACHE_CONTROL } from '@/discovery/documentCacheControl'
import { mcpServerCard } from '@/discovery/mcpServerCard'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/** The MCP server card at its well-known address, as plain JSON (src/discovery/mcpServerCard.ts). */
export function GET(): Response {
  return Response.json(mcpServerCard(env.baseUrl), { headers: { 'Cache-Control': DOCUMENT_CACHE_CONTROL } })
}
