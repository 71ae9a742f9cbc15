/**
 * search-news: the site's own search (src/features/search/: its ranking, its spelling correction, its snippets) over
 * published articles, PMS profiles, comparisons and glossary terms; narrowed by PMS, category, tag or dates, it searches
 * articles only.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { escapeInline, link } from '../../../ground/markdown/blocks'
import { absolute } from '../../../ground/paths'
import { searchContent } from '../../../features/search/searchContent'
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, parseSearchQuery } from '../../../features/search/searchQuery'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../../features/search/searchSnippets'
import { answeringFailures } from '../../toolFailures'
import { toolError } from '../../toolResults'
import { day, filterText } from '../../tools/toolInputs'
import { citation, NEWS_TOOL, newsResult } from '../newsResults'
import type { NewsToolContext } from '../newsToolContext'
import { category, publicTag, publishedPms } from './findPublished'
import { nameOrSlug } from './newsInputs'

const PAGE_SIZE = 10
const MAX_PAGE = 50

const input = z.strictObject({
  query: filterText(MAX_QUERY_LENGTH)
    .pipe(z.string().trim().min(MIN_QUERY_LENGTH))
    .describe('Words to look for; "quotes", or and -word work as in a search engine; misspellings are corrected'),
  pms: nameOrSlug('PMS the articles are about').optional(),
  category: nameOrSlug('category of the articles').optional(),
  tag: nameOrSlug('tag of the articles (list-tags)').optional(),
  since: day.optional().describe('Articles published on or after this day (YYYY-MM-DD)'),
  until: day.optional().describe('Articles published on or before this day (YYYY-MM-DD)'),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
})

const resultSchema = z.object({
  type: z.enum(['article', 'pms', 'comparison', 'glossary-term']),
  title: z.string(),
  ...citation,
  date: z.string().nullable().describe("An article's publication, a PMS's latest story, a comparison's last review"),
  snippet: z.string().describe('Text around the matching words, which are in **bold**'),
})

const outputSchema = z.object({
  query: z.string(),
  corrected_to: z.string().nullable().describe('The words searched instead, when the query as typed matched nothing'),
  total: z.number().int(),
  more: z.boolean().describe('More articles matched than were ranked: total is a lower bound'),
  page: z.number().int(),
  total_pages: z.number().int(),
  results: z.array(resultSchema),
})

const boldMatches = (snippet: string) => snippet.replaceAll(HIGHLIGHT_START, '**').replaceAll(HIGHLIGHT_END, '**')

export function registerSearchNews(server: McpServer, ctx: NewsToolContext): void {
  server.registerTool(
    'search-news',
    {
      title: 'Search the news',
      description:
        'Searches PMS News (hotel property management systems): articles, PMS profiles, comparisons and glossary ' +
        'terms, best match first, ten to a page. Narrow to articles about a PMS, in a category, with a tag or between days. ' +
        'Read an article whole with get-article; cite each result by its url.',
      inputSchema: input,
      outputSchema,
      annotations: NEWS_TOOL,
    },
    async (args) =>
      answeringFailures(ctx, 'search-news', async () => {
        if (args.since && args.until && args.since > args.until)
          return toolError(`since (${args.since}) is after until (${args.until}).`)
        const pms = args.pms === undefined ? undefined : await publishedPms(ctx.payload, args.pms)
        if (pms === null) return toolError(`No PMS "${args.pms}" on PMS News. Search without it to find its name.`)
        const found = args.category === undefined ? undefined : await category(ctx.payload, args.category)
        if (found === null) return toolError(`No category "${args.category}" on PMS News.`)
        const tag = args.tag === undefined ? undefined : await publicTag(ctx.payload, args.tag)
        if (tag === null) return toolError(`No tag "${args.tag}" on PMS News. Find one with list-tags.`)
        const query = parseSearchQuery(args.query)
        const searched = await searchContent(ctx.payload, query, args.page, PAGE_SIZE, {
          pmsId: pms?.id,
          categoryId: found?.id,
          tagId: tag?.id,
          since: args.since,
          until: args.until,
        })
        const results = searched.hits.map((hit) => {
          const url = absolute(ctx.baseUrl, hit.path)
          return {
            type: hit.type,
            title: hit.title,
            url,
            markdown_url: hit.type === 'article' ? `${url}.md` : null,
            date: hit.date,
            snippet: boldMatches(hit.snippet),
          }
        })
        const structured = {
          query: query.text,
          corrected_to: searched.correction,
          total: searched.total,
          more: searched.more,
          page: args.page,
          total_pages: Math.max(1, Math.ceil(searched.total / PAGE_SIZE)),
          results,
        }
        return newsResult(structured, searchText(structured), ctx.siteAiUse)
      }),
  )
}

function searchText({ query, corrected_to, total, more, page, total_pages, results }: z.infer<typeof outputSchema>) {
  if (results.length === 0)
    return total === 0
      ? `Nothing on PMS News matches "${query}".`
      : `Page ${page} is past the last page (${total_pages}).`
  const heading = `${more ? 'More than ' : ''}${total} result${total === 1 ? '' : 's'} for "${corrected_to ?? query}"${corrected_to ? ` (nothing matched "${query}")` : ''}, page ${page} of ${total_pages}`
  return [
    `# ${escapeInline(heading)}`,
    '',
    ...results.map(
      (result) =>
        `- ${link(result.title, result.url)} (${result.type}${result.date ? `, ${result.date.slice(0, 10)}` : ''}): ${result.snippet}`,
    ),
  ].join('\n')
}
