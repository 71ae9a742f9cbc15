/** latest-news: the newest published articles, of one PMS, category or tag (or several), as the site's lists show them. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { loadLatestArticles } from '../../../content/articles/articleSummaries'
import { escapeInline, link } from '../../../ground/markdown/blocks'
import { answeringFailures } from '../../toolFailures'
import { toolError } from '../../toolResults'
import { NEWS_TOOL, newsResult } from '../newsResults'
import type { NewsToolContext } from '../newsToolContext'
import { articleListItem, articleListItemSchema } from './articleCard'
import { category, publicTag, publishedPms } from './findPublished'
import { nameOrSlug } from './newsInputs'

const MAX_ARTICLES = 50

const input = z.strictObject({
  pms: nameOrSlug('PMS').optional(),
  category: nameOrSlug('category').optional(),
  tag: nameOrSlug('tag').optional(),
  limit: z.number().int().min(1).max(MAX_ARTICLES).default(10).describe(`How many, newest first (1–${MAX_ARTICLES})`),
})

export function registerLatestNews(server: McpServer, ctx: NewsToolContext): void {
  server.registerTool(
    'latest-news',
    {
      title: 'Latest news',
      description:
        'The newest published articles of PMS News, newest first: all of them, or those about one PMS, in one ' +
        'category or with one tag (list-tags), or several of these at once. Each names its url to cite and to read ' +
        'whole with get-article.',
      inputSchema: input,
      outputSchema: z.object({ articles: z.array(articleListItemSchema) }),
      annotations: NEWS_TOOL,
    },
    async (args) =>
      answeringFailures(ctx, 'latest-news', async () => {
        const pms = args.pms === undefined ? undefined : await publishedPms(ctx.payload, args.pms)
        if (pms === null) return toolError(`No PMS "${args.pms}" on PMS News. Find one with search-news.`)
        const found = args.category === undefined ? undefined : await category(ctx.payload, args.category)
        if (found === null) return toolError(`No category "${args.category}" on PMS News.`)
        const tag = args.tag === undefined ? undefined : await publicTag(ctx.payload, args.tag)
        if (tag === null) return toolError(`No tag "${args.tag}" on PMS News. Find one with list-tags.`)
        const articles = (
          await loadLatestArticles(
            ctx.payload,
            { pms: pms?.id, category: found?.id, tag: tag?.id },
            ctx.baseUrl,
            args.limit,
          )
        ).map(articleListItem)
        const about = [pms && `about ${pms.name}`, found && `in ${found.name}`, tag && `tagged ${tag.name}`]
          .filter(Boolean)
          .join(' ')
        const text =
          articles.length === 0
            ? `No published articles ${about || 'yet'}.`
            : [
                `# Latest news${about ? ` ${about}` : ''}`,
                '',
                ...articles.map(
                  (article) =>
                    `- ${link(article.title, article.url)} (${article.pms.name}${article.published_at ? `, ${article.published_at.slice(0, 10)}` : ''})${article.excerpt ? `: ${escapeInline(article.excerpt)}` : ''}`,
                ),
              ].join('\n')
        return newsResult({ articles }, text, ctx.siteAiUse)
      }),
  )
}
