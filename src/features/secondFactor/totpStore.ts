/** `staff_totp`: one authenticator app per person, its secret sealed, and the last time step it was accepted for. */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'

export interface TotpRow {
  sealed_secret: string
  confirmed: boolean
  last_step: string | null
}

export async function totpOf(req: PayloadRequest, userId: number): Promise<TotpRow | null> {
  const rows = await queryInRequest<Record<string, unknown>>(
    req,
    sql`SELECT sealed_secret, confirmed_at IS NOT NULL AS confirmed, last_step::text AS last_step
        FROM staff_totp WHERE user_id = ${userId}`,
  )
  return (rows[0] as unknown as TotpRow | undefined) ?? null
}

/** A new, unconfirmed secret; one already confirmed is kept until the person removes it. */
export async function saveUnconfirmedTotp(req: PayloadRequest, userId: number, sealedSecret: string): Promise<boolean> {
  const rows = await queryInRequest(
    req,
    sql`INSERT INTO staff_totp (user_id, sealed_secret) VALUES (${userId}, ${sealedSecret})
        ON CONFLICT (user_id) DO UPDATE SET sealed_secret = EXCLUDED.sealed_secret, last_step = NULL, created_at = now()
        WHERE staff_totp.confirmed_at IS NULL
        RETURNING user_id`,
  )
  return rows.length === 1
}

/**
 * Takes the time step of an accepted code, in one statement, only if no later or equal step was taken before: the
 * same code (or an older one) is never accepted twice, even by two requests at once. `confirm` marks the app set up.
 */
export async function takeTotpStep(
  req: PayloadRequest,
  userId: number,
  step: number,
  { confirm }: { confirm: boolean },
): Promise<boolean> {
  const rows = await queryInRequest(
    req,
    sql`UPDATE staff_totp SET last_step = ${step}
        ${confirm ? sql`, confirmed_at = now()` : sql``}
        WHERE user_id = ${userId} AND (last_step IS NULL OR last_step < ${step})
        ${confirm ? sql`AND confirmed_at IS NULL` : sql`AND confirmed_at IS NOT NULL`}
        RETURNING user_id`,
  )
  return rows.length === 1
}

export async function deleteTotp(req: PayloadRequest, userId: number): Promise<boolean> {
  return (await queryInRequest(req, sql`DELETE FROM staff_totp WHERE user_id = ${userId} RETURNING user_id`)).length > 0
}
