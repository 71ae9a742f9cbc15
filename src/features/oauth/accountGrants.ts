/**
 * Grants of an account that is gone: an agent must not keep writing as a person the site no longer knows, and the
 * cockpit's token list must not show grants nobody can revoke. Revoked the way the Revoke button does
 * (src/features/oauth/postgresAdapter.ts, revokeGrant): rows kept under a `Revoked:` kind, so clients are told to stop.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/** The statement, to run in the transaction that deletes the account: both happen, or neither. */
export const revokeGrantsOfAccount = (accountId: string): SQL => sql`
  UPDATE oauth_models SET kind = 'Revoked:' || kind
  WHERE kind NOT LIKE 'Revoked:%'
    AND (account_id = ${accountId} OR grant_id IN (SELECT grant_id FROM oauth_models WHERE kind = 'Grant' AND account_id = ${accountId}))`
