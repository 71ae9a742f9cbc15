/** `GET /mcp/server-card`: the MCP server card beside the endpoint it describes (src/discovery). */
import { SERVER_CARD_CONTENT_TYPE, serverCardPreflight, serverCardResponse } from './serverCard'
import { env } from '../env'

export function GET(request: Request): Response {
  return serverCardResponse(request, env.baseUrl, SERVER_CARD_CONTENT_TYPE)
}

export const OPTIONS = serverCardPreflight
