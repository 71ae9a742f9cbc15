/**
 * Grants of an account that is gone: an agent must not keep writing as a person the site no longer knows, and the
 * cockpit's token list must not show grants nobody can revoke. Revoked the way the Revoke button does
 * (src/oauth/postgresAdapter.ts, revokeGrant): rows kept under a `Revoked:` kind, so clients are told to stop.
 */
import type { Queryable } from './queryable'

export async function revokeGrantsOfAccount(pool: Queryable, accountId: string): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE oauth_models SET kind = 'Revoked:' || kind
     WHERE kind NOT LIKE 'Revoked:%'
       AND (account_id = $1 OR grant_id IN (SELECT grant_id FROM oauth_models WHERE kind = 'Grant' AND account_id = $1))`,
    [accountId],
  )
  return rowCount ?? 0
}
