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

export interface Claimant {
  /** The worker's own id: only it may send what it claimed. */
  id: string
  /** How long a claim lasts unrenewed: longer than one SMTP exchange can take. */
  leaseMs: number
}

const leaseOf = (claimant: Claimant) => sql`now() + make_interval(secs => ${claimant.leaseMs / 1000})`

/** Claims up to `limit` mails that are due, of sends that are not paused, oldest first. */
export async function claimDeliveries(payload: Payload, claimant: Claimant, limit: number): Promise<ClaimedDelivery[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH claimed AS (
      UPDATE newsletter_deliveries d
      SET status = 'sending', attempts = d.attempts + 1, claimed_by = ${claimant.id}, claimed_until = ${leaseOf(claimant)}
      WHERE d.id IN (
        SELECT q.id FROM newsletter_deliveries q JOIN newsletter_runs r ON r.id = q.run_id
        WHERE r.status = 'sending'
          AND ((q.status = 'queued' AND q.due_at <= now()) OR (q.status = 'sending' AND q.claimed_until < now()))
        ORDER BY q.id
        LIMIT ${limit}
        FOR UPDATE OF q SKIP LOCKED)
      RETURNING d.id, d.run_id, d.subscriber_id, d.article_ids, d.attempts)
    SELECT c.id, c.run_id AS "runId", r.kind::text AS kind, r.issue_id AS "issueId", c.subscriber_id AS "subscriberId",
           s.email, s.status = 'confirmed' AS subscribed,
           s.digest::text AS frequency, s.digest_scope::text AS scope, c.article_ids AS "articleIds", c.attempts
    FROM claimed c JOIN newsletter_runs r ON r.id = c.run_id JOIN subscribers s ON s.id = c.subscriber_id
    ORDER BY c.id`)
  return rows as unknown as ClaimedDelivery[]
}

/**
 * Renews the claim on one mail just before it goes, and says whether it is still ours: a claim that waited in its
 * batch past its lease may have been taken by another worker, which then sends it instead.
 */
export async function renewClaim(payload: Payload, claimant: Claimant, id: number): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE newsletter_deliveries SET claimed_until = ${leaseOf(claimant)}
    WHERE id = ${id} AND status = 'sending' AND claimed_by = ${claimant.id}
    RETURNING id`)
  return rows.length > 0
}

/** Whether any mail is due (a cheap look before counting a batch against the rate). */
export async function hasDueMail(payload: Payload): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM newsletter_deliveries q JOIN newsletter_runs r ON r.id = q.run_id
      WHERE r.status = 'sending' AND ((q.status = 'queued' AND q.due_at <= now()) OR (q.status = 'sending' AND q.claimed_until < now()))) AS due`)
  return (rows[0] as { due: boolean }).due
}

export async function markSent(payload: Payload, id: number): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE newsletter_deliveries SET status = 'sent', sent_at = now(), claimed_until = NULL, error = NULL WHERE id = ${id}`)
}

/** Tried again at `retryInMs`, or failed for good when `retryInMs` is null. */
export async function markUnsent(payload: Payload, id: number, error: string, retryInMs: number | null): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE newsletter_deliveries
    SET status = ${retryInMs === null ? 'failed' : 'queued'}, error = ${error.slice(0, 1000)}, claimed_until = NULL,
        due_at = now() + make_interval(secs => ${(retryInMs ?? 0) / 1000})
    WHERE id = ${id}`)
}

export async function markSkipped(payload: Payload, id: number, reason: string): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE newsletter_deliveries SET status = 'skipped', error = ${reason}, claimed_until = NULL WHERE id = ${id}`)
}

/** The mail server refused the address for good: the mail bounced, and the subscriber gets no more mail. */
export async function markBounced(
  payload: Payload,
  delivery: Pick<ClaimedDelivery, 'id' | 'subscriberId'>,
  reason: string,
): Promise<void> {
  const why = reason.slice(0, 500)
  await drizzleOf(payload).execute(sql`
    WITH bounced AS (
      UPDATE newsletter_deliveries SET status = 'bounced', error = ${why}, claimed_until = NULL WHERE id = ${delivery.id})
    ${markSubscriberBounced(delivery.subscriberId, why)}`)
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
