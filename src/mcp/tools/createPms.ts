/** create-pms (scope `pms:write`): adds a PMS profile, unpublished unless told otherwise; audited. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolOk } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { pmsData, pmsFields } from './shared/pmsInput'
import { createRecord } from './shared/recordWrites'
import { WRITE } from './toolInputs'
import { pmsSchema, pmsView } from './views/pmsView'

export function registerCreatePms(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'create-pms',
    {
      title: 'Create a PMS profile',
      description: 'Adds a property management system to the directory. Check list-pmses first: a PMS exists once. Unpublished unless is_published is true.',
      inputSchema: z.strictObject(pmsFields),
      outputSchema: z.object({ pms: pmsSchema, message: z.string() }),
      annotations: WRITE,
    },
    async (input) =>
      inWriteTransaction(ctx, 'create-pms', async (req) => {
        const created = await createRecord(ctx, req, 'pmses', pmsData(input))
        if (!created.ok) return created.error
        const pms = pmsView(created.value, ctx.baseUrl)
        await recordAudit(ctx, req, 'create-pms', { collection: 'pmses', id: pms.id }, `created PMS "${pms.name}"${pms.is_published ? ' (published)' : ''}`)
        const message = `Created PMS ${pms.id} "${pms.name}" at ${pms.url}${pms.is_published ? '' : ' (unpublished: its hub page is not public yet)'}.`
        return toolOk({ pms, message }, message)
      }),
  )
}
