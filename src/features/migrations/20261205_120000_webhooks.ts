import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Webhooks (docs/decisions/077-webhooks.md): the endpoints (Payload's `webhooks` collection, src/collections/Webhooks/,
 * with its events in `webhooks_events`; the secrets sealed), the messages (one per event, the exact body every endpoint
 * gets) and the deliveries (the leased queue and the log, one row per message and endpoint). The mail that tells the
 * admins of a disabled endpoint joins Payload's task enum. Additive only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'webhook-disabled-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'webhook-disabled-mail';
  CREATE TYPE "public"."enum_webhooks_events" AS ENUM('article.published', 'article.updated', 'article.unpublished', 'article.deleted', 'article.corrected', 'pms.published', 'pms.updated', 'subscriber.confirmed', 'reply.received', 'ping');
  CREATE TABLE "webhooks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"description" varchar,
  	"enabled" boolean DEFAULT true,
  	"disabled_reason" varchar,
  	"failing_since" timestamp(3) with time zone,
  	"secret_hint" varchar,
  	"secret_sealed" varchar NOT NULL,
  	"previous_secret_sealed" varchar,
  	"previous_secret_until" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "webhooks_events" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_webhooks_events",
  	"id" serial PRIMARY KEY NOT NULL
  );
  ALTER TABLE "webhooks_events" ADD CONSTRAINT "webhooks_events_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhooks_events_order_idx" ON "webhooks_events" USING btree ("order");
  CREATE INDEX "webhooks_events_parent_idx" ON "webhooks_events" USING btree ("parent_id");
  CREATE INDEX "webhooks_enabled_idx" ON "webhooks" USING btree ("enabled");
  CREATE INDEX "webhooks_created_by_idx" ON "webhooks" USING btree ("created_by_id");
  CREATE INDEX "webhooks_updated_at_idx" ON "webhooks" USING btree ("updated_at");
  CREATE INDEX "webhooks_created_at_idx" ON "webhooks" USING btree ("created_at");

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhooks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhooks_fk" FOREIGN KEY ("webhooks_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_webhooks_id_idx" ON "payload_locked_documents_rels" USING btree ("webhooks_id");

  CREATE TABLE "webhook_messages" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"message_id" text NOT NULL UNIQUE,
  	"event" text NOT NULL,
  	"record_key" text NOT NULL,
  	"body" text NOT NULL,
  	"digest" text,
  	"created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX "webhook_messages_record_idx" ON "webhook_messages" ("record_key", "id" DESC);
  CREATE INDEX "webhook_messages_created_at_idx" ON "webhook_messages" ("created_at");
  CREATE TABLE "webhook_deliveries" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"message_id" bigint NOT NULL REFERENCES "webhook_messages"("id") ON DELETE CASCADE,
  	"webhook_id" integer NOT NULL REFERENCES "webhooks"("id") ON DELETE CASCADE,
  	"record_key" text NOT NULL,
  	"state" text NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending', 'delivered', 'failed')),
  	"attempts" integer NOT NULL DEFAULT 0,
  	"due_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
  	"claimed_by" text,
  	"claimed_until" timestamp(3) with time zone,
  	"last_error" text,
  	"last_status" integer,
  	"answer_head" text,
  	"last_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("due_at", "id") WHERE "state" = 'pending';
  CREATE INDEX "webhook_deliveries_record_idx" ON "webhook_deliveries" ("webhook_id", "record_key", "id") WHERE "state" = 'pending';
  CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" ("webhook_id", "id" DESC);
  CREATE INDEX "webhook_deliveries_message_idx" ON "webhook_deliveries" ("message_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'webhook-disabled-mail';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'webhook-disabled-mail';
  DROP TABLE "webhook_deliveries";
  DROP TABLE "webhook_messages";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhooks_fk";
  DROP INDEX "payload_locked_documents_rels_webhooks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhooks_id";
  DROP TABLE "webhooks_events";
  DROP TABLE "webhooks";
  DROP TYPE "public"."enum_webhooks_events";`)
}
