/** `staff_passkeys`: a person's WebAuthn credentials, their public keys and signature counters. */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'

export interface StoredPasskey {
  id: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
  name: string
  createdAt: string
  lastUsedAt: string | null
}

interface PasskeyRow extends Record<string, unknown> {
  id: string
  public_key: Buffer
  counter: string
  transports: string
  name: string
  created_at: string
  last_used_at: string | null
}

const fromRow = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports ? row.transports.split(' ') : [],
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
})

export async function passkeysOf(req: PayloadRequest, userId: number): Promise<StoredPasskey[]> {
  const rows = await queryInRequest<PasskeyRow>(
    req,
    sql`SELECT id, public_key, counter::text AS counter, transports, name, created_at, last_used_at
        FROM staff_passkeys WHERE user_id = ${userId} ORDER BY created_at, id`,
  )
  return rows.map(fromRow)
}

export async function savePasskey(
  req: PayloadRequest,
  userId: number,
  passkey: Pick<StoredPasskey, 'id' | 'publicKey' | 'counter' | 'transports' | 'name'>,
): Promise<void> {
  await queryInRequest(
    req,
    sql`INSERT INTO staff_passkeys (id, user_id, public_key, counter, transports, name)
        VALUES (${passkey.id}, ${userId}, ${Buffer.from(passkey.publicKey)}, ${passkey.counter},
                ${passkey.transports.join(' ')}, ${passkey.name})`,
  )
}

/** Records a use; the counter only moves forward, so a cloned authenticator's older signature is refused. */
export async function recordPasskeyUse(req: PayloadRequest, id: string, counter: number): Promise<boolean> {
  const rows = await queryInRequest(
    req,
    sql`UPDATE staff_passkeys SET counter = ${counter}, last_used_at = now()
        WHERE id = ${id} AND (counter = 0 AND ${counter} = 0 OR counter < ${counter}) RETURNING id`,
  )
  return rows.length === 1
}

export async function deletePasskey(req: PayloadRequest, userId: number, id: string): Promise<boolean> {
  const rows = await queryInRequest(
    req,
    sql`DELETE FROM staff_passkeys WHERE user_id = ${userId} AND id = ${id} RETURNING id`,
  )
  return rows.length === 1
}
