/**
 * Checks a bearer token for the protected resource (the MCP server) on every request, in the OAuth store itself:
 * a revoked grant fails at once, whichever instance revoked it. Tokens are found by their SHA-256, as stored.
 */
import type { Queryable } from '../../ground/db/adapter'

import { sha256Hex } from './sealing'

export interface AuthorisedToken {
  accountId: string
  clientId: string
  grantId: string
  scopes: Set<string>
  expiresAt: Date
  /** The JWK thumbprint of the key the token is bound to (RFC 9449 `cnf.jkt`), for a DPoP-bound token. */
  jkt?: string
}

export type TokenVerdict =
  { ok: true; token: AuthorisedToken } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'wrong_audience' }

interface TokenRow {
  kind: string
  payload: {
    accountId?: string
    clientId?: string
    grantId?: string
    scope?: string
    aud?: string | string[]
    exp?: number
    jkt?: string
  }
}

export async function verifyAccessToken(pool: Queryable, token: string, resource: string): Promise<TokenVerdict> {
  // The grant must be live too: a token saved by an exchange that raced a revocation dies with its grant.
  const { rows } = await pool.query<TokenRow & { grant_live: boolean }>(
    `SELECT t.kind, t.payload,
            EXISTS (SELECT 1 FROM oauth_models g WHERE g.kind = 'Grant' AND g.grant_id = t.payload->>'grantId') AS grant_live
     FROM oauth_models t WHERE t.kind IN ('AccessToken', 'Revoked:AccessToken') AND t.id_hash = $1`,
    [sha256Hex(token)],
  )
  const row = rows[0]
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.kind !== 'AccessToken' || !row.grant_live) return { ok: false, reason: 'revoked' }
  const { payload } = row
  if (!payload.exp || payload.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired' }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
  if (!audiences.includes(resource)) return { ok: false, reason: 'wrong_audience' }
  const grantId = payload.grantId ?? ''
  return {
    ok: true,
    token: {
      accountId: payload.accountId ?? '',
      clientId: payload.clientId ?? '',
      grantId,
      scopes: new Set((payload.scope ?? '').split(' ').filter(Boolean)),
      expiresAt: new Date(payload.exp * 1000),
      ...(payload.jkt ? { jkt: payload.jkt } : {}),
    },
  }
}

/** When the grant was last used, for the cockpit's list; at most once a minute per grant. Called once a request is accepted. */
export async function recordGrantUse(pool: Queryable, grantId: string): Promise<void> {
  await pool.query(
    `UPDATE oauth_models SET last_used_at = now()
     WHERE kind = 'Grant' AND grant_id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [grantId],
  )
}
