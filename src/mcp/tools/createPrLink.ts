/** create-pr-link (scope `pr-links:write`): adds a press-release link to a PMS's hub page; audited. */
import type { McpServer } from '@modelcontextprotocol/server'

import type { ToolContext } from '../toolContext'
import { prLinkKind } from './shared/prLinkKind'
import { registerCreateTool } from './shared/recordTools'

export function registerCreatePrLink(server: McpServer, ctx: ToolContext): void {
  registerCreateTool(server, ctx, prLinkKind, {
    name: 'create-pr-link',
    title: 'Create a PR link',
    description:
      'Adds a link to a press release or vendor announcement about a PMS (shown on its hub page under Press).',
    audited: (link) => `created PR link "${link.title}" <${link.url}>`,
    message: (link) => `Created PR link ${link.id} "${link.title}".`,
  })
}
