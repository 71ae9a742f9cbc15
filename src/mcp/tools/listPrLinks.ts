/** list-pr-links: the press-release links, undated first then newest, inactive ones included for a grant that may write. */
import type { McpServer } from '@modelcontextprotocol/server'
import type { Where } from 'payload'
import { z } from 'zod'

import type { PrLink } from '../../content/payload-types'
import { INVALID_CURSOR, type Keyset, nextCursorOutput, paginationInput } from '../pagination'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolError, toolOk } from '../toolResults'
import { byIdOrSlug, listPage, pageText, unknownFilterTarget } from './shared/listPage'
import { idOrSlug, READ_ONLY } from './toolInputs'
import { prLinkSchema, prLinkView } from './views/prLinkView'

// Undated links first (as PostgreSQL sorts NULLs going down), then the newest.
const NEWEST_DATE_FIRST: Keyset = { field: 'date', kind: 'date', direction: 'desc' }

export function registerListPrLinks(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'list-pr-links',
    {
      title: 'List PR links',
      description:
        'Lists press-release links (title, URL, publisher, date, PMS), undated ones first, then newest, inactive ones included when the grant may write. Filter by pms (id or slug) and active.',
      inputSchema: z.strictObject({
        pms: idOrSlug.optional().describe('PMS id or slug'),
        active: z.boolean().optional(),
        ...paginationInput,
      }),
      outputSchema: z.object({
        pr_links: z.array(prLinkSchema),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      }),
      annotations: READ_ONLY,
    },
    async ({ pms, active, cursor, limit }) =>
      answeringFailures(ctx, 'list-pr-links', async () => {
        const unknown = await unknownFilterTarget(ctx, [
          { label: 'PMS', collection: 'pmses', value: pms, finder: 'list-pmses' },
        ])
        if (unknown) return toolError(unknown)
        const conditions: Where[] = []
        if (pms !== undefined) conditions.push(byIdOrSlug('pms', pms))
        if (active !== undefined) conditions.push({ is_active: { equals: active } })
        const found = await listPage<PrLink>(
          ctx,
          'pr-links',
          conditions.length ? { and: conditions } : {},
          cursor,
          limit,
          NEWEST_DATE_FIRST,
        )
        if (!found) return toolError(INVALID_CURSOR)
        const links = found.docs.map(prLinkView)
        return toolOk(
          { pr_links: links, total: found.total, next_cursor: found.next },
          pageText(
            links.map((link) => `${link.id}\t${link.title} <${link.url}>${link.is_active ? '' : ' [inactive]'}`),
            'No PR link matches.',
            found.next,
          ),
        )
      }),
  )
}
