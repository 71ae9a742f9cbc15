/**
 * A subscriber's life in the database: a request (new, or again), confirmation by the token from the mail, and
 * unsubscription by the token in every mail. Plain SQL rather than Payload's API where one statement must decide
 * atomically: two requests for one new address race on the unique index (ON CONFLICT settles it), and a
 * confirmation token is spent by the very UPDATE that confirms, so a link works once even when clicked twice at once.
 */
import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { resolvePayloadSecret } from '../config/database'
import { derivedKey } from '../config/derivedKey'
import { drizzleOf } from '../db/adapter'
import { env } from '../env'
import { queryInTransaction } from '../db/adapter'
import { hasChoices, type ResolvedChoices, storeChoices } from './subscriberChoices'
import type { ConsentSource } from './subscriptionRequest'
import { hashConfirmationToken, isSubscriberTokenOf, subscriberIdOf } from './tokens'

export const CONFIRMATION_MAIL_TASK = 'send-subscription-confirmation'

/** Repeated requests for a pending address send the confirmation mail again at most this often. */
const RESEND_INTERVAL = '1 hour'

let unsubscribeKeyCache: Buffer | undefined
export const unsubscribeKey = () =>
  (unsubscribeKeyCache ??= derivedKey(resolvePayloadSecret(env), 'newsletter-unsubscribe'))
let preferencesKeyCache: Buffer | undefined
/** The key of the preferences link in every mail: another purpose, so an unsubscribe link changes nothing else. */
export const preferencesKey = () =>
  (preferencesKeyCache ??= derivedKey(resolvePayloadSecret(env), 'newsletter-preferences'))

interface SubscriptionRequestRecord {
  email: string
  source: ConsentSource
  clientIp: string
  /** What the request chose (frequency, PMSes to follow), with the followed PMSes' ids. */
  choices?: ResolvedChoices
  /** The followed PMSes' slugs, for the link in a mail to a confirmed subscriber. */
  followSlugs?: string[]
}

/**
 * Records a request to subscribe, and queues the confirmation-mail job in the same transaction, saying whether a
 * mail is due: for a new address, an unsubscribed one (subscribing again needs a new confirmation), or a pending
 * one whose last mail went out over an hour ago or whose link has expired. The request's choices (how often, which
 * PMSes) are stored with it. A confirmed address changes nothing: it gets no mail, unless the request made choices
 * ("Follow" on a PMS hub), when it gets its preferences link, at most hourly, since only the address's reader may
 * change them. The job is queued in every case, so that every request does the same work and the answer's timing
 * does not tell one case from another; the caller answers them all alike.
 */
export async function recordSubscriptionRequest(
  payload: Payload,
  { email, source, clientIp, choices = {}, followSlugs = [] }: SubscriptionRequestRecord,
): Promise<void> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const inserted = await queryInTransaction<{ id: number }>(
      req,
      sql`INSERT INTO subscribers (email, status, consent_source, requested_at, requested_ip, confirmation_queued_at, updated_at, created_at)
          VALUES (${email}, 'pending', ${source}, now(), ${clientIp}, now(), now(), now())
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING id`,
    )
    let subscriberId = inserted[0]?.id
    let due = subscriberId !== undefined
    let preferencesMail = false
    if (subscriberId === undefined) {
      const [existing] = await queryInTransaction<{ id: number; status: string; due: boolean }>(
        req,
        sql`SELECT id, status::text AS status,
                   status IN ('unsubscribed', 'bounced')
                     OR confirmation_queued_at IS NULL
                     OR confirmation_queued_at <= now() - ${RESEND_INTERVAL}::interval
                     OR confirm_token_expires_at <= now() AS due
            FROM subscribers WHERE lower(email) = lower(${email}) FOR UPDATE`,
      )
      if (!existing) throw new Error('a subscriber neither inserted nor found')
      subscriberId = existing.id
      const confirmed = existing.status === 'confirmed'
      preferencesMail = confirmed && hasChoices(choices)
      due = (!confirmed || preferencesMail) && existing.due
      await queryInTransaction(
        req,
        confirmed
          ? sql`UPDATE subscribers SET confirmation_queued_at = CASE WHEN ${due} THEN now() ELSE confirmation_queued_at END WHERE id = ${existing.id}`
          : sql`UPDATE subscribers
                SET status = 'pending', consent_source = ${source}, requested_at = now(), requested_ip = ${clientIp},
                    confirmation_queued_at = CASE WHEN ${due} THEN now() ELSE confirmation_queued_at END,
                    updated_at = now()
                WHERE id = ${existing.id}`,
      )
    }
    // A confirmed subscriber's choices change only through their preferences link.
    if (!preferencesMail)
      for (const statement of storeChoices(subscriberId, choices)) await queryInTransaction(req, statement)
    await payload.jobs.queue({
      task: CONFIRMATION_MAIL_TASK,
      input: { subscriberId, send: due, ...(preferencesMail ? { follow: followSlugs.join(',') } : {}) },
      req,
    })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export type ConfirmationState = { state: 'valid'; email: string } | { state: 'expired' } | { state: 'invalid' }

/** What a confirmation link stands for, without spending it (the confirmation page shows this before its button). */
export async function lookUpConfirmation(payload: Payload, token: string): Promise<ConfirmationState> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT email, confirm_token_expires_at > now() AS live FROM subscribers
    WHERE confirm_token_hash = ${hashConfirmationToken(token)} AND status = 'pending'`)
  const row = rows[0] as { email: string; live: boolean } | undefined
  if (!row) return { state: 'invalid' }
  return row.live ? { state: 'valid', email: row.email } : { state: 'expired' }
}

/** Spends a confirmation token: the subscriber is confirmed, with the time and the client's address as evidence. */
export async function confirmSubscription(
  payload: Payload,
  token: string,
  clientIp: string,
): Promise<'confirmed' | 'expired' | 'invalid'> {
  const hash = hashConfirmationToken(token)
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE subscribers
    SET status = 'confirmed', confirmed_at = now(), confirmed_ip = ${clientIp},
        confirm_token_hash = NULL, confirm_token_expires_at = NULL, updated_at = now()
    WHERE confirm_token_hash = ${hash} AND status = 'pending' AND confirm_token_expires_at > now()
    RETURNING id`)
  if (rows.length > 0) return 'confirmed'
  const { rows: expired } = await drizzleOf(payload).execute(sql`
    SELECT 1 FROM subscribers WHERE confirm_token_hash = ${hash} AND status = 'pending'`)
  return expired.length > 0 ? 'expired' : 'invalid'
}

export interface UnsubscribeTarget {
  id: number
  email: string
  status: string
}

/** The subscriber a token made with `key` belongs to, or null for a token that is not ours. */
export async function findSubscriberByToken(
  payload: Payload,
  key: Buffer,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const id = subscriberIdOf(token)
  if (id === null) return null
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT id, email, status::text AS status FROM subscribers WHERE id = ${id}`,
  )
  const row = rows[0] as unknown as UnsubscribeTarget | undefined
  return row && isSubscriberTokenOf(key, token, row.id, row.email) ? row : null
}

/** The subscriber an unsubscribe token belongs to, or null for a token that is not ours. */
export const findUnsubscribeTarget = (payload: Payload, token: string) =>
  findSubscriberByToken(payload, unsubscribeKey(), token)

/** Unsubscribes the token's subscriber; doing it again changes nothing. False for a token that is not ours. */
export async function unsubscribeByToken(payload: Payload, token: string): Promise<boolean> {
  const target = await findUnsubscribeTarget(payload, token)
  if (!target) return false
  await drizzleOf(payload).execute(sql`
    UPDATE subscribers
    SET status = 'unsubscribed', unsubscribed_at = now(), unsubscribed_via = 'one-click',
        confirm_token_hash = NULL, confirm_token_expires_at = NULL, updated_at = now()
    WHERE id = ${target.id} AND status <> 'unsubscribed'`)
  return true
}
