/** create-pms (scope `pms:write`): adds a PMS profile, unpublished unless told otherwise; audited. */
import type { McpServer } from '@modelcontextprotocol/server'

import type { ToolContext } from '../toolContext'
import { pmsKind } from './shared/pmsKind'
import { registerCreateTool } from './shared/recordTools'

export function registerCreatePms(server: McpServer, ctx: ToolContext): void {
  registerCreateTool(server, ctx, pmsKind, {
    name: 'create-pms',
    title: 'Create a PMS profile',
    description:
      'Adds a property management system to the directory. Check list-pmses first: a PMS exists once. Unpublished unless is_published is true.',
    audited: (pms) => `created PMS "${pms.name}"${pms.is_published ? ' (published)' : ''}`,
    message: (pms) =>
      `Created PMS ${pms.id} "${pms.name}" at ${pms.url}${pms.is_published ? '' : ' (unpublished: its hub page is not public yet)'}.`,
  })
}
