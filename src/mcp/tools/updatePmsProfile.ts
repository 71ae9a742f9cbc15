/** update-pms-profile (scope `pms:write`): changes some fields of a PMS profile; audited with what changed. */
import type { McpServer } from '@modelcontextprotocol/server'

import type { ToolContext } from '../toolContext'
import { pmsKind } from './shared/pmsKind'
import { registerUpdateTool } from './shared/recordTools'

export function registerUpdatePmsProfile(server: McpServer, ctx: ToolContext): void {
  registerUpdateTool(server, ctx, pmsKind, {
    name: 'update-pms-profile',
    title: 'Update a PMS profile',
    description:
      'Changes some fields of a PMS profile (facts, capabilities, integrations, markdown profile); fields left out stay as they are. integrations, when given, replaces the whole list.',
  })
}
