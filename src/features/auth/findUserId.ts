import type { Queryable } from '../../ground/db/adapter'

/** The id of the user with this id, or null when there is none (the account was deleted). */
export async function findUserId(pool: Queryable, id: number): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>(`SELECT id FROM users WHERE id = $1`, [id])
  return rows[0]?.id ?? null
}
