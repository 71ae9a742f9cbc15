/**
 * The webhooks' outbound queue and delivery log in one table (`webhook_deliveries`, docs/decisions/077-webhooks.md):
 * a row per message and endpoint, claimed through the one leased queue (src/ground/queue/leasedQueue.ts), tried
 * again on its schedule, and kept afterwards as the log the cockpit shows. Deliveries of one record to one endpoint go
 * in the order they were queued: a row waits while an older one of the same record and endpoint is still pending (a
 * retry in its backoff included), so a receiver never hears `article.updated` before the `article.published` it follows.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { type LeasedQueue, leasedQueue } from '../../ground/queue/leasedQueue'
import type { RetrySchedule } from '../../ground/queue/retryDelayMs'

export interface ClaimedWebhookDelivery {
  id: number
  /** Including this one. */
  attempts: number
  webhookId: number
  messageId: string
  event: string
  body: string
  url: string
  secretSealed: string
  /** The secret before the last rotation, while its grace lasts: both sign. */
  previousSecretSealed: string | null
}

/** The answer's first bytes kept in the log: enough to read an error page's title or a JSON error. */
export const ANSWER_HEAD_BYTES = 2048

/**
 * The first retry within 30 s (`firstDelayMs`, JOBS_RETRY_DELAY_MS at most 30 s), doubling up to a day; sixteen
 * tries span about three days, past the day of failures after which the endpoint is disabled anyway.
 */
const webhookRetries = (firstDelayMs: number): RetrySchedule => ({
  attempts: 16,
  firstDelayMs: Math.min(firstDelayMs, 30_000),
  longestDelayMs: 24 * 60 * 60 * 1000,
})

export function webhookDeliveryQueue(
  payload: Payload,
  { leaseMs, retryBaseMs }: { leaseMs: number; retryBaseMs: number },
): LeasedQueue<ClaimedWebhookDelivery> {
  return leasedQueue<ClaimedWebhookDelivery>(drizzleOf(payload), {
    table: 'webhook_deliveries',
    key: { id: 'id' },
    lease: { owner: 'claimed_by', until: 'claimed_until', ms: leaseMs },
    status: { column: 'state', waiting: 'pending', failed: 'failed' },
    retries: { attempts: 'attempts', dueAt: 'due_at', reason: 'last_error', schedule: webhookRetries(retryBaseMs) },
    from: sql`JOIN webhooks w ON w.id = q.webhook_id`,
    // A disabled endpoint gets nothing but its tests ("Send test" before enabling it again).
    where: sql`(w.enabled OR q.record_key LIKE 'ping:%') AND NOT EXISTS (
      SELECT 1 FROM webhook_deliveries earlier
      WHERE earlier.webhook_id = q.webhook_id AND earlier.record_key = q.record_key
        AND earlier.state = 'pending' AND earlier.id < q.id)`,
    order: sql`q.id`,
    select: sql`
      SELECT c.id, c.attempts, c.webhook_id AS "webhookId", m.message_id AS "messageId", m.event, m.body, w.url,
        w.secret_sealed AS "secretSealed",
        CASE WHEN w.previous_secret_until > now() THEN w.previous_secret_sealed END AS "previousSecretSealed"
      FROM claimed c JOIN webhook_messages m ON m.id = c.message_id JOIN webhooks w ON w.id = c.webhook_id
      ORDER BY c.id`,
  })
}

/** What one try got: the answer's status (none: no answer) and first bytes. */
export interface TryOutcome {
  status: number | null
  head: string
}

/** What marks a delivery done, with its answer; the endpoint's run of failures ends (in the same statement). */
export const delivered = (row: ClaimedWebhookDelivery, outcome: TryOutcome) => ({
  set: sql`state = 'delivered', delivered_at = now(), last_attempt_at = now(), last_error = NULL,
    last_status = ${outcome.status}, answer_head = ${outcome.head}`,
  also: sql`UPDATE webhooks SET failing_since = NULL WHERE id = ${row.webhookId} AND failing_since IS NOT NULL`,
})

/** Notes a failed try's answer on its row, before the queue schedules the next (or gives up). */
export async function noteFailedTry(payload: Payload, row: ClaimedWebhookDelivery, outcome: TryOutcome): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE webhook_deliveries SET last_attempt_at = now(), last_status = ${outcome.status}, answer_head = ${outcome.head}
    WHERE id = ${row.id}`)
}

/** Why an endpoint failing for `windowMs` was disabled, as its admins read it. */
export const failedForReason = (windowMs: number) => `failed for ${Math.round(windowMs / 3_600_000)} h`

/**
 * Counts a failure against the endpoint: its run of failures starts now if none had, and an endpoint failing for
 * longer than `windowMs` is disabled. Resolves to whether this failure disabled it.
 */
export async function countEndpointFailure(payload: Payload, webhookId: number, windowMs: number): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE webhooks SET failing_since = coalesce(failing_since, now()) WHERE id = ${webhookId}
    RETURNING failing_since < now() - make_interval(secs => ${windowMs / 1000}) AS expired`)
  const expired = (rows[0] as { expired: boolean } | undefined)?.expired === true
  return expired && disableEndpoint(payload, webhookId, failedForReason(windowMs))
}

/**
 * The enabled endpoints failing for longer than `windowMs` whose next try is not yet due (a retry a day's backoff
 * away would notice only then): their ids, for the worker's sweep to disable.
 */
export async function endpointsFailingLongerThan(payload: Payload, windowMs: number): Promise<number[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id FROM webhooks
    WHERE enabled AND failing_since < now() - make_interval(secs => ${windowMs / 1000})
    ORDER BY id LIMIT 100`)
  return (rows as Array<{ id: number }>).map((row) => Number(row.id))
}

/**
 * Disables an endpoint and gives up its pending deliveries (an admin who enables it again starts afresh, and may
 * redeliver any of them). Resolves to whether it was enabled until now: only that caller tells the admins.
 */
export async function disableEndpoint(payload: Payload, webhookId: number, reason: string): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH disabled AS (
      UPDATE webhooks SET enabled = false, disabled_reason = ${reason}, updated_at = now()
      WHERE id = ${webhookId} AND enabled RETURNING id),
    given_up AS (
      UPDATE webhook_deliveries SET state = 'failed', last_error = 'the endpoint was disabled',
        claimed_by = NULL, claimed_until = NULL
      WHERE webhook_id IN (SELECT id FROM disabled) AND state = 'pending')
    SELECT id FROM disabled`)
  return rows.length > 0
}

/** One line of an endpoint's delivery log. */
export interface WebhookLogLine {
  id: number
  messageId: string
  event: string
  state: 'pending' | 'delivered' | 'failed'
  attempts: number
  lastStatus: number | null
  lastError: string | null
  answerHead: string | null
  createdAt: string
  lastAttemptAt: string | null
}

export async function deliveryLogOf(payload: Payload, webhookId: number, limit = 50): Promise<WebhookLogLine[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT d.id::int, m.message_id AS "messageId", m.event, d.state, d.attempts, d.last_status AS "lastStatus",
      d.last_error AS "lastError", d.answer_head AS "answerHead", d.created_at AS "createdAt",
      d.last_attempt_at AS "lastAttemptAt"
    FROM webhook_deliveries d JOIN webhook_messages m ON m.id = d.message_id
    WHERE d.webhook_id = ${webhookId}
    ORDER BY d.id DESC LIMIT ${limit}`)
  return rows as unknown as WebhookLogLine[]
}

/**
 * The same message to the same endpoint once more, as a new delivery (with the message's own `webhook-id`, so a
 * receiver that took it already knows it); null when the endpoint has no such delivery.
 */
export async function redeliver(payload: Payload, webhookId: number, deliveryId: number): Promise<number | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    INSERT INTO webhook_deliveries (message_id, webhook_id, record_key)
    SELECT message_id, webhook_id, record_key FROM webhook_deliveries WHERE id = ${deliveryId} AND webhook_id = ${webhookId}
    RETURNING id::int`)
  return (rows[0] as { id: number } | undefined)?.id ?? null
}

/**
 * Messages older than `days` whose deliveries are all settled and as old leave the log, their deliveries with them
 * (the foreign key cascades).
 */
export async function pruneDeliveryLog(payload: Payload, days: number): Promise<void> {
  await drizzleOf(payload).execute(sql`
    DELETE FROM webhook_messages m
    WHERE m.created_at < now() - make_interval(days => ${days}) AND NOT EXISTS (
      SELECT 1 FROM webhook_deliveries d
      WHERE d.message_id = m.id AND (d.state = 'pending' OR d.created_at >= now() - make_interval(days => ${days})))`)
}
