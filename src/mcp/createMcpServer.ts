/** One MCP server per request (stateless): the fifteen editorial tools, bound to the caller's grant. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

import type { ToolContext } from './toolContext'
import { registerTools } from './tools'

export const MCP_SERVER_NAME = 'io.github.pmsnews/editorial'
export const MCP_SERVER_VERSION = '1.0.0'

export const MCP_INSTRUCTIONS =
  'PMS News editorial tools: read and write news about hotel property management systems (PMSes). ' +
  'Find ids with the list tools first. Create articles as drafts and ask a person to publish them. ' +
  'Writes are recorded in an audit trail under the account that approved your access.'

export function createMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'PMS News editorial tools', version: MCP_SERVER_VERSION, websiteUrl: ctx.baseUrl },
    { capabilities: { tools: { listChanged: false } }, instructions: MCP_INSTRUCTIONS },
  )
  registerTools(server, ctx)
  return server
}
