/** update-pr-link (scope `pr-links:write`): changes some fields of a PR link; audited with what changed. */
import type { McpServer } from '@modelcontextprotocol/server'

import type { ToolContext } from '../toolContext'
import { prLinkKind } from './shared/prLinkKind'
import { registerUpdateTool } from './shared/recordTools'

export function registerUpdatePrLink(server: McpServer, ctx: ToolContext): void {
  registerUpdateTool(server, ctx, prLinkKind, {
    name: 'update-pr-link',
    title: 'Update a PR link',
    description:
      'Changes some fields of a PR link; fields left out stay as they are. Set is_active false to hide it without deleting it.',
  })
}
