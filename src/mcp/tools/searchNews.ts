/**
 * search-news on the editorial server: the site's search (src/features/search/: ranking, spelling correction, snippets), so
 * that an agent finds what it is about to write twice. A grant that may write searches drafts and scheduled articles
 * too, and articles only; a read-only grant searches what the public finds (../readerOf.ts).
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import type { Article } from '../../content/payload-types'
import { searchContent } from '../../features/search/searchContent'
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, parseSearchQuery } from '../../features/search/searchQuery'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../features/search/searchSnippets'
import { readerOf } from '../readerOf'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolError, toolOk } from '../toolResults'
import { named } from './shared/listPage'
import { day, filterText, idOrSlug, READ_ONLY } from './toolInputs'

const PAGE_SIZE = 10
const STATES = ['published', 'scheduled', 'draft'] as const

const stateOf = (article: Pick<Article, 'is_published' | 'scheduled'>): (typeof STATES)[number] =>
  article.is_published ? 'published' : article.scheduled ? 'scheduled' : 'draft'

/** The id of the PMS or category a filter names, as this grant sees it, or null when there is none. */
async function idOf(ctx: ToolContext, collection: 'pmses' | 'categories' | 'tags', value: number | string) {
  const { docs } = await ctx.payload.find({
    collection,
    where: typeof value === 'number' ? { id: { equals: value } } : { slug: { equals: value } },
    limit: 1,
    depth: 0,
    select: {},
    user: readerOf(ctx),
    overrideAccess: false,
  })
  return docs[0]?.id ?? null
}

export function registerSearchNews(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'search-news',
    {
      title: 'Search',
      description:
        "Searches with the site's own search, best match first, ten to a page: drafts and scheduled articles included " +
        'when the grant may write (articles only), else what the public finds (articles, PMS profiles, comparisons, ' +
        'glossary terms). Use it before create-article to find an article on the same story. Filter by pms, ' +
        'category, tag (id or slug) and since/until (YYYY-MM-DD).',
      inputSchema: z.strictObject({
        query: filterText(MAX_QUERY_LENGTH).pipe(z.string().trim().min(MIN_QUERY_LENGTH)),
        pms: idOrSlug.optional().describe('PMS id or slug'),
        category: idOrSlug.optional().describe('Category id or slug'),
        tag: idOrSlug.optional().describe('Tag id or slug (list-tags)'),
        since: day.optional(),
        until: day.optional(),
        page: z.number().int().min(1).max(50).default(1),
      }),
      outputSchema: z.object({
        total: z.number().int(),
        corrected_to: z.string().nullable(),
        results: z.array(
          z.object({
            type: z.enum(['article', 'pms', 'comparison', 'glossary-term']),
            id: z.number().int(),
            title: z.string(),
            state: z.enum(STATES).nullable().describe("An article's state; null for other kinds"),
            date: z.string().nullable().describe("An article's publication, or a draft's last change"),
            snippet: z.string().describe('Text around the matching words, which are in **bold**'),
          }),
        ),
      }),
      annotations: READ_ONLY,
    },
    async ({ query, pms, category, tag, since, until, page }) =>
      answeringFailures(ctx, 'search-news', async () => {
        if (since && until && since > until) return toolError(`since (${since}) is after until (${until}).`)
        const pmsId = pms === undefined ? undefined : await idOf(ctx, 'pmses', pms)
        if (pmsId === null) return toolError(`No PMS has ${named(pms!)}; find it with list-pmses.`)
        const categoryId = category === undefined ? undefined : await idOf(ctx, 'categories', category)
        if (categoryId === null) return toolError(`No category has ${named(category!)}; find it with list-categories.`)
        const tagId = tag === undefined ? undefined : await idOf(ctx, 'tags', tag)
        if (tagId === null) return toolError(`No tag has ${named(tag!)}; find it with list-tags.`)
        const drafts = readerOf(ctx) !== undefined
        const searched = await searchContent(ctx.payload, parseSearchQuery(query), page, PAGE_SIZE, {
          pmsId,
          categoryId,
          tagId,
          since,
          until,
          drafts,
        })
        const articleIds = searched.hits.filter((hit) => hit.type === 'article').map((hit) => hit.id)
        const states = new Map<number, (typeof STATES)[number]>()
        if (articleIds.length > 0) {
          const { docs } = await ctx.payload.find({
            collection: 'articles',
            where: { id: { in: articleIds } },
            limit: articleIds.length,
            depth: 0,
            select: { is_published: true, scheduled: true },
            user: readerOf(ctx),
            overrideAccess: false,
          })
          for (const doc of docs) states.set(doc.id, stateOf(doc))
        }
        const results = searched.hits.map((hit) => ({
          type: hit.type,
          id: hit.id,
          title: hit.title,
          state: hit.type === 'article' ? (states.get(hit.id) ?? null) : null,
          date: hit.date,
          snippet: hit.snippet.replaceAll(HIGHLIGHT_START, '**').replaceAll(HIGHLIGHT_END, '**'),
        }))
        const lines = results.map(
          (result) =>
            `${result.type} ${result.id}\t${result.state ? `[${result.state}] ` : ''}${result.title}: ${result.snippet}`,
        )
        return toolOk(
          { total: searched.total, corrected_to: searched.correction, results },
          lines.length
            ? `${searched.total} match${searched.total === 1 ? '' : 'es'}${searched.correction ? ` for "${searched.correction}"` : ''}:\n${lines.join('\n')}`
            : 'Nothing matches.',
        )
      }),
  )
}
