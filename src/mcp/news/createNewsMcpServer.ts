/**
 * The public news server (docs/decisions/052-news-mcp-server.md): one MCP server per request, in either protocol era,
 * with the six read-only news tools and the MCP Apps that show an article and a comparison.
 */
import { McpServer } from '@modelcontextprotocol/server'

import { registerNewsApps } from './apps/registerNewsApps'
import { NEWS_MCP_SERVER } from './newsServerInfo'
import type { NewsToolContext } from './newsToolContext'
import { registerNewsTools } from './tools'

const INSTRUCTIONS =
  'PMS News: news, profiles, comparisons and a glossary about hotel property management systems (PMSes), for ' +
  "readers' agents. Read-only, no account needed. Find with search-news or latest-news, read with get-article, " +
  'get-pms-profile, compare-pmses and get-glossary-term, and cite each page by the url a result gives. What AI ' +
  "systems may do with the content is in each result's _meta (io.github.pmsnews/ai-use)."

/** As on the editorial server: the tool list changes only with a deploy and is the same for everyone. */
const LIST_CACHE = { ttlMs: 5 * 60_000, cacheScope: 'public' } as const

export function createNewsMcpServer(ctx: NewsToolContext): McpServer {
  const server = new McpServer(
    { ...NEWS_MCP_SERVER, websiteUrl: ctx.baseUrl },
    {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: INSTRUCTIONS,
      cacheHints: { 'tools/list': LIST_CACHE, 'server/discover': LIST_CACHE, 'resources/list': LIST_CACHE },
    },
  )
  registerNewsTools(server, ctx, registerNewsApps(server, ctx.baseUrl))
  return server
}
