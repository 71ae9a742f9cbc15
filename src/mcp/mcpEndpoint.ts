/** `/mcp`: the MCP tool server's Streamable HTTP endpoint, handed to src/mcp/handleMcpRequest.ts. */
import config from '@payload-config'
import { getPayload } from 'payload'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logDatabaseUnavailable,
} from '../db/databaseUnavailable'
import { handleMcpRequest } from '../mcp/handleMcpRequest'
import { jsonRpcError, MCP_ERRORS } from '../mcp/mcpAnswers'

/** The MCP editorial tool server (src/mcp/handleMcpRequest.ts); a database that is away is a 503 the agent retries. */
async function mcp(request: Request): Promise<Response> {
  try {
    return await handleMcpRequest(request, await getPayload({ config }))
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    logDatabaseUnavailable('MCP request', error)
    return jsonRpcError(503, MCP_ERRORS.unavailable, DATABASE_UNAVAILABLE_MESSAGE, {
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    })
  }
}

export const GET = mcp
export const POST = mcp
export const DELETE = mcp
