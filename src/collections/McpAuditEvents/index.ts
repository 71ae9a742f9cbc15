import { exportAuditTrail } from './endpoints/exportAuditTrail'
import { logCollection } from '../logCollection'

/**
 * The MCP audit trail (docs/decisions/015-mcp-server.md): one record per write an agent made through the MCP
 * server, with the tool, the agent (client), the account whose grant it used, the target and what changed. Written
 * only by the server; read by staff in the cockpit.
 */
export const McpAuditEvents = logCollection(
  'mcp-audit-events',
  { singular: 'Agent change', plural: 'Agent audit trail' },
  {
    group: 'Agents',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'client_name', 'account', 'tool', 'target_collection', 'target_id', 'summary'],
    description:
      'Every change agents made through the MCP server, under whose approval, and what it changed. Filter by agent, account, item or date.',
    components: { beforeListTable: ['/src/cockpit/audit/ExportAuditTrailLink#ExportAuditTrailLink'] },
  },
  [
    {
      name: 'changed_item',
      type: 'ui',
      admin: { components: { Field: '/src/cockpit/audit/AuditChanges#AuditChanges' } },
    },
    { name: 'tool', label: 'Tool', type: 'text', required: true, index: true },
    { name: 'client_name', label: 'Agent', type: 'text', required: true },
    { name: 'client_id', label: 'Agent id', type: 'text', required: true, index: true },
    {
      name: 'verified_agent',
      label: 'Signed by',
      type: 'text',
      admin: {
        description: 'The host of the agent whose Web Bot Auth signature on the request verified; empty: unsigned.',
      },
    },
    // Not required: the trail outlives a deleted account (the reference then becomes empty).
    { name: 'account', label: 'Approved by', type: 'relationship', relationTo: 'users', index: true },
    { name: 'target_collection', label: 'Item type', type: 'text', required: true },
    { name: 'target_id', label: 'Item id', type: 'text', required: true, index: true },
    { name: 'summary', label: 'What changed', type: 'textarea', required: true },
    // Each changed field with its value before and after (src/mcp/audit.ts); shown as a diff above.
    { name: 'changes', type: 'json', admin: { hidden: true } },
  ],
  [exportAuditTrail],
)
