/** delete-pr-link (scope `pr-links:write`): deletes a PR link for good; the audit keeps what it was. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import type { PrLink } from '../../payload-types'
import { recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { findOwn } from './shared/recordWrites'
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
      inWriteTransaction(ctx, 'delete-pr-link', async (req) => {
        const before = await findOwn<PrLink>(ctx, 'pr-links', linkId, req)
        if (!before)
          return toolError(`No PR link has id ${linkId} (it may be deleted already). List them with list-pr-links.`)
        await ctx.payload.delete({ collection: 'pr-links', id: linkId, user: ctx.user, overrideAccess: false, req })
        const link = prLinkView(before)
        await recordAudit(
          ctx,
          req,
          'delete-pr-link',
          { collection: 'pr-links', id: linkId },
          `deleted PR link "${link.title}" <${link.url}>`,
        )
        const message = `Deleted PR link ${linkId} "${link.title}".`
        return toolOk({ deleted: link, message }, message)
      }),
  )
}
