/**
 * The double opt-in's confirmation (docs/decisions/013-newsletter.md), by the hash of the token in the mail (the
 * token itself is the newsletter's, src/features/newsletter/tokens.ts). A token is spent by the very UPDATE that confirms,
 * so a link works once even when clicked twice at once; and only a pending subscriber can be confirmed, by the
 * status rule (./statusChanges.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { queueWebhookEvent } from '../webhooks/webhookMessages'
import { mayLeaveStatus, movesStatus } from './statusConditions'

/**
 * Stores the hash of a new confirmation token for a pending subscriber, valid for `ttlHours`, and answers their
 * address; null for one who confirmed or left in the meantime (they get no mail).
 */
export async function storeConfirmationToken(
  payload: Payload,
  subscriberId: number,
  tokenHash: string,
  ttlHours: number,
): Promise<string | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE subscribers
    SET confirm_token_hash = ${tokenHash}, confirm_token_expires_at = now() + make_interval(hours => ${ttlHours})
    WHERE id = ${subscriberId} AND ${mayLeaveStatus('confirmation')}
    RETURNING email`)
  return (rows[0] as { email: string } | undefined)?.email ?? null
}

export type ConfirmationState = { state: 'valid'; email: string } | { state: 'expired' } | { state: 'invalid' }

/** What a confirmation link stands for, without spending it (the confirmation page shows this before its button). */
export async function lookUpConfirmation(payload: Payload, tokenHash: string): Promise<ConfirmationState> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT email, confirm_token_expires_at > now() AS live FROM subscribers
    WHERE confirm_token_hash = ${tokenHash} AND ${mayLeaveStatus('confirmation')}`)
  const row = rows[0] as { email: string; live: boolean } | undefined
  if (!row) return { state: 'invalid' }
  return row.live ? { state: 'valid', email: row.email } : { state: 'expired' }
}

/** Spends a confirmation token: the subscriber is confirmed, with the time and the client's address as evidence. */
export async function confirmSubscriber(
  payload: Payload,
  tokenHash: string,
  clientIp: string,
): Promise<'confirmed' | 'expired' | 'invalid'> {
  // The confirmation and its webhook event commit together, or neither does: the token is spent once, so an event
  // lost beside a committed confirmation would never be queued again.
  const confirmed = await drizzleOf(payload).transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      UPDATE subscribers
      SET ${movesStatus('confirmation')}, confirmed_at = now(), confirmed_ip = ${clientIp},
          confirm_token_hash = NULL, confirm_token_expires_at = NULL, updated_at = now()
      WHERE confirm_token_hash = ${tokenHash} AND ${mayLeaveStatus('confirmation')} AND confirm_token_expires_at > now()
      RETURNING id, confirmed_at`)
    const row = rows[0] as { id: number; confirmed_at: Date | string } | undefined
    if (!row) return false
    // Who it is stays here (docs/decisions/077-webhooks.md): the endpoint hears that someone confirmed, not their address.
    const data = { id: Number(row.id), confirmed_at: new Date(row.confirmed_at).toISOString() }
    await queueWebhookEvent(tx, { event: 'subscriber.confirmed', recordKey: `subscribers:${data.id}`, data })
    return true
  })
  if (confirmed) return 'confirmed'
  const { rows: expired } = await drizzleOf(payload).execute(sql`
    SELECT 1 FROM subscribers WHERE confirm_token_hash = ${tokenHash} AND ${mayLeaveStatus('confirmation')}`)
  return expired.length > 0 ? 'expired' : 'invalid'
}
