/**
 * Who follows each of our actors (`federation_followers`, owned here): kept when a Follow is accepted, dropped on its
 * Undo, and read whole when an activity goes out to an actor's followers — as Fedify's recipients, so that sending
 * needs no fetch of anyone's actor document.
 */
import type { Recipient } from '@fedify/vocab'

import type { Queryable } from '../../ground/db/adapter'

export interface Follower {
  /** The remote actor's id. */
  follower: string
  inbox: string
  sharedInbox: string | null
  /** The id of the Follow it sent: its Undo names it. */
  followActivity: string
}

export function followersStore(pool: Queryable) {
  return {
    async add(actor: string, { follower, inbox, sharedInbox, followActivity }: Follower): Promise<void> {
      await pool.query(
        `INSERT INTO federation_followers (actor, follower, inbox, shared_inbox, follow_activity)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (actor, follower) DO UPDATE
           SET inbox = excluded.inbox, shared_inbox = excluded.shared_inbox, follow_activity = excluded.follow_activity`,
        [actor, follower, inbox, sharedInbox, followActivity],
      )
    },

    /** Drops the follow `followActivity` named, if `follower` sent it; whether one was dropped. */
    async removeFollow(follower: string, followActivity: string): Promise<boolean> {
      const { rowCount } = await pool.query(
        `DELETE FROM federation_followers WHERE follower = $1 AND follow_activity = $2`,
        [follower, followActivity],
      )
      return (rowCount ?? 0) > 0
    },

    /** Drops `follower` from `actor`'s followers (an Undo that names the actor rather than its Follow). */
    async remove(actor: string, follower: string): Promise<boolean> {
      const { rowCount } = await pool.query(`DELETE FROM federation_followers WHERE actor = $1 AND follower = $2`, [
        actor,
        follower,
      ])
      return (rowCount ?? 0) > 0
    },

    async recipientsOf(actor: string): Promise<Recipient[]> {
      const { rows } = await pool.query<{ follower: string; inbox: string; shared_inbox: string | null }>(
        `SELECT follower, inbox, shared_inbox FROM federation_followers WHERE actor = $1 ORDER BY created_at, follower`,
        [actor],
      )
      return rows.map((row) => ({
        id: new URL(row.follower),
        inboxId: new URL(row.inbox),
        endpoints: { sharedInbox: row.shared_inbox ? new URL(row.shared_inbox) : null },
      }))
    },

    async countOf(actor: string): Promise<number> {
      const { rows } = await pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM federation_followers WHERE actor = $1`,
        [actor],
      )
      return rows[0]!.count
    },
  }
}

/** Followers of one of our actors, for the cockpit's dashboard. */
export interface FollowerCount {
  actor: string
  followers: number
}

/** The actors with the most followers (at most `limit`), and everyone's total: people and the servers they are on. */
export async function followerFigures(
  pool: Queryable,
  limit = 5,
): Promise<{ total: number; servers: number; actors: FollowerCount[] }> {
  const { rows } = await pool.query(
    `SELECT (SELECT count(DISTINCT follower)::int FROM federation_followers) AS total,
       (SELECT count(DISTINCT coalesce(shared_inbox, inbox))::int FROM federation_followers) AS servers,
       coalesce((SELECT json_agg(top) FROM (
         SELECT actor, count(*)::int AS followers FROM federation_followers
         GROUP BY actor ORDER BY count(*) DESC, actor LIMIT $1) top), '[]') AS actors`,
    [limit],
  )
  return rows[0] as { total: number; servers: number; actors: FollowerCount[] }
}
