/**
 * A batched limit's settle in PostgreSQL (batchedCounter.ts): every key's points added in one statement on the
 * `rate_limits` table, in the rows and the fixed windows rate-limiter-flexible keeps there (`{prefix}:{key}`, `points`,
 * `expire` in ms since the epoch), so that the exact limiters and this one read each other's counts.
 */
import type { Queryable } from '../db/adapter'
import type { SettleStore } from './batchedCounter'

// Rows locked in key order, as every instance sends them: two settles never wait on each other in a circle.
const ADD = `
  INSERT INTO rate_limits AS counter (key, points, expire)
  SELECT key, points, $3::bigint FROM unnest($1::text[], $2::int[]) AS batch(key, points) ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN counter.expire <= $4 THEN EXCLUDED.points ELSE counter.points + EXCLUDED.points END,
    expire = CASE WHEN counter.expire <= $4 THEN EXCLUDED.expire ELSE counter.expire END
  RETURNING key, points, expire`

export function settleInPostgres(pool: Queryable, prefix: string): SettleStore {
  return {
    async add(points, windowMs) {
      const keys = [...points.keys()]
      const now = Date.now()
      const { rows } = await pool.query<{ key: string; points: number; expire: string | null }>(ADD, [
        keys.map((key) => `${prefix}:${key}`),
        keys.map((key) => points.get(key)),
        now + windowMs,
        now,
      ])
      return new Map(
        rows.map((row) => [
          row.key.slice(prefix.length + 1),
          { count: row.points, windowEnds: row.expire === null ? Infinity : Number(row.expire) },
        ]),
      )
    },
  }
}
