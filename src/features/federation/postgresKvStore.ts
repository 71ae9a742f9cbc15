/**
 * Fedify's key-value store (`KvStore`) in PostgreSQL, the `federation_kv` table this module owns: the remote actors'
 * keys and documents Fedify caches, and the deliveries it has already taken in (its inbox idempotence). Every app
 * instance shares it. `@fedify/postgres` pins a Fedify the registry does not carry, and the interface is small
 * (docs/decisions/044-federation.md).
 *
 * Values are JSON, bound as text and cast, so that an array is not taken for a PostgreSQL array; a stored `null`
 * comes back as `null` (Fedify caches a key it could not fetch so), a missing or expired key as `undefined`.
 */
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify'

import type { Queryable } from '../../ground/db/adapter'

const LIVE = '(expires_at IS NULL OR expires_at > now())'

const expiryOf = (options?: KvStoreSetOptions): string | null =>
  options?.ttl ? new Date(Date.now() + options.ttl.total('millisecond')).toISOString() : null

export class PostgresKvStore implements KvStore {
  constructor(private readonly pool: Queryable) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const { rows } = await this.pool.query<{ value: T }>(
      `SELECT value FROM federation_kv WHERE key = $1::text[] AND ${LIVE}`,
      [key],
    )
    return rows.length === 0 ? undefined : rows[0]!.value
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.pool.query(
      `INSERT INTO federation_kv (key, value, expires_at) VALUES ($1::text[], $2::jsonb, $3)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      [key, JSON.stringify(value ?? null), expiryOf(options)],
    )
  }

  async delete(key: KvKey): Promise<void> {
    await this.pool.query(`DELETE FROM federation_kv WHERE key = $1::text[]`, [key])
  }

  /**
   * Sets `newValue` only if the key holds `expectedValue` (`undefined`: holds nothing), in one statement; `newValue`
   * `undefined` deletes. JSON values compare as jsonb, which ignores key order as Fedify's deep equality does.
   */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const expected = expectedValue === undefined ? null : JSON.stringify(expectedValue)
    if (newValue === undefined) {
      if (expected === null) {
        const { rows } = await this.pool.query(`SELECT 1 FROM federation_kv WHERE key = $1::text[] AND ${LIVE}`, [key])
        return rows.length === 0
      }
      const { rowCount } = await this.pool.query(
        `DELETE FROM federation_kv WHERE key = $1::text[] AND ${LIVE} AND value = $2::jsonb`,
        [key, expected],
      )
      return rowCount === 1
    }
    const { rowCount } =
      expected === null
        ? await this.pool.query(
            `INSERT INTO federation_kv (key, value, expires_at) VALUES ($1::text[], $2::jsonb, $3)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
             WHERE federation_kv.expires_at IS NOT NULL AND federation_kv.expires_at <= now()`,
            [key, JSON.stringify(newValue), expiryOf(options)],
          )
        : await this.pool.query(
            `UPDATE federation_kv SET value = $2::jsonb, expires_at = $3
             WHERE key = $1::text[] AND ${LIVE} AND value = $4::jsonb`,
            [key, JSON.stringify(newValue), expiryOf(options), expected],
          )
    return rowCount === 1
  }

  async *list(prefix: KvKey = [] as unknown as KvKey): AsyncIterable<KvStoreListEntry> {
    const { rows } = await this.pool.query<{ key: string[]; value: unknown }>(
      `SELECT key, value FROM federation_kv WHERE key[1:$2] = $1::text[] AND ${LIVE}`,
      [prefix, prefix.length],
    )
    for (const row of rows) yield { key: row.key as unknown as KvKey, value: row.value }
  }
}
