/**
 * The grants people approved, as the cockpit lists them (/cockpit/mcp-tokens): who approved which client for what,
 * when, when it was last used, and until when it lasts. Admins see every grant, editors their own.
 */
import type { Queryable } from '../../ground/db/adapter'

export interface GrantSummary {
  grantId: string
  clientId: string
  clientName: string
  /** When the client registered, or first asked (a Client ID Metadata Document client). */
  clientRegisteredAt: Date | null
  accountId: string
  accountEmail: string | null
  scopes: string[]
  createdAt: Date
  lastUsedAt: Date | null
  expiresAt: Date | null
}

interface GrantRow {
  grant_id: string
  payload: { clientId?: string; accountId?: string; resources?: Record<string, string> }
  created_at: Date
  last_used_at: Date | null
  expires_at: Date | null
  client_name: string | null
  client_created_at: Date | null
  email: string | null
}

export async function listGrants(pool: Queryable, onlyAccountId?: string): Promise<GrantSummary[]> {
  const { rows } = await pool.query<GrantRow>(
    `SELECT g.grant_id, g.payload, g.created_at, g.last_used_at, g.expires_at, c.payload->>'client_name' AS client_name, c.created_at AS client_created_at, u.email
     FROM oauth_models g
     LEFT JOIN oauth_models c ON c.kind = 'Client' AND c.id_hash = encode(sha256(convert_to(g.payload->>'clientId', 'UTF8')), 'hex')
     LEFT JOIN users u ON u.id::text = g.account_id
     WHERE g.kind = 'Grant' AND (g.expires_at IS NULL OR g.expires_at > now()) AND ($1::text IS NULL OR g.account_id = $1)
     ORDER BY g.created_at DESC`,
    [onlyAccountId ?? null],
  )
  return rows.map((row) => ({
    grantId: row.grant_id,
    clientId: row.payload.clientId ?? '',
    clientName: row.client_name ?? row.payload.clientId ?? 'unknown client',
    clientRegisteredAt: row.client_created_at,
    accountId: row.payload.accountId ?? '',
    accountEmail: row.email,
    scopes: [
      ...new Set(Object.values(row.payload.resources ?? {}).flatMap((scope) => scope.split(' ').filter(Boolean))),
    ],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  }))
}

/** The account a live grant belongs to, or null: who may revoke it. */
export async function grantOwner(pool: Queryable, grantId: string): Promise<string | null> {
  const { rows } = await pool.query<{ account_id: string }>(
    `SELECT account_id FROM oauth_models WHERE kind = 'Grant' AND grant_id = $1`,
    [grantId],
  )
  return rows[0]?.account_id ?? null
}

/**
 * Whether a person's approval of the client stands: a live grant (not revoked, not expired) by any account. An
 * authorization error is sent back to the client's redirect URI only then (src/features/oauth/unapprovedClientErrors.ts).
 */
export async function clientApprovedByAPerson(pool: Queryable, clientId: string): Promise<boolean> {
  const { rows } = await pool.query<{ approved: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM oauth_models
       WHERE kind = 'Grant' AND payload->>'clientId' = $1 AND (expires_at IS NULL OR expires_at > now())
     ) AS approved`,
    [clientId],
  )
  return rows[0]?.approved === true
}
