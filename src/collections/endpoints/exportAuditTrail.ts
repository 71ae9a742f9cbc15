/**
 * GET /cms-api/mcp-audit-events/export (staff): the agent audit trail as CSV, oldest first, streamed in pages:
 * when, agent, account, tool, item and what changed. `?since=YYYY-MM-DD` limits it to entries from that day on.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Endpoint } from 'payload'

import { roleOf } from '../../access/roles'
import { drizzleOf } from '../../db/adapter'
import { csvDownload } from '../../lib/csv'

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

interface AuditRow {
  id: number
  created_at: string
  client_name: string
  client_id: string
  account: string | null
  tool: string
  target_collection: string
  target_id: string
  summary: string
  fields: string | null
}

export const exportAuditTrail: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (roleOf(req.user) === null)
      return Response.json(
        { errors: [{ message: 'Sign in to the cockpit to export the audit trail.' }] },
        { status: 401, headers: { 'Cache-Control': 'no-store' } },
      )
    const sinceParam = new URL(req.url ?? 'http://x').searchParams.get('since')
    const since =
      sinceParam && /^\d{4}-\d{2}-\d{2}$/.test(sinceParam) && !Number.isNaN(Date.parse(sinceParam)) ? sinceParam : null
    if (sinceParam !== null && since === null)
      return Response.json(
        { errors: [{ message: '"since" must be a date: YYYY-MM-DD.' }] },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    const db = drizzleOf(req.payload)
    return csvDownload(
      `pmsnews-agent-audit-${new Date().toISOString().slice(0, 10)}.csv`,
      HEADER,
      async (after) => {
        const { rows } = await db.execute(sql`
        SELECT e.id, e.created_at, e.client_name, e.client_id, u.email AS account, e.tool, e.target_collection, e.target_id, e.summary,
               (SELECT string_agg(change->>'field', ' ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e.changes) = 'array' THEN e.changes ELSE '[]'::jsonb END) AS change) AS fields
        FROM mcp_audit_events e LEFT JOIN users u ON u.id = e.account_id
        WHERE e.id > ${after} ${since ? sql`AND e.created_at >= ${since}::date` : sql``}
        ORDER BY e.id LIMIT ${PAGE}`)
        return (rows as unknown as AuditRow[]).map((row) => ({
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
