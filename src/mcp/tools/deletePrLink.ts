/** delete-pr-link (scope `pr-links:write`): deletes a PR link for good; the audit keeps what it was. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { deletePrLink } from '../../content/prLinks/prLinkWrite'
import { recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { inEntityWrite } from '../writeTransaction'
import { recordId } from './toolInputs'
import { prLinkSchema, prLinkView } from './views/prLinkView'

export function registerDeletePrLink(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'delete-pr-link',
    {
      title: 'Delete a PR link',
      description:
        'Deletes a PR link for good. To hide it but keep it, use update-pr-link with is_active false instead.',
      inputSchema: z.strictObject({ id: recordId.describe('The PR link id (list-pr-links)') }),
      outputSchema: z.object({ deleted: prLinkSchema, message: z.string() }),
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ id: linkId }) =>
      inEntityWrite(ctx, 'delete-pr-link', async (req, writer) => {
        const deleted = await deletePrLink(req, writer, linkId, (before) => {
          const link = prLinkView(before)
          return recordAudit(
            ctx,
            req,
            'delete-pr-link',
            { collection: 'pr-links', id: linkId },
            `deleted PR link "${link.title}" <${link.url}>`,
          )
        })
        if (!deleted)
          return toolError(`No PR link has id ${linkId} (it may be deleted already). List them with list-pr-links.`)
        const link = prLinkView(deleted)
        const message = `Deleted PR link ${linkId} "${link.title}".`
        return toolOk({ deleted: link, message }, message)
      }),
  )
}
