/** get-pms-profile: a PMS's profile page: its facts, capabilities, integrations, latest articles, comparisons, press. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { pmsPage } from '../../../features/site/pages/pms'
import { answeringFailures } from '../../toolFailures'
import { toolError } from '../../toolResults'
import { citation, NEWS_TOOL, newsResult } from '../newsResults'
import type { NewsToolContext } from '../newsToolContext'
import { articleListItem, articleListItemSchema } from './articleCard'
import { slugOf } from './findPublished'
import { nameOrSlug } from './newsInputs'
import { markdownText } from './pageMarkdown'

const input = z.strictObject({ pms: nameOrSlug('PMS') })

const pmsProfileSchema = z.object({
  name: z.string(),
  slug: z.string(),
  ...citation,
  tagline: z.string().nullable(),
  profile: z.string().nullable().describe('The profile, as markdown'),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  capabilities: z.array(z.object({ label: z.string(), available: z.boolean() })),
  integrations: z.array(z.string()),
  updated_at: z.string(),
  latest_articles: z.array(articleListItemSchema),
  comparisons: z.array(z.object({ title: z.string(), url: z.string() })),
  press: z.array(
    z.object({ title: z.string(), url: z.string(), publisher: z.string().nullable(), date: z.string().nullable() }),
  ),
})

export function registerGetPmsProfile(server: McpServer, ctx: NewsToolContext): void {
  server.registerTool(
    'get-pms-profile',
    {
      title: 'A PMS profile',
      description:
        "A hotel property management system's profile on PMS News: vendor, deployment, segments, pricing, " +
        'capabilities, integrations, its latest articles, the comparisons it is in and press coverage. Name it by ' +
        'slug or name ("Oracle OPERA Cloud").',
      inputSchema: input,
      outputSchema: z.object({ pms: pmsProfileSchema }),
      annotations: NEWS_TOOL,
    },
    async (args) =>
      answeringFailures(ctx, 'get-pms-profile', async () => {
        const slug = slugOf(args.pms)
        const page = slug && (await pmsPage.load(ctx.payload, { params: { pmsSlug: slug }, search: {} }, ctx.baseUrl))
        if (!page) return toolError(`No PMS "${args.pms}" on PMS News. Find it with search-news.`)
        const pms = {
          name: page.name,
          slug: page.slug,
          url: page.url,
          markdown_url: null,
          tagline: page.tagline,
          profile: page.profile,
          facts: page.facts,
          capabilities: page.capabilities,
          integrations: page.integrations,
          updated_at: page.updatedAt,
          latest_articles: page.articles.articles.map(articleListItem),
          comparisons: page.comparisons,
          press: page.prLinks,
        }
        return newsResult({ pms }, markdownText(pmsPage.markdown(page, ctx.baseUrl)), ctx.siteAiUse)
      }),
  )
}
