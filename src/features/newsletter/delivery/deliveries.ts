/**
 * The delivery records (`newsletter_deliveries`, docs/decisions/036-newsletter-delivery.md): one per mail of a send
 * (a digest or an issue) and subscriber, unique on the pair, so a mail is queued once however often a send is
 * started. A record is claimed by one statement before its mail goes (`FOR UPDATE SKIP LOCKED`), with a lease;
 * a claim whose lease ran out belonged to a worker that died mid-send and is taken again.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { markSubscriberBounced } from '../../../content/subscribers/deliveryStatements'
import { drizzleOf } from '../../../ground/db/adapter'
import { mailRetries } from '../../../ground/mail/mailRetries'
import { type LeasedQueue, leasedQueue } from '../../../ground/queue/leasedQueue'

export interface ClaimedDelivery {
  id: number
  runId: number
  kind: 'digest' | 'issue'
  issueId: number | null
  subscriberId: number
  email: string
  /** Still confirmed now; otherwise the mail is skipped. */
  subscribed: boolean
  frequency: 'daily' | 'weekly'
  scope: 'all' | 'followed'
  articleIds: number[]
  /** Including this one. */
  attempts: number
}

/**
 * One worker's hold on the mails to send (src/ground/queue/leasedQueue.ts): due mails of sends that are not paused,
 * oldest first, each claim lasting `leaseMs` unrenewed — longer than one SMTP exchange can take. A claim that waited
 * in its batch past its lease may be taken by another worker, which then sends it instead. A refused mail is tried
 * again as every mail is (src/ground/mail/mailRetries.ts), the waits from `retryBaseMs`.
 */
export function deliveryQueue(
  payload: Payload,
  { leaseMs, retryBaseMs }: { leaseMs: number; retryBaseMs: number },
): LeasedQueue<ClaimedDelivery> {
  return leasedQueue<ClaimedDelivery>(drizzleOf(payload), {
    table: 'newsletter_deliveries',
    key: { id: 'id' },
    lease: { owner: 'claimed_by', until: 'claimed_until', ms: leaseMs },
    status: { column: 'status', waiting: 'queued', working: 'sending', failed: 'failed' },
    retries: { attempts: 'attempts', dueAt: 'due_at', reason: 'error', schedule: mailRetries(retryBaseMs) },
    from: sql`JOIN newsletter_runs r ON r.id = q.run_id`,
    where: sql`r.status = 'sending'`,
    order: sql`q.id`,
    select: sql`
      SELECT c.id, c.run_id AS "runId", r.kind::text AS kind, r.issue_id AS "issueId", c.subscriber_id AS "subscriberId",
             s.email, s.status = 'confirmed' AS subscribed,
             s.digest::text AS frequency, s.digest_scope::text AS scope, c.article_ids AS "articleIds", c.attempts
      FROM claimed c JOIN newsletter_runs r ON r.id = c.run_id JOIN subscribers s ON s.id = c.subscriber_id
      ORDER BY c.id`,
  })
}

/** What marks a mail sent. */
export const SENT = sql`status = 'sent', sent_at = now(), error = NULL`

/** What marks a mail not sent, and why (the subscriber left, or there was nothing to say). */
export const skipped = (reason: string) => sql`status = 'skipped', error = ${reason}`

/** The mail server refused the address for good: the mail bounced, and the subscriber gets no more mail. */
export async function markBounced(
  queue: LeasedQueue<ClaimedDelivery>,
  delivery: ClaimedDelivery,
  reason: string,
): Promise<void> {
  const why = reason.slice(0, 500)
  await queue.finish(
    delivery,
    sql`status = 'bounced', error = ${why}`,
    markSubscriberBounced(delivery.subscriberId, why),
  )
}

/**
 * Writes each send's counts from its records, finishes a send with nothing left to do (and marks its issue sent),
 * for the sends given.
 */
export async function refreshRuns(payload: Payload, runIds: number[]): Promise<void> {
  if (runIds.length === 0) return
  const ids = sql.raw(`ARRAY[${runIds.map((id) => Math.trunc(id)).join(',')}]::int[]`)
  await drizzleOf(payload).execute(sql`
    WITH counts AS (
      SELECT r.id,
             count(d.id) FILTER (WHERE d.status IN ('queued', 'sending'))::int AS queued,
             count(d.id) FILTER (WHERE d.status = 'sent')::int AS sent,
             count(d.id) FILTER (WHERE d.status = 'failed')::int AS failed,
             count(d.id) FILTER (WHERE d.status = 'bounced')::int AS bounced,
             count(d.id) FILTER (WHERE d.status = 'skipped')::int AS skipped
      FROM newsletter_runs r LEFT JOIN newsletter_deliveries d ON d.run_id = r.id
      WHERE r.id = ANY(${ids})
      GROUP BY r.id),
    runs AS (
      UPDATE newsletter_runs r
      SET queued = c.queued, sent = c.sent, failed = c.failed, bounced = c.bounced, skipped = c.skipped,
          status = CASE WHEN c.queued = 0 THEN 'done' ELSE r.status END,
          finished_at = CASE WHEN c.queued = 0 THEN coalesce(r.finished_at, now()) ELSE NULL END,
          updated_at = now()
      FROM counts c WHERE r.id = c.id
      RETURNING r.id, r.issue_id, r.status)
    UPDATE newsletter_issues i SET status = 'sent', updated_at = now()
    FROM runs WHERE runs.issue_id = i.id AND runs.status = 'done' AND i.status <> 'sent'`)
}

/**
 * Sends still marked as sending with nothing left to send: their last count was lost (the database went away between
 * a batch's last mail and its count). refreshRuns finishes them.
 */
export async function unfinishedRunIds(payload: Payload): Promise<number[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT r.id FROM newsletter_runs r
    WHERE r.status = 'sending'
      AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.run_id = r.id AND d.status IN ('queued', 'sending'))`)
  return (rows as Array<{ id: number }>).map((row) => row.id)
}

/** Pauses a send (mails already handed to the mail server finish) or resumes it. False when it is done or unknown. */
export async function setRunPaused(payload: Payload, runId: number, paused: boolean): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE newsletter_runs SET status = ${paused ? 'paused' : 'sending'}, updated_at = now()
    WHERE id = ${runId} AND status = ${paused ? 'sending' : 'paused'}
    RETURNING id`)
  return rows.length > 0
}

export interface DeliveryFailure {
  email: string
  status: 'failed' | 'bounced' | 'queued'
  attempts: number
  error: string
}

/** The send's mails that failed or bounced, and those waiting to be tried again, with their reasons. */
export async function failuresOf(payload: Payload, runId: number, limit = 100): Promise<DeliveryFailure[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT s.email, d.status, d.attempts, d.error FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id
    WHERE d.run_id = ${runId} AND d.error IS NOT NULL AND d.status IN ('failed', 'bounced', 'queued')
    ORDER BY d.id LIMIT ${limit}`)
  return rows as unknown as DeliveryFailure[]
}
