/** `/mcp`: the MCP tool server's Streamable HTTP endpoint, handed to ./handleMcpRequest.ts (src/app/mcp/route.ts wires it). */
import type { Payload } from 'payload'

import { handleMcpRequest } from './handleMcpRequest'
import { answeringWhileDatabaseAway } from './mcpAnswers'

/** The MCP editorial tool server (src/mcp/handleMcpRequest.ts); a database that is away is a 503 the agent retries. */
export const mcpEndpoint = (request: Request, payload: Payload): Promise<Response> =>
  answeringWhileDatabaseAway('MCP request', () => handleMcpRequest(request, payload))
