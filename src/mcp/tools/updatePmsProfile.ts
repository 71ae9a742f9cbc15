/** update-pms-profile (scope `pms:write`): changes some fields of a PMS profile; audited with what changed. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import type { Pmse } from '../../payload-types'
import type { ToolContext } from '../toolContext'
import { toolOk } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { comparablePms, pmsData, pmsFields } from './shared/pmsInput'
import { partialUpdate } from './shared/recordWrites'
import { recordId, WRITE } from './toolInputs'
import { pmsSchema, pmsView } from './views/pmsView'

export function registerUpdatePmsProfile(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'update-pms-profile',
    {
      title: 'Update a PMS profile',
      description: 'Changes some fields of a PMS profile (facts, capabilities, integrations, markdown profile); fields left out stay as they are. integrations, when given, replaces the whole list.',
      inputSchema: z.strictObject(pmsFields).partial().extend({ id: recordId.describe('The PMS id (list-pmses)') }),
      outputSchema: z.object({ pms: pmsSchema, changed: z.array(z.string()), message: z.string() }),
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ id: pmsId, ...changes }) =>
      inWriteTransaction(ctx, 'update-pms-profile', async (req) => {
        const data = pmsData(changes as Record<string, unknown>)
        const update = await partialUpdate<Pmse>(ctx, req, { tool: 'update-pms-profile', collection: 'pmses', id: pmsId, label: 'PMS', finder: 'list-pmses', data, comparable: comparablePms })
        if (!update.ok) return update.error
        return toolOk({ pms: pmsView(update.value, ctx.baseUrl), changed: update.changed, message: update.message }, update.message)
      }),
  )
}
