/** `GET /mcp/news/server-card`: the news server's MCP server card beside the endpoint it describes (../serverCard.ts). */
import { env } from '../../ground/env'
import { newsServerCard, SERVER_CARD_CONTENT_TYPE, serverCardPreflight, serverCardResponse } from '../serverCard'

export function GET(request: Request): Response {
  return serverCardResponse(request, newsServerCard(env.baseUrl), SERVER_CARD_CONTENT_TYPE)
}

export const OPTIONS = serverCardPreflight
