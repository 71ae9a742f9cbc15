/** `staff_recovery_codes`: keyed hashes of a person's recovery codes, each spent once. */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'

/** Replaces a person's codes, used or not, with these hashes. */
export async function replaceRecoveryCodes(req: PayloadRequest, userId: number, hashes: string[]): Promise<void> {
  await queryInRequest(req, sql`DELETE FROM staff_recovery_codes WHERE user_id = ${userId}`)
  for (const hash of hashes)
    await queryInRequest(req, sql`INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES (${userId}, ${hash})`)
}

export async function unusedRecoveryCodes(
  req: PayloadRequest,
  userId: number,
): Promise<Array<{ id: number; hash: string }>> {
  const rows = await queryInRequest<{ id: number; code_hash: string }>(
    req,
    sql`SELECT id, code_hash FROM staff_recovery_codes WHERE user_id = ${userId} AND used_at IS NULL ORDER BY id`,
  )
  return rows.map((row) => ({ id: Number(row.id), hash: row.code_hash }))
}

/** Spends one code; false when another request spent it first. */
export async function spendRecoveryCode(req: PayloadRequest, id: number): Promise<boolean> {
  const rows = await queryInRequest(
    req,
    sql`UPDATE staff_recovery_codes SET used_at = now() WHERE id = ${id} AND used_at IS NULL RETURNING id`,
  )
  return rows.length === 1
}

export async function deleteRecoveryCodes(req: PayloadRequest, userId: number): Promise<void> {
  await queryInRequest(req, sql`DELETE FROM staff_recovery_codes WHERE user_id = ${userId}`)
}
