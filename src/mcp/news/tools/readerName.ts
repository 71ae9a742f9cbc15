import type { McpServer } from '@modelcontextprotocol/server'

import type { NewsToolContext } from '../newsToolContext'

/** How long a self-given client name may be in the figures: past it, a name is cut (it is the client's own word). */
const MAX_NAME = 64

/**
 * Whom a news tool's read is counted as (src/features/analytics/): the agent a Web Bot Auth signature proved, else the name
 * the client gives itself (2026-07-28 clients send it with every request), else none.
 */
export function readerName(ctx: NewsToolContext, server: McpServer): string {
  if (ctx.verifiedAgent) return ctx.verifiedAgent
  // The client's own word, shown to editors and exported as CSV: letters, digits and a few marks only.
  const name = server.server
    .getClientVersion()
    ?.name?.replace(/[^\p{L}\p{N} ._()/@+-]/gu, '')
    .trim()
  return name ? name.slice(0, MAX_NAME) : 'unnamed MCP client'
}
