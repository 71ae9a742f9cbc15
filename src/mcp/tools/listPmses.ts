/** list-pmses: the PMS profiles by name, for the pms_id an article needs. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { absolute, pmsPath } from '../../ground/paths'
import { INVALID_CURSOR, nextCursorOutput, paginationInput } from '../pagination'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolError, toolOk } from '../toolResults'
import { BY_NAME, listPage, pageText } from './shared/listPage'
import { filterText, READ_ONLY } from './toolInputs'

export function registerListPmses(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'list-pmses',
    {
      title: 'List PMS profiles',
      description:
        'Lists the property management systems (PMSes) PMS News covers, by name. Use it to find the pms_id an article needs. Filter with query (part of the name).',
      inputSchema: z.strictObject({
        query: filterText(200).optional().describe('Part of the PMS name'),
        ...paginationInput,
      }),
      outputSchema: z.object({
        pmses: z.array(
          z.object({
            id: z.number().int(),
            slug: z.string(),
            name: z.string(),
            vendor: z.string().nullable(),
            tagline: z.string().nullable(),
            is_published: z.boolean(),
            url: z.string(),
          }),
        ),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      }),
      annotations: READ_ONLY,
    },
    async ({ query, cursor, limit }) =>
      answeringFailures(ctx, 'list-pmses', async () => {
        const found = await listPage<{
          id: number
          slug?: string | null
          name: string
          vendor?: string | null
          tagline?: string | null
          is_published?: boolean | null
        }>(ctx, 'pmses', query ? { name: { like: query } } : {}, cursor, limit, BY_NAME)
        if (!found) return toolError(INVALID_CURSOR)
        const pmses = found.docs.map((pms) => ({
          id: pms.id,
          slug: pms.slug ?? '',
          name: pms.name,
          vendor: pms.vendor ?? null,
          tagline: pms.tagline ?? null,
          is_published: Boolean(pms.is_published),
          url: absolute(ctx.baseUrl, pmsPath(pms.slug ?? '')),
        }))
        return toolOk(
          { pmses, total: found.total, next_cursor: found.next },
          pageText(
            pmses.map((pms) => `${pms.id}\t${pms.name} (${pms.slug})${pms.is_published ? '' : ' [unpublished]'}`),
            'No PMS matches.',
            found.next,
          ),
        )
      }),
  )
}
