/**
 * The social web's outbound queue (`federation_deliveries`, owned here; docs/decisions/044-federation.md): one row
 * per activity and inbox, unique on the pair, so an activity reaches each inbox once however often it is queued. A
 * server's followers share one delivery when it has a shared inbox. A row is claimed by one statement before it is
 * sent (`FOR UPDATE SKIP LOCKED`), with a lease; a claim whose lease ran out belonged to a worker that died mid-send
 * and is taken again, so an inbox that was being sent to at that moment may get the activity twice — with the same
 * id, which servers take once (ActivityPub's idempotency; Mastodon keeps the ids it has processed).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { type LeasedQueue, leasedQueue } from '../../ground/queue/leasedQueue'
import type { RetrySchedule } from '../../ground/queue/retryDelayMs'

type Executor = Pick<ReturnType<typeof drizzleOf>, 'execute'>

/** Queues `activityId` for the inboxes of `actors`' followers, one per shared inbox; how many were queued. */
export async function queueDeliveries(tx: Executor, activityId: string, actors: string[]): Promise<number> {
  const { rows } = await tx.execute(sql`
    INSERT INTO federation_deliveries (activity_id, inbox)
    SELECT DISTINCT ${activityId}, coalesce(shared_inbox, inbox) FROM federation_followers
    WHERE actor = ANY(${sql.param(actors)}::text[])
    ON CONFLICT (activity_id, inbox) DO NOTHING
    RETURNING inbox`)
  return rows.length
}

/** Queues `activityId` for one inbox (an answer to one actor: the Accept of its Follow). */
export async function queueDeliveryTo(tx: Executor, activityId: string, inbox: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO federation_deliveries (activity_id, inbox) VALUES (${activityId}, ${inbox})
    ON CONFLICT (activity_id, inbox) DO NOTHING`)
}

export interface ClaimedDelivery {
  activityId: string
  inbox: string
  actor: string
  document: Record<string, unknown>
  /** Including this one. */
  attempts: number
}

/**
 * How a delivery that failed is tried again: the wait doubling from `baseMs` (JOBS_RETRY_DELAY_MS), at most 12 hours,
 * twelve attempts in all before it is given up.
 */
export const deliveryRetries = (baseMs: number): RetrySchedule => ({
  attempts: 12,
  firstDelayMs: baseMs,
  longestDelayMs: 12 * 60 * 60 * 1000,
})

/**
 * One worker's hold on the queue (src/ground/queue/leasedQueue.ts): due deliveries (or those whose claim ran out),
 * oldest first, each claim lasting `leaseMs` unrenewed — longer than one delivery can take.
 */
export function deliveryQueue(
  payload: Payload,
  { leaseMs, retryBaseMs }: { leaseMs: number; retryBaseMs: number },
): LeasedQueue<ClaimedDelivery> {
  return leasedQueue<ClaimedDelivery>(drizzleOf(payload), {
    table: 'federation_deliveries',
    key: { activity_id: 'activityId', inbox: 'inbox' },
    lease: { owner: 'claimed_by', until: 'claimed_until', ms: leaseMs },
    status: { column: 'state', waiting: 'pending', failed: 'failed' },
    retries: { attempts: 'attempts', dueAt: 'due_at', reason: 'last_error', schedule: deliveryRetries(retryBaseMs) },
    order: sql`q.due_at, q.created_at`,
    select: sql`
      SELECT c.activity_id AS "activityId", c.inbox, a.actor, a.document, c.attempts
      FROM claimed c JOIN federation_activities a ON a.id = c.activity_id
      ORDER BY a.published_at, c.inbox`,
  })
}

/** What marks a delivery done. */
export const DELIVERED = sql`state = 'delivered', delivered_at = now(), last_error = NULL`

/** Deliveries of the last seven days by how they stand, for the cockpit's dashboard. */
export interface DeliveryFigures {
  delivered: number
  pending: number
  failed: number
}

export async function deliveryFigures(payload: Payload): Promise<DeliveryFigures> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT count(*) FILTER (WHERE state = 'delivered')::int AS delivered,
      count(*) FILTER (WHERE state = 'pending')::int AS pending,
      count(*) FILTER (WHERE state = 'failed')::int AS failed
    FROM federation_deliveries WHERE created_at >= now() - interval '7 days'`)
  return rows[0] as unknown as DeliveryFigures
}
