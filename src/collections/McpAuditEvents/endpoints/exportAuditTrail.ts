/**
 * GET /cms-api/mcp-audit-events/export (staff): the agent audit trail as CSV, oldest first, streamed in pages:
 * when, agent, account, tool, item and what changed. `?since=YYYY-MM-DD` limits it to entries from that day on.
 */
import type { Endpoint } from 'payload'

import { lackingRole } from '../../../content/access/roleAnswer'
import { roleOf } from '../../../content/access/roles'
import { auditTrailAfter } from '../../../content/auditEvents/auditTrail'
import { csvDownload } from '../../../ground/lib/csv'

const PAGE = 1000
const HEADER = [
  'time',
  'agent',
  'agent_id',
  'approved_by',
  'tool',
  'item_type',
  'item_id',
  'what_changed',
  'changed_fields',
]

export const exportAuditTrail: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (roleOf(req.user) === null)
      return Response.json(
        { errors: [{ message: 'Sign in to the cockpit to export the audit trail.' }] },
        { status: 401, headers: { 'Cache-Control': 'no-store' } },
      )
    const lacking = lackingRole(req, 'edit_all_content')
    if (lacking) return lacking
    const sinceParam = new URL(req.url ?? 'http://x').searchParams.get('since')
    const since =
      sinceParam && /^\d{4}-\d{2}-\d{2}$/.test(sinceParam) && !Number.isNaN(Date.parse(sinceParam)) ? sinceParam : null
    if (sinceParam !== null && since === null)
      return Response.json(
        { errors: [{ message: '"since" must be a date: YYYY-MM-DD.' }] },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    return csvDownload(
      `pmsnews-agent-audit-${new Date().toISOString().slice(0, 10)}.csv`,
      HEADER,
      async (after) => {
        const rows = await auditTrailAfter(req.payload, after, since, PAGE)
        return rows.map((row) => ({
          id: row.id,
          fields: [
            new Date(row.created_at).toISOString(),
            row.client_name,
            row.client_id,
            row.account,
            row.tool,
            row.target_collection,
            row.target_id,
            row.summary,
            row.fields,
          ],
        }))
      },
      PAGE,
    )
  },
}
