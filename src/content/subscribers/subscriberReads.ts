/** The reads of one subscriber the newsletter's links and mails need, and the cockpit's export of the confirmed. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

export interface SubscriberIdentity {
  id: number
  email: string
  status: string
}

/** The subscriber with this id (whose address a link's token is checked against), or null. */
export async function subscriberById(payload: Payload, id: number): Promise<SubscriberIdentity | null> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT id, email, status::text AS status FROM subscribers WHERE id = ${id}`,
  )
  return (rows[0] as unknown as SubscriberIdentity | undefined) ?? null
}

/** The address of a confirmed subscriber, or null for anyone else. */
export async function confirmedSubscriberEmail(payload: Payload, id: number): Promise<string | null> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT email FROM subscribers WHERE id = ${id} AND status = 'confirmed'`,
  )
  return (rows[0] as { email: string } | undefined)?.email ?? null
}

/** A confirmed subscriber with the consent evidence the cockpit's CSV export carries. */
export interface ConsentRecord {
  id: number
  email: string
  confirmed_at: string | null
  confirmed_ip: string | null
  consent_source: string | null
  requested_at: string | null
  requested_ip: string | null
}

/** Up to `limit` confirmed subscribers with ids above `afterId`, by id: one page of a streamed export. */
export async function confirmedSubscribersAfter(
  payload: Payload,
  afterId: number,
  limit: number,
): Promise<ConsentRecord[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id, email, confirmed_at, confirmed_ip, consent_source::text AS consent_source, requested_at, requested_ip
    FROM subscribers WHERE status = 'confirmed' AND id > ${afterId} ORDER BY id LIMIT ${limit}`)
  return rows as unknown as ConsentRecord[]
}
