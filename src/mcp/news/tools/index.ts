/**
 * The news server's tools, in the order tools/list shows them: finding (search-news, latest-news), then reading
 * (get-article, get-pms-profile, compare-pmses, get-glossary-term). Each reads only what the site publishes, through
 * the public pages' own loaders (src/site/pages/), and cites the pages it read.
 */
import type { McpServer } from '@modelcontextprotocol/server'

import type { NewsToolContext } from '../newsToolContext'
import { registerComparePmses } from './comparePmses'
import { registerGetArticle } from './getArticle'
import { registerGetGlossaryTerm } from './getGlossaryTerm'
import { registerGetPmsProfile } from './getPmsProfile'
import { registerLatestNews } from './latestNews'
import { registerSearchNews } from './searchNews'

/** The `_meta` of the tools that show an MCP App: which `ui://` resource renders their result. */
export interface AppToolMeta {
  article: Record<string, unknown>
  comparison: Record<string, unknown>
}

export function registerNewsTools(server: McpServer, ctx: NewsToolContext, apps: AppToolMeta): void {
  registerSearchNews(server, ctx)
  registerLatestNews(server, ctx)
  registerGetArticle(server, ctx, apps.article)
  registerGetPmsProfile(server, ctx)
  registerComparePmses(server, ctx, apps.comparison)
  registerGetGlossaryTerm(server, ctx)
}
