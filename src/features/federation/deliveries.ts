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

export interface Claimant {
  /** The worker's own id: only it may mark what it claimed. */
  id: string
  /** How long a claim lasts unrenewed: longer than one delivery can take. */
  leaseMs: number
}

const leaseOf = (claimant: Claimant) => sql`now() + make_interval(secs => ${claimant.leaseMs / 1000})`

/** Claims up to `limit` deliveries that are due (or whose claim ran out), oldest first. */
export async function claimDeliveries(payload: Payload, claimant: Claimant, limit: number): Promise<ClaimedDelivery[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH claimed AS (
      UPDATE federation_deliveries d
      SET attempts = d.attempts + 1, claimed_by = ${claimant.id}, claimed_until = ${leaseOf(claimant)}
      WHERE (d.activity_id, d.inbox) IN (
        SELECT q.activity_id, q.inbox FROM federation_deliveries q
        WHERE q.state = 'pending' AND q.due_at <= now() AND (q.claimed_until IS NULL OR q.claimed_until < now())
        ORDER BY q.due_at, q.created_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING d.activity_id, d.inbox, d.attempts)
    SELECT c.activity_id AS "activityId", c.inbox, a.actor, a.document, c.attempts
    FROM claimed c JOIN federation_activities a ON a.id = c.activity_id
    ORDER BY a.published_at, c.inbox`)
  return rows as unknown as ClaimedDelivery[]
}

/** Whether any delivery is due (a cheap look before claiming). */
export async function hasDueDelivery(payload: Payload): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT EXISTS (SELECT 1 FROM federation_deliveries
      WHERE state = 'pending' AND due_at <= now() AND (claimed_until IS NULL OR claimed_until < now())) AS due`)
  return (rows[0] as { due: boolean }).due
}

const ours = (claimant: Claimant, delivery: ClaimedDelivery) =>
  sql`activity_id = ${delivery.activityId} AND inbox = ${delivery.inbox} AND claimed_by = ${claimant.id}`

/** Renews the claim just before sending, and says whether it is still ours (another worker may have taken it). */
export async function renewClaim(payload: Payload, claimant: Claimant, delivery: ClaimedDelivery): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE federation_deliveries SET claimed_until = ${leaseOf(claimant)}
    WHERE ${ours(claimant, delivery)} AND state = 'pending' RETURNING inbox`)
  return rows.length > 0
}

export async function markDelivered(payload: Payload, claimant: Claimant, delivery: ClaimedDelivery): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE federation_deliveries
    SET state = 'delivered', delivered_at = now(), claimed_by = NULL, claimed_until = NULL, last_error = NULL
    WHERE ${ours(claimant, delivery)}`)
}

/** A failed attempt: tried again after `retryMs`, or given up (`retryMs` null) with the reason kept. */
export async function markFailed(
  payload: Payload,
  claimant: Claimant,
  delivery: ClaimedDelivery,
  reason: string,
  retryMs: number | null,
): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE federation_deliveries
    SET state = ${retryMs === null ? 'failed' : 'pending'},
      due_at = ${retryMs === null ? sql`due_at` : sql`now() + make_interval(secs => ${retryMs / 1000})`},
      claimed_by = NULL, claimed_until = NULL, last_error = ${reason.slice(0, 1000)}
    WHERE ${ours(claimant, delivery)}`)
}

/** Hands back what a stopping worker claimed and did not send, at once rather than when its lease runs out. */
export async function releaseClaims(payload: Payload, claimant: Claimant): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE federation_deliveries SET claimed_by = NULL, claimed_until = NULL, attempts = greatest(attempts - 1, 0)
    WHERE claimed_by = ${claimant.id} AND state = 'pending'`)
}

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
