/** `GET /.well-known/mcp/server-card.json`: the MCP server card at its well-known address, as plain JSON (src/features/discovery). */
import { mcpServerCard, serverCardPreflight, serverCardResponse } from './serverCard'
import { env } from '../ground/env'

export function GET(request: Request): Response {
  return serverCardResponse(request, mcpServerCard(env.baseUrl), 'application/json')
}

export const OPTIONS = serverCardPreflight
