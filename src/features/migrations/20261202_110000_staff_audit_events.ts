import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The staff audit trail (src/collections/StaffAuditEvents/index.ts), and its column in Payload's document locks. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "staff_audit_events" (
    "id" serial PRIMARY KEY NOT NULL,
    "actor_id" integer,
    "action" varchar NOT NULL,
    "target_collection" varchar NOT NULL,
    "target_id" varchar NOT NULL,
    "summary" varchar NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "staff_audit_events_actor_idx" ON "staff_audit_events" USING btree ("actor_id");
  CREATE INDEX "staff_audit_events_action_idx" ON "staff_audit_events" USING btree ("action");
  CREATE INDEX "staff_audit_events_target_id_idx" ON "staff_audit_events" USING btree ("target_id");
  CREATE INDEX "staff_audit_events_updated_at_idx" ON "staff_audit_events" USING btree ("updated_at");
  CREATE INDEX "staff_audit_events_created_at_idx" ON "staff_audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_audit_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_audit_events_fk" FOREIGN KEY ("staff_audit_events_id") REFERENCES "public"."staff_audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_audit_events_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_staff_audit_events_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_staff_audit_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "staff_audit_events_id";
  DROP TABLE IF EXISTS "staff_audit_events" CASCADE;`)
}
