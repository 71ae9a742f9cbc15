/**
 * list-tags: the public tags (docs/decisions/070-tags.md), A to Z, each with its page, its feeds and how many published
 * articles carry it; latest-news takes one as `tag`.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { publicTagsAToZ } from '../../../content/tags/publicTags'
import { escapeInline, link } from '../../../ground/markdown/blocks'
import { absolute, listFeedPath, tagPath } from '../../../ground/paths'
import { answeringFailures } from '../../toolFailures'
import { NEWS_TOOL, newsResult } from '../newsResults'
import type { NewsToolContext } from '../newsToolContext'

const tagSchema = z.object({
  name: z.string(),
  slug: z.string().describe('Give it as latest-news `tag`'),
  description: z.string().nullable(),
  articles: z.number().int().describe('How many published articles carry it'),
  url: z.string().describe("The tag's page: cite it"),
  rss_url: z.string(),
  json_feed_url: z.string(),
})

export function registerListTags(server: McpServer, ctx: NewsToolContext): void {
  server.registerTool(
    'list-tags',
    {
      title: 'List tags',
      description:
        'The topics articles of PMS News are tagged with, A to Z, each with how many published articles carry it, its ' +
        'page and its RSS and JSON feeds. Pass a slug as the tag of latest-news for its newest articles.',
      inputSchema: z.strictObject({}),
      outputSchema: z.object({ tags: z.array(tagSchema) }),
      annotations: NEWS_TOOL,
    },
    async () =>
      answeringFailures(ctx, 'list-tags', async () => {
        const tags = (await publicTagsAToZ(ctx.payload)).map((tag) => ({
          name: tag.name,
          slug: tag.slug,
          description: tag.description,
          articles: tag.articles,
          url: absolute(ctx.baseUrl, tagPath(tag.slug)),
          rss_url: absolute(ctx.baseUrl, listFeedPath({ kind: 'tag', slug: tag.slug }, 'rss')),
          json_feed_url: absolute(ctx.baseUrl, listFeedPath({ kind: 'tag', slug: tag.slug }, 'json')),
        }))
        const text =
          tags.length === 0
            ? 'No tags yet.'
            : [
                '# Tags',
                '',
                ...tags.map(
                  (tag) =>
                    `- ${link(tag.name, tag.url)} (\`${tag.slug}\`, ${tag.articles} ${tag.articles === 1 ? 'article' : 'articles'})${tag.description ? `: ${escapeInline(tag.description)}` : ''}`,
                ),
              ].join('\n')
        return newsResult({ tags }, text, ctx.siteAiUse)
      }),
  )
}
