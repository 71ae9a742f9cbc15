import type { McpServer } from '@modelcontextprotocol/server'

import type { NewsToolContext } from '../newsToolContext'

/** How long a self-given client name may be in the figures: past it, a name is cut (it is the client's own word). */
const MAX_NAME = 64

/**
 * Whom a news tool's read is counted as (src/analytics/): the agent a Web Bot Auth signature proved, else the name
 * the client gives itself (2026-07-28 clients send it with every request), else none.
 */
export function readerName(ctx: NewsToolContext, server: McpServer): string {
  if (ctx.verifiedAgent) return ctx.verifiedAgent
  const name = server.server.getClientVersion()?.name?.trim()
  return name ? name.slice(0, MAX_NAME) : 'unnamed MCP client'
}
