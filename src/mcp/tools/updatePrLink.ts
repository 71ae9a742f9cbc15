/** update-pr-link (scope `pr-links:write`): changes some fields of a PR link; audited with what changed. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import type { PrLink } from '../../payload-types'
import type { ToolContext } from '../toolContext'
import { toolOk } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { prLinkData, prLinkFields, prLinkReferences } from './shared/prLinkInput'
import { partialUpdate } from './shared/recordWrites'
import { recordId, WRITE } from './toolInputs'
import { prLinkSchema, prLinkView } from './views/prLinkView'

export function registerUpdatePrLink(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'update-pr-link',
    {
      title: 'Update a PR link',
      description: 'Changes some fields of a PR link; fields left out stay as they are. Set is_active false to hide it without deleting it.',
      inputSchema: z.strictObject(prLinkFields).partial().extend({ id: recordId.describe('The PR link id (list-pr-links)') }),
      outputSchema: z.object({ pr_link: prLinkSchema, changed: z.array(z.string()), message: z.string() }),
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ id: linkId, ...changes }) =>
      inWriteTransaction(ctx, 'update-pr-link', async (req) => {
        const data = prLinkData(changes as Record<string, unknown>)
        const references = prLinkReferences(changes as { pms_id?: number; article_id?: number | null })
        const update = await partialUpdate<PrLink>(ctx, req, { tool: 'update-pr-link', collection: 'pr-links', id: linkId, label: 'PR link', finder: 'list-pr-links', data, references })
        if (!update.ok) return update.error
        return toolOk({ pr_link: prLinkView(update.value), changed: update.changed, message: update.message }, update.message)
      }),
  )
}
