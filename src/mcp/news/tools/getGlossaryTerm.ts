/** get-glossary-term: a term of the hotel-technology glossary, as its page defines it. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { glossaryTermPage } from '../../../features/site/pages/glossaryTerm'
import { answeringFailures } from '../../toolFailures'
import { toolError } from '../../toolResults'
import { citation, NEWS_TOOL, newsResult } from '../newsResults'
import type { NewsToolContext } from '../newsToolContext'
import { slugOf } from './findPublished'
import { nameOrSlug } from './newsInputs'
import { markdownText } from './pageMarkdown'

const input = z.strictObject({ term: nameOrSlug('glossary term ("channel manager")') })

const outputSchema = z.object({
  term: z.object({
    term: z.string(),
    ...citation,
    definition: z.string(),
    body: z.string().nullable().describe('More about it, as markdown'),
    updated_at: z.string(),
    related_terms: z.array(z.object({ term: z.string(), url: z.string() })),
    related_pmses: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
})

export function registerGetGlossaryTerm(server: McpServer, ctx: NewsToolContext): void {
  server.registerTool(
    'get-glossary-term',
    {
      title: 'A glossary term',
      description:
        'Defines a hotel-technology term from the PMS News glossary (for example "channel manager", "RevPAR"), with ' +
        'related terms and PMSes. Name it by slug or as written.',
      inputSchema: input,
      outputSchema,
      annotations: NEWS_TOOL,
    },
    async (args) =>
      answeringFailures(ctx, 'get-glossary-term', async () => {
        const slug = slugOf(args.term)
        const page = slug && (await glossaryTermPage.load(ctx.payload, { params: { slug }, search: {} }, ctx.baseUrl))
        if (!page) return toolError(`No glossary term "${args.term}" on PMS News. Find it with search-news.`)
        const term = {
          term: page.term,
          url: page.url,
          markdown_url: null,
          definition: page.definition,
          body: page.body,
          updated_at: page.updatedAt,
          related_terms: page.relatedTerms,
          related_pmses: page.relatedPmses,
        }
        return newsResult({ term }, markdownText(glossaryTermPage.markdown(page, ctx.baseUrl)), ctx.siteAiUse)
      }),
  )
}
