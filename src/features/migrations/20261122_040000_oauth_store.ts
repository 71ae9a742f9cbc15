import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The OAuth server's store (docs/decisions/014-oauth-server.md), written by hand: Payload never reads it.
 * - `oauth_models`: every oidc-provider model (clients, grants, codes, tokens, sessions, interactions) under the
 *   SHA-256 of its id, never the id itself, since ids of tokens and sessions are bearer secrets (details in
 *   src/features/oauth/postgresAdapter.ts). `last_used_at` is set on grants when one of their tokens is used.
 * - `oauth_signing_keys`: the JWKS signing key, sealed the same way, made by the first instance that starts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE oauth_models (
      kind text NOT NULL,
      id_hash text NOT NULL,
      sealed_id text NOT NULL,
      payload jsonb NOT NULL,
      grant_id text,
      user_code text,
      uid text,
      account_id text,
      expires_at timestamptz,
      consumed_at timestamptz,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, id_hash)
    );
    CREATE INDEX oauth_models_grant_idx ON oauth_models (grant_id) WHERE grant_id IS NOT NULL;
    CREATE INDEX oauth_models_user_code_idx ON oauth_models (user_code) WHERE user_code IS NOT NULL;
    CREATE INDEX oauth_models_uid_idx ON oauth_models (uid) WHERE uid IS NOT NULL;
    CREATE INDEX oauth_models_expires_idx ON oauth_models (expires_at) WHERE expires_at IS NOT NULL;
    CREATE INDEX oauth_models_account_idx ON oauth_models (kind, account_id);

    CREATE TABLE oauth_signing_keys (
      kid text PRIMARY KEY,
      sealed_jwk text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE oauth_signing_keys; DROP TABLE oauth_models;`)
}
