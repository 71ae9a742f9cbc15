/** list-tags: the tags (docs/decisions/070-tags.md), for the `tags` of create-article and update-article. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { INVALID_CURSOR, nextCursorOutput, paginationInput } from '../pagination'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolError, toolOk } from '../toolResults'
import { BY_NAME, listPage, pageText } from './shared/listPage'
import { READ_ONLY } from './toolInputs'

export function registerListTags(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'list-tags',
    {
      title: 'List tags',
      description:
        "Lists the tags (id, slug, name, description) A to Z. Give a tag's slug or name in the tags of create-article or update-article; a grant that may only read sees the public tags (those a published article carries).",
      inputSchema: z.strictObject(paginationInput),
      outputSchema: z.object({
        tags: z.array(
          z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string().nullable() }),
        ),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      }),
      annotations: READ_ONLY,
    },
    async ({ cursor, limit }) =>
      answeringFailures(ctx, 'list-tags', async () => {
        const found = await listPage<{ id: number; slug?: string | null; name: string; description?: string | null }>(
          ctx,
          'tags',
          {},
          cursor,
          limit,
          BY_NAME,
        )
        if (!found) return toolError(INVALID_CURSOR)
        const tags = found.docs.map((tag) => ({
          id: tag.id,
          slug: tag.slug ?? '',
          name: tag.name,
          description: tag.description ?? null,
        }))
        return toolOk(
          { tags, total: found.total, next_cursor: found.next },
          pageText(
            tags.map((tag) => `${tag.id}\t${tag.name} (${tag.slug})`),
            'No tags.',
            found.next,
          ),
        )
      }),
  )
}
