import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The four roles (docs/decisions/060-four-roles.md): contributor and author join admin and editor. Existing accounts
 * keep their roles. Additive: a running older release never writes the new values. Down leaves the values (PostgreSQL
 * cannot drop an enum value); an older release reads no contributor or author as a role (`roleOf` is null).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_users_role" ADD VALUE IF NOT EXISTS 'contributor'`)
  await db.execute(sql`ALTER TYPE "public"."enum_users_role" ADD VALUE IF NOT EXISTS 'author'`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
