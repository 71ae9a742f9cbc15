/**
 * The authorization server's signing key (served at /oauth/jwks; our access tokens are opaque, so it signs little
 * beyond what oidc-provider itself needs). Made by the first instance that starts and shared through the database,
 * sealed, so that every instance serves the same key set. A key sealed under another PAYLOAD_SECRET cannot be read;
 * an instance that can read none makes one of its own.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto'

import type { Queryable } from '../../ground/db/adapter'
import type { Sealer } from './sealing'

export type PrivateJwk = Record<string, unknown> & { kid: string }

function newSigningKey(): PrivateJwk {
  // RS256: oidc-provider's default for clients that name no algorithm.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' }
}

async function readableKeys(pool: Queryable, sealer: Sealer): Promise<PrivateJwk[]> {
  const { rows } = await pool.query<{ sealed_jwk: string }>(
    `SELECT sealed_jwk FROM oauth_signing_keys ORDER BY created_at, kid`,
  )
  return rows.flatMap((row) => {
    try {
      return [JSON.parse(sealer.unseal(row.sealed_jwk)) as PrivateJwk]
    } catch {
      return []
    }
  })
}

export async function loadSigningKeys(pool: Queryable, sealer: Sealer): Promise<PrivateJwk[]> {
  const keys = await readableKeys(pool, sealer)
  if (keys.length > 0) return keys
  // Two instances starting at once may both add one; both keys are then served, and either verifies.
  const key = newSigningKey()
  await pool.query(`INSERT INTO oauth_signing_keys (kid, sealed_jwk) VALUES ($1, $2)`, [
    key.kid,
    sealer.seal(JSON.stringify(key)),
  ])
  return readableKeys(pool, sealer)
}
