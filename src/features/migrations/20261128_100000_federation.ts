import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The social web (docs/decisions/044-federation.md): Fedify's key-value store (remote documents and keys it cached,
 * the deliveries it has already taken in) and each of our actors' key pairs, the private half sealed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE federation_kv (
    key text[] PRIMARY KEY,
    value jsonb NOT NULL,
    expires_at timestamptz
  );
  CREATE INDEX federation_kv_expiring_idx ON federation_kv (expires_at) WHERE expires_at IS NOT NULL;
  CREATE TABLE federation_actor_keys (
    actor text NOT NULL,
    algorithm text NOT NULL,
    public_jwk jsonb NOT NULL,
    sealed_private_jwk text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (actor, algorithm)
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS federation_actor_keys; DROP TABLE IF EXISTS federation_kv;`)
}
