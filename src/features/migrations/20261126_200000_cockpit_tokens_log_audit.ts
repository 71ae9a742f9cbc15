import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "publish_events" ADD COLUMN "detail" varchar;
  ALTER TABLE "api_tokens" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "mcp_audit_events" ADD COLUMN "changes" jsonb;
  CREATE INDEX "api_tokens_expires_at_idx" ON "api_tokens" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "api_tokens_expires_at_idx";
  ALTER TABLE "publish_events" DROP COLUMN "detail";
  ALTER TABLE "api_tokens" DROP COLUMN "expires_at";
  ALTER TABLE "mcp_audit_events" DROP COLUMN "changes";`)
}
