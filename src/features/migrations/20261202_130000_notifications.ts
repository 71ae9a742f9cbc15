import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The cockpit inbox (src/features/notifications/, docs/decisions/062-notifications.md): one row per person told of an
 * editorial event, read only by that person; each person's choice of mail per kind (on by default, so every existing
 * account keeps getting mail); and the notification mail as a task the queue may name. Additive only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('submitted_for_review', 'sent_back', 'published', 'mentioned', 'assigned');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'send-notification-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'send-notification-mail';
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"kind" "enum_notifications_kind" NOT NULL,
  	"article_id" integer,
  	"actor_id" integer,
  	"text" varchar NOT NULL,
  	"read_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notifications_recipient_newest_idx" ON "notifications" USING btree ("recipient_id", "id" DESC);
  CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "read_at" IS NULL;
  CREATE INDEX "notifications_article_idx" ON "notifications" USING btree ("article_id");
  CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");
  ALTER TABLE "users" ADD COLUMN "email_notifications_submitted_for_review" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_notifications_sent_back" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_notifications_published" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_notifications_mentioned" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_notifications_assigned" boolean DEFAULT true;`)
}

/** PostgreSQL cannot drop one value of an enum: the jobs of the task go, and the value stays unused. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'send-notification-mail';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'send-notification-mail';
  ALTER TABLE "users" DROP COLUMN "email_notifications_submitted_for_review";
  ALTER TABLE "users" DROP COLUMN "email_notifications_sent_back";
  ALTER TABLE "users" DROP COLUMN "email_notifications_published";
  ALTER TABLE "users" DROP COLUMN "email_notifications_mentioned";
  ALTER TABLE "users" DROP COLUMN "email_notifications_assigned";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notifications_fk";
  DROP INDEX "payload_locked_documents_rels_notifications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notifications_id";
  DROP TABLE "notifications" CASCADE;
  DROP TYPE "public"."enum_notifications_kind";`)
}
