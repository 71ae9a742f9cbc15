import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An API token's role (docs/decisions/060-four-roles.md). Tokens made before it keep today's powers: they create
 * articles for any author and publish them, an editor's, so the column's default is `editor`. Additive.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_api_tokens_role" AS ENUM('contributor', 'author', 'editor', 'admin');
  ALTER TABLE "api_tokens" ADD COLUMN "role" "enum_api_tokens_role" DEFAULT 'editor' NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "api_tokens" DROP COLUMN IF EXISTS "role";
  DROP TYPE IF EXISTS "public"."enum_api_tokens_role";`)
}
