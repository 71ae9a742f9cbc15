/**
 * The authorization server's signing key (served at /oauth/jwks; our access tokens are opaque, so it signs little
 * beyond what oidc-provider itself needs). Made by the first instance that starts and shared through the database,
 * sealed, so that every instance serves the same key set.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto'

import type { Pool } from 'pg'

import type { Sealer } from './sealing'

export type PrivateJwk = Record<string, unknown> & { kid: string }

export async function loadSigningKeys(pool: Pool, sealer: Sealer): Promise<PrivateJwk[]> {
  // RS256: oidc-provider's default for clients that name no algorithm.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const candidate = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' }
  // Two instances starting at once both try; the first insert wins, and both read the same key back.
  await pool.query(
    `INSERT INTO oauth_signing_keys (kid, sealed_jwk) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM oauth_signing_keys)`,
    [candidate.kid, sealer.seal(JSON.stringify(candidate))],
  )
  const { rows } = await pool.query<{ sealed_jwk: string }>(`SELECT sealed_jwk FROM oauth_signing_keys ORDER BY created_at, kid`)
  return rows.map((row) => JSON.parse(sealer.unseal(row.sealed_jwk)) as PrivateJwk)
}
