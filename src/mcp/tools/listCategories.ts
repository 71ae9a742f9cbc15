/** list-categories: the article categories, for the category_id of create-article and update-article. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { INVALID_CURSOR, nextCursorOutput, paginationInput } from '../pagination'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolError, toolOk } from '../toolResults'
import { BY_NAME, listPage, pageText } from './shared/listPage'
import { READ_ONLY } from './toolInputs'

export function registerListCategories(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'list-categories',
    {
      title: 'List categories',
      description:
        'Lists the article categories (id, slug, name). Use it to find the category_id for create-article or update-article.',
      inputSchema: z.strictObject(paginationInput),
      outputSchema: z.object({
        categories: z.array(
          z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string().nullable() }),
        ),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      }),
      annotations: READ_ONLY,
    },
    async ({ cursor, limit }) =>
      answeringFailures(ctx, 'list-categories', async () => {
        const found = await listPage<{ id: number; slug?: string | null; name: string; description?: string | null }>(
          ctx,
          'categories',
          {},
          cursor,
          limit,
          BY_NAME,
        )
        if (!found) return toolError(INVALID_CURSOR)
        const categories = found.docs.map((category) => ({
          id: category.id,
          slug: category.slug ?? '',
          name: category.name,
          description: category.description ?? null,
        }))
        return toolOk(
          { categories, total: found.total, next_cursor: found.next },
          pageText(
            categories.map((category) => `${category.id}\t${category.name} (${category.slug})`),
            'No categories.',
            found.next,
          ),
        )
      }),
  )
}
