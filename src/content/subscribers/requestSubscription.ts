/**
 * A request to subscribe, recorded (docs/decisions/013-newsletter.md). Plain SQL rather than Payload's API where one
 * statement must decide atomically: two requests for one new address race on the unique index of lower(email), and
 * ON CONFLICT settles it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { queryInTransaction } from '../../ground/db/adapter'
import { mayChangeStatus, STATUS_CHANGES, type SubscriberStatus } from './statusChanges'
import { mayLeaveStatus, movesStatus } from './statusConditions'
import { storeChoices } from './subscriberChoices'
import { hasChoices, parseSubscriberInput, type SubscriberInput, subscriberInputSchema } from './subscriberInput'
import { writeSubscriber } from './subscriberWrite'

/** Repeated requests for a pending address send the confirmation mail again at most this often. */
const RESEND_INTERVAL = '1 hour'

export interface RecordedRequest {
  subscriberId: number
  /** Whether the request calls for a mail now (see requestSubscription). */
  mailDue: boolean
  /**
   * The address is confirmed and the request made choices ("Follow" on a PMS hub): its mail is the preferences
   * link, and the choices are not stored, since only the address's reader may change them, by that link.
   */
  preferencesMail: boolean
}

/**
 * Records a request to subscribe and says whether a mail is due: for a new address, an unsubscribed or bounced one
 * (subscribing again needs a new confirmation: the status rule, ./statusChanges.ts), or a pending one whose last
 * mail went out over an hour ago or whose link has expired. The request's choices (how often, which PMSes) are
 * stored with it. A confirmed address stays as it is and gets no mail, unless the request made choices, when it gets
 * its preferences link, at most hourly. `inSameTransaction` runs in the request's transaction (the newsletter queues
 * its mail job there), so that the request and its mail are recorded together or not at all.
 */
export async function requestSubscription(
  payload: Payload,
  input: SubscriberInput,
  inSameTransaction: (req: PayloadRequest, recorded: RecordedRequest) => Promise<void>,
): Promise<RecordedRequest> {
  const { email, source, requestedIp, ...choices } = parseSubscriberInput(subscriberInputSchema, input)
  return writeSubscriber(payload, 'a request to subscribe', async (req) => {
    const inserted = await queryInTransaction<{ id: number }>(
      req,
      sql`INSERT INTO subscribers (email, status, consent_source, requested_at, requested_ip, confirmation_queued_at, updated_at, created_at)
          VALUES (${email}, ${sql.raw(`'${STATUS_CHANGES.request.to}'`)}, ${source}, now(), ${requestedIp}, now(), now(), now())
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING id`,
    )
    let recorded: RecordedRequest
    if (inserted[0]) {
      recorded = { subscriberId: inserted[0].id, mailDue: true, preferencesMail: false }
    } else {
      const [existing] = await queryInTransaction<{ id: number; status: SubscriberStatus; due: boolean }>(
        req,
        sql`SELECT id, status::text AS status,
                   status IN ('unsubscribed', 'bounced')
                     OR confirmation_queued_at IS NULL
                     OR confirmation_queued_at <= now() - ${RESEND_INTERVAL}::interval
                     OR confirm_token_expires_at <= now() AS due
            FROM subscribers WHERE lower(email) = lower(${email}) FOR UPDATE`,
      )
      if (!existing) throw new Error('a subscriber neither inserted nor found')
      const staysConfirmed = !mayChangeStatus('request', existing.status, STATUS_CHANGES.request.to)
      const preferencesMail = staysConfirmed && hasChoices(choices)
      const mailDue = (!staysConfirmed || preferencesMail) && existing.due
      recorded = { subscriberId: existing.id, mailDue, preferencesMail }
      await queryInTransaction(
        req,
        staysConfirmed
          ? sql`UPDATE subscribers SET confirmation_queued_at = CASE WHEN ${mailDue} THEN now() ELSE confirmation_queued_at END WHERE id = ${existing.id}`
          : sql`UPDATE subscribers
                SET ${movesStatus('request')}, consent_source = ${source}, requested_at = now(), requested_ip = ${requestedIp},
                    confirmation_queued_at = CASE WHEN ${mailDue} THEN now() ELSE confirmation_queued_at END,
                    updated_at = now()
                WHERE id = ${existing.id} AND ${mayLeaveStatus('request')}`,
      )
    }
    if (!recorded.preferencesMail)
      for (const statement of storeChoices(recorded.subscriberId, choices)) await queryInTransaction(req, statement)
    await inSameTransaction(req, recorded)
    return recorded
  })
}
