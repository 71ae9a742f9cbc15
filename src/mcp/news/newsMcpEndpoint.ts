/**
 * POST /mcp/news, the public news server (docs/decisions/052-news-mcp-server.md): no credentials, read-only, and
 * refused in the order the editorial server refuses (src/mcp/handleMcpRequest.ts) but for the token: method, Origin,
 * the body (its size, JSON-RPC, batches), then the read limit — each message counts as a read of the site, against
 * the caller's network or, where a Web Bot Auth signature proved who it is, the agent's own budget — then one of the
 * two protocol eras answers with JSON from the same tools.
 */
import type { Payload } from 'payload'

import type { AiUse } from '../../ground/lib/aiUse'
import {
  answeredWithin,
  answeringWhileDatabaseAway,
  idOf,
  jsonRpcError,
  MCP_ERRORS,
  methodOrOriginRefusal,
} from '../mcpAnswers'
import { answerInEras } from '../protocolEras'
import { readMessages } from '../requestMessages'
import { createNewsMcpServer } from './createNewsMcpServer'

/** An over-limit caller's refusal, as the read limit words it: its headers (`Retry-After` among them) and sentence. */
interface ReadRefusal {
  headers: Record<string, string>
  sentence: string
  retryAfterSeconds: number
}

export interface NewsMcpRequest {
  payload: Payload
  baseUrl: string
  siteAiUse: AiUse
  /** The host of the agent whose signature verified (the router's verdict), or null. */
  verifiedAgent: string | null
  /** Counts `reads` reads against the caller's read limit: the refusal when it is over, else null. */
  countReads(reads: number): Promise<ReadRefusal | null>
}

const answerInEra = answerInEras(createNewsMcpServer)

export const newsMcpEndpoint = (request: Request, news: NewsMcpRequest): Promise<Response> =>
  answeringWhileDatabaseAway('news MCP request', () => answer(request, news))

async function answer(request: Request, news: NewsMcpRequest): Promise<Response> {
  const refused = methodOrOriginRefusal(request, news.baseUrl)
  if (refused) return refused
  const read = await readMessages(request)
  if (!read.ok) return jsonRpcError(read.status, read.code, read.message, { id: read.id })
  const { body, messages } = read

  // A batch costs what its messages do: one HTTP request must not carry a hundred reads past the limit.
  const refusal = await news.countReads(Math.max(1, messages.length))
  if (refusal) {
    return jsonRpcError(429, MCP_ERRORS.rateLimited, `Rate limit: ${refusal.sentence}`, {
      id: idOf(messages),
      data: { retry_after_seconds: refusal.retryAfterSeconds },
      headers: refusal.headers,
    })
  }
  const context = {
    payload: news.payload,
    baseUrl: news.baseUrl,
    siteAiUse: news.siteAiUse,
    verifiedAgent: news.verifiedAgent,
  }
  return answeredWithin(answerInEra(request, body, undefined, context), idOf(messages))
}
