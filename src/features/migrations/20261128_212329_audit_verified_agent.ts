import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The agent audit trail names the agent whose Web Bot Auth signature verified on the write's request, if one did. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "mcp_audit_events" ADD COLUMN "verified_agent" varchar`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "mcp_audit_events" DROP COLUMN "verified_agent"`)
}
