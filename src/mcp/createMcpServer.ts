/** One MCP server per request (stateless, in either protocol era): the seventeen editorial tools, bound to the caller's grant. */
import { McpServer } from '@modelcontextprotocol/server'

import type { ToolContext } from './toolContext'
import { registerTools } from './tools'

export const MCP_SERVER_NAME = 'io.github.pmsnews/editorial'
export const MCP_SERVER_VERSION = '1.0.0'

const MCP_INSTRUCTIONS =
  'PMS News editorial tools: read and write news about hotel property management systems (PMSes). ' +
  'Find ids with the list tools first. Create articles as drafts and ask a person to publish them. ' +
  'Writes are recorded in an audit trail under the account that approved your access.'

/**
 * How long a 2026-07-28 client may keep the tool list and the discovery result: they change only with a deploy,
 * and are the same for every grant (the scopes decide what a call may do, not what is listed), so caches may share
 * them.
 */
const LIST_CACHE = { ttlMs: 5 * 60_000, cacheScope: 'public' } as const

export function createMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'PMS News editorial tools', version: MCP_SERVER_VERSION, websiteUrl: ctx.baseUrl },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: MCP_INSTRUCTIONS,
      cacheHints: { 'tools/list': LIST_CACHE, 'server/discover': LIST_CACHE },
    },
  )
  registerTools(server, ctx)
  return server
}
