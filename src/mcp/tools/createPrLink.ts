/** create-pr-link (scope `pr-links:write`): adds a press-release link to a PMS's hub page; audited. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { recordAudit } from '../audit'
import { missingReference } from '../references'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { prLinkData, prLinkFields, prLinkReferences } from './shared/prLinkInput'
import { createRecord } from './shared/recordWrites'
import { WRITE } from './toolInputs'
import { prLinkSchema, prLinkView } from './views/prLinkView'

export function registerCreatePrLink(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'create-pr-link',
    {
      title: 'Create a PR link',
      description: 'Adds a link to a press release or vendor announcement about a PMS (shown on its hub page under Press).',
      inputSchema: z.strictObject(prLinkFields),
      outputSchema: z.object({ pr_link: prLinkSchema, message: z.string() }),
      annotations: WRITE,
    },
    async (input) =>
      inWriteTransaction(ctx, 'create-pr-link', async (req) => {
        const missing = await missingReference(ctx, prLinkReferences(input), req)
        if (missing) return toolError(missing)
        const created = await createRecord(ctx, req, 'pr-links', prLinkData(input))
        if (!created.ok) return created.error
        const link = prLinkView(created.value)
        await recordAudit(ctx, req, 'create-pr-link', { collection: 'pr-links', id: link.id }, `created PR link "${link.title}" <${link.url}>`)
        const message = `Created PR link ${link.id} "${link.title}".`
        return toolOk({ pr_link: link, message }, message)
      }),
  )
}
