/** `GET /mcp/server-card`: the MCP server card beside the endpoint it describes (src/features/discovery). */
import { mcpServerCard, SERVER_CARD_CONTENT_TYPE, serverCardPreflight, serverCardResponse } from './serverCard'
import { env } from '../ground/env'

export function GET(request: Request): Response {
  return serverCardResponse(request, mcpServerCard(env.baseUrl), SERVER_CARD_CONTENT_TYPE)
}

export const OPTIONS = serverCardPreflight
