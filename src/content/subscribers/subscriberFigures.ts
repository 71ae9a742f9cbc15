/** The subscribers as the cockpit's dashboard counts them (issue 25). */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

/** How many subscribers have confirmed their address. */
export async function confirmedSubscriberCount(payload: Payload): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT count(*)::int AS confirmed FROM subscribers WHERE status = 'confirmed'`,
  )
  return (rows[0] as { confirmed: number } | undefined)?.confirmed ?? 0
}
