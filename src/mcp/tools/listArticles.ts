/**
 * list-articles: articles newest change first, filtered by PMS, category, state and words; drafts included for a
 * grant that may write, the public articles only for a read-only one (../readerOf.ts).
 */
import type { McpServer } from '@modelcontextprotocol/server'
import type { Where } from 'payload'
import { z } from 'zod'

import type { Article } from '../../content/payload-types'
import { INVALID_CURSOR, type Keyset, nextCursorOutput, paginationInput } from '../pagination'
import { readerOf } from '../readerOf'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolError, toolOk } from '../toolResults'
import { byIdOrSlug, listPage, pageText, unknownFilterTarget } from './shared/listPage'
import { filterText, idOrSlug, READ_ONLY } from './toolInputs'
import { articleSummary, articleSummarySchema } from './views/articleViews'

const NEWEST_CHANGE_FIRST: Keyset = { field: 'updatedAt', kind: 'date', direction: 'desc' }

export function registerListArticles(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'list-articles',
    {
      title: 'List articles',
      description:
        'Lists articles, newest change first, drafts included when the grant may write (else the published ones). Filter by pms (id or slug), category (id or slug), state ' +
        '(published, scheduled, draft, or any) and query (words in the title or excerpt). Returns ids for get-article and update-article.',
      inputSchema: z.strictObject({
        pms: idOrSlug.optional().describe('PMS id or slug'),
        category: idOrSlug.optional().describe('Category id or slug'),
        state: z.enum(['published', 'scheduled', 'draft', 'any']).default('any'),
        query: filterText(200).optional().describe('Words in the title or excerpt'),
        ...paginationInput,
      }),
      outputSchema: z.object({
        articles: z.array(articleSummarySchema),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      }),
      annotations: READ_ONLY,
    },
    async ({ pms, category, state, query, cursor, limit }) =>
      answeringFailures(ctx, 'list-articles', async () => {
        const unknown = await unknownFilterTarget(ctx, [
          { label: 'PMS', collection: 'pmses', value: pms, finder: 'list-pmses' },
          { label: 'category', collection: 'categories', value: category, finder: 'list-categories' },
        ])
        if (unknown) return toolError(unknown)
        if ((state === 'draft' || state === 'scheduled') && readerOf(ctx) === undefined)
          return toolError(
            `This grant may only read, and reads what the site publishes: ask for articles:write to see ${state} articles.`,
          )
        const conditions: Where[] = []
        if (pms !== undefined) conditions.push(byIdOrSlug('pms', pms))
        if (category !== undefined) conditions.push(byIdOrSlug('category', category))
        if (state === 'published') conditions.push({ is_published: { equals: true } })
        if (state === 'scheduled') conditions.push({ scheduled: { equals: true } })
        if (state === 'draft')
          conditions.push({ is_published: { not_equals: true } }, { scheduled: { not_equals: true } })
        if (query) conditions.push({ or: [{ title: { like: query } }, { excerpt: { like: query } }] })
        const found = await listPage<Article>(
          ctx,
          'articles',
          conditions.length ? { and: conditions } : {},
          cursor,
          limit,
          NEWEST_CHANGE_FIRST,
          1,
        )
        if (!found) return toolError(INVALID_CURSOR)
        const articles = found.docs.map((article) => articleSummary(article, ctx.baseUrl))
        return toolOk(
          { articles, total: found.total, next_cursor: found.next },
          pageText(
            articles.map((article) => `${article.id}\t[${article.state}] ${article.title}`),
            'No article matches.',
            found.next,
          ),
        )
      }),
  )
}
