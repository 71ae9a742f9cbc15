/** get-article: one article, whole, by id or slug; its updated_at guards the next update-article. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { processReadTally } from '../../features/analytics/processReadTally'
import { articlePath } from '../../ground/paths'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolOk } from '../toolResults'
import { findByIdOrSlug } from './shared/findByIdOrSlug'
import { oneByIdOrSlug, READ_ONLY } from './toolInputs'
import { articleDetail, articleDetailSchema } from './views/articleViews'

export function registerGetArticle(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'get-article',
    {
      title: 'Get an article',
      description:
        'Gets one article, whole: its markdown body, state, dates and relations. Give id, or slug. Pass its updated_at back to update-article as expected_updated_at.',
      inputSchema: oneByIdOrSlug,
      outputSchema: z.object({ article: articleDetailSchema }),
      annotations: READ_ONLY,
    },
    async ({ id, slug }) =>
      answeringFailures(ctx, 'get-article', async () => {
        const found = await findByIdOrSlug(ctx, {
          collection: 'articles',
          id,
          slug,
          depth: 1,
          label: 'article',
          lister: 'list-articles',
          finder: 'list-articles (query, pms, state)',
        })
        if (found.error) return found.error
        const detail = articleDetail(found.doc, ctx.baseUrl, ctx.siteAiUse)
        // A published article read through a tool is a read of its page, by this agent (src/features/analytics/).
        if (detail.state === 'published' && detail.pms)
          processReadTally()?.countTool(articlePath(detail.pms.slug, detail.slug), ctx.clientName)
        return toolOk(
          { article: detail },
          `# ${detail.title}\n\nid ${detail.id} · ${detail.state} · updated ${detail.updated_at}\n\n${detail.body}`,
        )
      }),
  )
}
