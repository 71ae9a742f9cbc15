/**
 * delete-pr-link (scope `pr-links:write`): moves a PR link to the trash, where it waits TRASH_KEEP_DAYS, restorable by
 * an editor in the cockpit, before it is purged (docs/decisions/066-trash.md); the audit keeps what it was.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { trashPrLink } from '../../content/prLinks/prLinkWrite'
import { env } from '../../ground/env'
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
      description: `Deletes a PR link: it goes to the trash, where an editor can restore it in the cockpit for ${env.TRASH_KEEP_DAYS} days before it is deleted for good. To hide it but keep it, use update-pr-link with is_active false instead.`,
      inputSchema: z.strictObject({ id: recordId.describe('The PR link id (list-pr-links)') }),
      outputSchema: z.object({ deleted: prLinkSchema, message: z.string() }),
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ id: linkId }) =>
      inEntityWrite(ctx, 'delete-pr-link', async (req, writer) => {
        const deleted = await trashPrLink(req, writer, linkId, (before) => {
          const link = prLinkView(before)
          return recordAudit(
            ctx,
            req,
            'delete-pr-link',
            { collection: 'pr-links', id: linkId },
            `moved PR link "${link.title}" <${link.url}> to the trash`,
          )
        })
        if (!deleted)
          return toolError(
            `No PR link has id ${linkId} (it may be deleted already: in the trash, an editor can restore it in the cockpit). List them with list-pr-links.`,
          )
        const link = prLinkView(deleted)
        const message = `Deleted PR link ${linkId} "${link.title}": it is in the trash for ${env.TRASH_KEEP_DAYS} days, where an editor can restore it in the cockpit; then it is deleted for good.`
        return toolOk({ deleted: link, message }, message)
      }),
  )
}
