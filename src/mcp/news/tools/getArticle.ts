/**
 * get-article: one published article, whole: its markdown page (the `.md` URL's text) and its card's data, with its
 * related articles. Named by its URL (canonical or `.md`, as search-news and latest-news give them) or by PMS and slug.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { processReadTally } from '../../../features/analytics/processReadTally'
import { articlePath, pageRouteOf } from '../../../ground/paths'
import { articleMarkdown, articlePage } from '../../../features/site/pages/article'
import type { ArticleCardData } from '../apps/cardData'
import { answeringFailures } from '../../toolFailures'
import { toolError } from '../../toolResults'
import { filterText } from '../../tools/toolInputs'
import { NEWS_TOOL, newsResult } from '../newsResults'
import type { NewsToolContext } from '../newsToolContext'
import { articleCard, articleCardSchema } from './articleCard'
import { slugOf } from './findPublished'
import { readerName } from './readerName'

const input = z.strictObject({
  url: filterText(2000)
    .optional()
    .describe("The article's URL on this site (canonical or .md), as search-news and latest-news give it"),
  pms: filterText(120).optional().describe("Or its PMS's slug (the first part of its path)..."),
  slug: filterText(200).optional().describe('...and its own slug (the second part)'),
})

/** The PMS and article slugs an agent's input names, or a sentence saying what is wrong with it. */
function articleSlugs(args: z.infer<typeof input>, baseUrl: string): { pms: string; slug: string } | string {
  if (args.url !== undefined) {
    if (args.pms !== undefined || args.slug !== undefined) return 'Give url, or pms and slug, not both.'
    let path: string
    try {
      const url = new URL(args.url, baseUrl)
      if (url.origin !== new URL(baseUrl).origin) return `${args.url} is not an address on ${baseUrl}.`
      path = url.pathname.replace(/\.md$/, '')
    } catch {
      return `${args.url} is not a URL.`
    }
    const route = pageRouteOf(path)
    if (route?.kind !== 'article')
      return `${args.url} is not an article's address (an article is at ${baseUrl}/{pms}/{article}).`
    return { pms: route.pmsSlug, slug: route.articleSlug }
  }
  const pms = args.pms && slugOf(args.pms)
  const slug = args.slug && slugOf(args.slug)
  if (!pms || !slug) return "Give the article's url, or both pms and slug."
  return { pms, slug }
}

export function registerGetArticle(server: McpServer, ctx: NewsToolContext, meta: Record<string, unknown>): void {
  server.registerTool(
    'get-article',
    {
      title: 'Read an article',
      description:
        'Reads one published article of PMS News whole: its markdown (title, byline, summary, body, related articles) and ' +
        'its data. Name it by the url search-news or latest-news gave, or by pms and slug. Cite its url.',
      inputSchema: input,
      outputSchema: z.object({ article: articleCardSchema }),
      annotations: NEWS_TOOL,
      _meta: meta,
    },
    async (args) =>
      answeringFailures(ctx, 'get-article', async () => {
        const named = articleSlugs(args, ctx.baseUrl)
        if (typeof named === 'string') return toolError(named)
        const page = await articlePage.load(
          ctx.payload,
          { params: { pmsSlug: named.pms, articleSlug: named.slug }, search: {} },
          ctx.baseUrl,
        )
        if (!page)
          return toolError(
            `No published article at /${named.pms}/${named.slug}. Find articles with search-news or latest-news.`,
          )
        processReadTally()?.countTool(articlePath(named.pms, named.slug), readerName(ctx, server))
        const card = { article: articleCard(page) } satisfies ArticleCardData
        return newsResult(card, articleMarkdown(page, ctx.baseUrl).markdown, page.aiUse)
      }),
  )
}
