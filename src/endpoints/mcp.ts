/** `/mcp`: the MCP tool server's Streamable HTTP endpoint, handed to src/mcp/handleMcpRequest.ts. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { handleMcpRequest } from '../mcp/handleMcpRequest'

/** The MCP editorial tool server (src/mcp/handleMcpRequest.ts). */
async function mcp(request: Request): Promise<Response> {
  return handleMcpRequest(request, await getPayload({ config }))
}

export const GET = mcp
export const POST = mcp
export const DELETE = mcp
