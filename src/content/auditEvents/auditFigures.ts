/**
 * Agents' writes as the cockpit's dashboard counts them (issue 25), each figure one statement over the index on
 * `created_at`, so that the first screen stays fast at 1,000,000 audit events (`npm run bench:dashboard`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { countsPerPeriod } from '../../ground/db/countsPerPeriod'

export interface ClientWrites {
  client: string
  writes: number
  last: string
}

/** Agents' writes per day, the last `days` days (UTC). */
export const agentWritesPerDay = (payload: Payload, days = 14) =>
  countsPerPeriod(payload, { table: 'mcp_audit_events', column: 'created_at', unit: 'day', count: days })

/** Writes per agent client in the last `days` days, busiest first. */
export async function writesPerClient(payload: Payload, days = 7): Promise<ClientWrites[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT client_name AS client, count(*)::int AS writes, max(created_at) AS last
    FROM mcp_audit_events WHERE created_at >= now() - make_interval(days => ${days})
    GROUP BY client_name ORDER BY count(*) DESC LIMIT 10`)
  return rows as unknown as ClientWrites[]
}
