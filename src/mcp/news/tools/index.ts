/**
 * The news server's tools, in the order tools/list shows them: finding (search-news, latest-news, list-tags), then reading
 * (get-article, get-pms-profile, compare-pmses, get-glossary-term). Each reads only what the site publishes, through
 * the public pages' own loaders (src/features/site/pages/), and cites the pages it read.
 */
import type { McpServer } from '@modelcontextprotocol/server'

import type { AppToolMeta } from '../apps/registerNewsApps'
import type { NewsToolContext } from '../newsToolContext'
import { registerComparePmses } from './comparePmses'
import { registerGetArticle } from './getArticle'
import { registerGetGlossaryTerm } from './getGlossaryTerm'
import { registerGetPmsProfile } from './getPmsProfile'
import { registerLatestNews } from './latestNews'
import { registerListTags } from './listTags'
import { registerSearchNews } from './searchNews'

export function registerNewsTools(server: McpServer, ctx: NewsToolContext, apps: AppToolMeta): void {
  registerSearchNews(server, ctx)
  registerLatestNews(server, ctx)
  registerListTags(server, ctx)
  registerGetArticle(server, ctx, apps.article)
  registerGetPmsProfile(server, ctx)
  registerComparePmses(server, ctx, apps.comparison)
  registerGetGlossaryTerm(server, ctx)
}
