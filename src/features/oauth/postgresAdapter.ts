/**
 * oidc-provider's storage (its Adapter interface) in PostgreSQL, so that grants and tokens survive restarts and are
 * shared by every app instance (DESIGN §9). One table, `oauth_models`, keyed by model kind and the SHA-256 of the
 * id: ids of access and refresh tokens, codes and sessions are bearer secrets, and a copy of the database must not
 * hand them out. User codes are kept as hashes too.
 * - Sessions and device codes are also found by another key (uid, user code) and must then give their id back: for
 *   those alone the id is kept sealed (AES-GCM under a key derived from PAYLOAD_SECRET).
 * - Interactions, sessions and device codes hold other secrets in their payload (a device code, a session cookie),
 *   so their whole payload is sealed.
 * - A confidential client's secret is kept as a SHA-256; src/features/oauth/clientSecrets.ts hashes what a client presents
 *   before oidc-provider compares the two.
 */
import { errors } from 'oidc-provider'

import { hashClientSecret } from './clientSecrets'
import type { Queryable } from '../../ground/db/adapter'
import { type Sealer, sha256Hex } from './sealing'

type Payload = Record<string, unknown>

const FOUND_BY_OTHER_KEYS = new Set(['Session', 'DeviceCode'])
const SEALED_PAYLOADS = new Set(['Interaction', 'Session', 'DeviceCode'])

const storedPayload = (kind: string, payload: Payload, sealer: Sealer): Payload => {
  const { jti: _id, ...rest } = payload
  if (kind === 'Client' && typeof rest.client_secret === 'string' && !rest.client_secret.startsWith('sha256:')) {
    rest.client_secret = hashClientSecret(rest.client_secret)
  }
  if (SEALED_PAYLOADS.has(kind)) return { sealed: sealer.seal(JSON.stringify(rest)) }
  return rest
}

const readPayload = (kind: string, stored: Payload, sealer: Sealer): Payload =>
  SEALED_PAYLOADS.has(kind) ? (JSON.parse(sealer.unseal(String(stored.sealed))) as Payload) : stored

interface Row {
  sealed_id: string
  payload: Payload
  consumed_at: Date | null
}

export function createPostgresAdapter(pool: Queryable, sealer: Sealer) {
  return class PostgresAdapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      // A grant is filed under its own id, so that revoking by grant id takes the grant with its tokens.
      const grantId = this.kind === 'Grant' ? id : typeof payload.grantId === 'string' ? payload.grantId : null
      const userCode = typeof payload.userCode === 'string' ? sha256Hex(payload.userCode) : null
      const uid = typeof payload.uid === 'string' ? payload.uid : null
      const accountId = typeof payload.accountId === 'string' ? payload.accountId : null
      const sealedId = FOUND_BY_OTHER_KEYS.has(this.kind) ? sealer.seal(id) : ''
      await pool.query(
        `INSERT INTO oauth_models (kind, id_hash, sealed_id, payload, grant_id, user_code, uid, account_id, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::int IS NULL THEN NULL ELSE now() + make_interval(secs => $9::int) END)
         ON CONFLICT (kind, id_hash) DO UPDATE SET
           payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code, uid = EXCLUDED.uid,
           account_id = EXCLUDED.account_id, expires_at = EXCLUDED.expires_at`,
        [
          this.kind,
          sha256Hex(id),
          sealedId,
          storedPayload(this.kind, payload, sealer),
          grantId,
          userCode,
          uid,
          accountId,
          expiresIn ?? null,
        ],
      )
    }

    private async findWhere(
      column: 'id_hash' | 'uid' | 'user_code',
      value: string,
      knownId?: string,
    ): Promise<Payload | undefined> {
      const { rows } = await pool.query<Row>(
        `SELECT sealed_id, payload, consumed_at FROM oauth_models
         WHERE kind = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.kind, value],
      )
      const row = rows[0]
      if (!row) return undefined
      try {
        const id = knownId ?? sealer.unseal(row.sealed_id)
        return {
          ...readPayload(this.kind, row.payload, sealer),
          // Clients are not oidc-provider models with a jti; everything else is.
          ...(this.kind === 'Client' ? {} : { jti: id }),
          ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
        }
      } catch {
        // Sealed under another PAYLOAD_SECRET: unreadable, as if it were gone.
        return undefined
      }
    }

    find(id: string) {
      return this.findWhere('id_hash', sha256Hex(id), id)
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid)
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', sha256Hex(userCode))
    }

    /**
     * Marks a code or refresh token used, once: of two requests racing with the same one, the second finds it used
     * already, and is treated as the replay it is (its grant is revoked).
     */
    async consume(id: string): Promise<void> {
      const { rowCount } = await pool.query(
        `UPDATE oauth_models SET consumed_at = now() WHERE kind = $1 AND id_hash = $2 AND consumed_at IS NULL`,
        [this.kind, sha256Hex(id)],
      )
      if (rowCount) return
      const { rows } = await pool.query<{ grant_id: string | null }>(
        `SELECT grant_id FROM oauth_models WHERE kind = $1 AND id_hash = $2`,
        [this.kind, sha256Hex(id)],
      )
      if (rows[0]?.grant_id) await revokeGrant(pool, rows[0].grant_id)
      throw new errors.InvalidGrant('grant request is invalid')
    }

    async destroy(id: string): Promise<void> {
      await pool.query(`DELETE FROM oauth_models WHERE kind = $1 AND id_hash = $2`, [this.kind, sha256Hex(id)])
    }

    /** Revoking a grant takes every code and token issued under it (and the grant itself) with it. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await revokeGrant(pool, grantId)
    }
  }
}

/**
 * Revokes a grant and everything issued under it. The rows are kept, under a `Revoked:` kind oidc-provider never
 * looks up, until they expire: so the next request with any of its tokens fails, and the resource server can tell
 * a revoked token (stop and ask a person) from one it never issued.
 */
export async function revokeGrant(pool: Queryable, grantId: string): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE oauth_models SET kind = 'Revoked:' || kind WHERE grant_id = $1 AND kind NOT LIKE 'Revoked:%'`,
    [grantId],
  )
  return rowCount ?? 0
}

/** What is kept before anyone signs in (docs/decisions/057): nothing asks for it once it has expired. */
const BEFORE_SIGN_IN_KINDS = ['Session', 'Interaction', 'DeviceCode', 'PushedAuthorizationRequest']

/**
 * Drops what expired: state kept before sign-in at once, the rest (revoked rows included) a day after. The store
 * does not grow without end, and a stranger's requests do not pile up in it.
 */
export async function deleteExpiredModels(pool: Queryable): Promise<void> {
  await pool.query(
    `DELETE FROM oauth_models
     WHERE expires_at < now() AND (kind = ANY($1::text[]) OR expires_at < now() - interval '1 day')`,
    [BEFORE_SIGN_IN_KINDS],
  )
}
