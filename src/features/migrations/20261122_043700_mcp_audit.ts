import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "mcp_audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tool" varchar NOT NULL,
  	"client_name" varchar NOT NULL,
  	"client_id" varchar NOT NULL,
  	"account_id" integer,
  	"target_collection" varchar NOT NULL,
  	"target_id" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mcp_audit_events_id" integer;
  ALTER TABLE "mcp_audit_events" ADD CONSTRAINT "mcp_audit_events_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "mcp_audit_events_tool_idx" ON "mcp_audit_events" USING btree ("tool");
  CREATE INDEX "mcp_audit_events_client_id_idx" ON "mcp_audit_events" USING btree ("client_id");
  CREATE INDEX "mcp_audit_events_account_idx" ON "mcp_audit_events" USING btree ("account_id");
  CREATE INDEX "mcp_audit_events_target_id_idx" ON "mcp_audit_events" USING btree ("target_id");
  CREATE INDEX "mcp_audit_events_updated_at_idx" ON "mcp_audit_events" USING btree ("updated_at");
  CREATE INDEX "mcp_audit_events_created_at_idx" ON "mcp_audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mcp_audit_events_fk" FOREIGN KEY ("mcp_audit_events_id") REFERENCES "public"."mcp_audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mcp_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("mcp_audit_events_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mcp_audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mcp_audit_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_mcp_audit_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_mcp_audit_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mcp_audit_events_id";`)
}
