/**
 * The agent audit trail as its CSV export reads it (src/collections/McpAuditEvents/endpoints/exportAuditTrail.ts): entries in id
 * order, a page at a time, each with the account that approved the agent.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface AuditTrailEntry {
  id: number
  created_at: string
  client_name: string
  client_id: string
  /** The approving account's email, when one is known. */
  account: string | null
  tool: string
  target_collection: string
  target_id: string
  summary: string
  /** The changed fields' names, space-separated. */
  fields: string | null
}

/** Up to `limit` entries after id `after`, from the day `since` (YYYY-MM-DD) on when given. */
export async function auditTrailAfter(
  payload: Payload,
  after: number,
  since: string | null,
  limit: number,
): Promise<AuditTrailEntry[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT e.id, e.created_at, e.client_name, e.client_id, u.email AS account, e.tool, e.target_collection, e.target_id, e.summary,
           (SELECT string_agg(change->>'field', ' ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e.changes) = 'array' THEN e.changes ELSE '[]'::jsonb END) AS change) AS fields
    FROM mcp_audit_events e LEFT JOIN users u ON u.id = e.account_id
    WHERE e.id > ${after} ${since ? sql`AND e.created_at >= ${since}::date` : sql``}
    ORDER BY e.id LIMIT ${limit}`)
  return rows as unknown as AuditTrailEntry[]
}
