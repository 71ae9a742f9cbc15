/** `/mcp`: the MCP tool server's Streamable HTTP endpoint, handed to ./handleMcpRequest.ts (src/app/mcp/route.ts wires it). */
import type { Payload } from 'payload'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logDatabaseUnavailable,
} from '../db/databaseUnavailable'
import { handleMcpRequest } from './handleMcpRequest'
import { jsonRpcError, MCP_ERRORS } from './mcpAnswers'

/** The MCP editorial tool server (src/mcp/handleMcpRequest.ts); a database that is away is a 503 the agent retries. */
export async function mcpEndpoint(request: Request, payload: Payload): Promise<Response> {
  try {
    return await handleMcpRequest(request, payload)
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    logDatabaseUnavailable('MCP request', error)
    return jsonRpcError(503, MCP_ERRORS.unavailable, DATABASE_UNAVAILABLE_MESSAGE, {
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    })
  }
}
