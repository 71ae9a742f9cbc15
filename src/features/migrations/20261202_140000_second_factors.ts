import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff second factors (docs/decisions/063-second-factor.md), owned by src/features/secondFactor/:
 * - `staff_totp`: one authenticator app per person, its secret sealed (AES-256-GCM), confirmed once a code from it
 *   was entered, and the last time step accepted, so that no code is taken twice.
 * - `staff_passkeys`: WebAuthn credentials, their public keys and signature counters.
 * - `staff_recovery_codes`: keyed hashes of the recovery codes, each spent once.
 * - `security_settings`: the Payload global where an admin requires a second factor per role.
 * Additive: the old version never reads them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "staff_totp" (
      "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
      "sealed_secret" text NOT NULL,
      "confirmed_at" timestamptz,
      "last_step" bigint,
      "created_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS "staff_passkeys" (
      "id" text PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "public_key" bytea NOT NULL,
      "counter" bigint NOT NULL DEFAULT 0,
      "transports" text NOT NULL DEFAULT '',
      "name" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_used_at" timestamptz
    );
    CREATE INDEX IF NOT EXISTS "staff_passkeys_user_idx" ON "staff_passkeys" ("user_id");
    CREATE TABLE IF NOT EXISTS "staff_recovery_codes" (
      "id" serial PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "code_hash" text NOT NULL,
      "used_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "staff_recovery_codes_user_idx" ON "staff_recovery_codes" ("user_id");
    CREATE TABLE IF NOT EXISTS "security_settings" (
      "id" serial PRIMARY KEY NOT NULL,
      "second_factor_required_for_contributor" boolean DEFAULT false,
      "second_factor_required_for_author" boolean DEFAULT false,
      "second_factor_required_for_editor" boolean DEFAULT false,
      "second_factor_required_for_admin" boolean DEFAULT false,
      "updated_at" timestamp(3) with time zone,
      "created_at" timestamp(3) with time zone
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "security_settings";
    DROP TABLE IF EXISTS "staff_recovery_codes";
    DROP TABLE IF EXISTS "staff_passkeys";
    DROP TABLE IF EXISTS "staff_totp";`)
}
