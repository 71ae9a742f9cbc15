import { logCollection } from './logCollection'

/**
 * The MCP audit trail (docs/decisions/015-mcp-server.md): one record per write an agent made through the MCP
 * server, with the tool, the agent (client), the account whose grant it used, the target and what changed. Written
 * only by the server; read by staff in the cockpit.
 */
export const McpAuditEvents = logCollection(
  'mcp-audit-events',
  { singular: 'MCP audit event', plural: 'MCP audit trail' },
  {
    group: 'Agents',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'tool', 'client_name', 'account', 'target_collection', 'target_id', 'summary'],
    description: 'Every change agents made through the MCP server, and under whose grant.',
  },
  [
    { name: 'tool', type: 'text', required: true, index: true },
    { name: 'client_name', type: 'text', required: true },
    { name: 'client_id', type: 'text', required: true, index: true },
    // Not required: the trail outlives a deleted account (the reference then becomes empty).
    { name: 'account', type: 'relationship', relationTo: 'users', index: true },
    { name: 'target_collection', type: 'text', required: true },
    { name: 'target_id', type: 'text', required: true, index: true },
    { name: 'summary', type: 'textarea', required: true },
  ],
)
