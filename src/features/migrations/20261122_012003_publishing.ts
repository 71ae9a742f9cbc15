import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_publish_events_task" AS ENUM('schedule', 'summary', 'embedding', 'related-articles', 'social-post');
  CREATE TYPE "public"."enum_publish_events_status" AS ENUM('succeeded', 'failed', 'skipped');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'publish-scheduled');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_workflow_slug" AS ENUM('publish-article');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'publish-scheduled');
  CREATE TABLE "publish_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"task" "enum_publish_events_task" NOT NULL,
  	"status" "enum_publish_events_status" NOT NULL,
  	"message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"workflow_slug" "enum_payload_jobs_workflow_slug",
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "articles_publish_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "articles_publish_log" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  ALTER TABLE "articles" ADD COLUMN "scheduled" boolean DEFAULT false;
  ALTER TABLE "articles" ADD COLUMN "summary_source_hash" varchar;
  ALTER TABLE "articles" ADD COLUMN "social_post_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publish_events_id" integer;
  ALTER TABLE "publish_events" ADD CONSTRAINT "publish_events_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "publish_events_article_idx" ON "publish_events" USING btree ("article_id");
  CREATE INDEX "publish_events_status_idx" ON "publish_events" USING btree ("status");
  CREATE INDEX "publish_events_updated_at_idx" ON "publish_events" USING btree ("updated_at");
  CREATE INDEX "publish_events_created_at_idx" ON "publish_events" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_workflow_slug_idx" ON "payload_jobs" USING btree ("workflow_slug");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publish_events_fk" FOREIGN KEY ("publish_events_id") REFERENCES "public"."publish_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_publish_events_id_idx" ON "payload_locked_documents_rels" USING btree ("publish_events_id");
  ALTER TABLE "articles" DROP COLUMN "embedding";
  DROP TYPE "public"."enum_articles_publish_log_task";
  DROP TYPE "public"."enum_articles_publish_log_status";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_publish_log_task" AS ENUM('summary', 'embedding', 'related-articles', 'social-post');
  CREATE TYPE "public"."enum_articles_publish_log_status" AS ENUM('queued', 'succeeded', 'failed', 'skipped');
  CREATE TABLE "articles_publish_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"task" "enum_articles_publish_log_task" NOT NULL,
  	"status" "enum_articles_publish_log_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"message" varchar
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  ALTER TABLE "publish_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "publish_events" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_publish_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_publish_events_id_idx";
  ALTER TABLE "articles" ADD COLUMN "embedding" jsonb;
  ALTER TABLE "articles_publish_log" ADD CONSTRAINT "articles_publish_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_publish_log_order_idx" ON "articles_publish_log" USING btree ("_order");
  CREATE INDEX "articles_publish_log_parent_id_idx" ON "articles_publish_log" USING btree ("_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_articles_id_idx" ON "articles_rels" USING btree ("articles_id");
  ALTER TABLE "articles" DROP COLUMN "scheduled";
  ALTER TABLE "articles" DROP COLUMN "summary_source_hash";
  ALTER TABLE "articles" DROP COLUMN "social_post_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publish_events_id";
  DROP TYPE "public"."enum_publish_events_task";
  DROP TYPE "public"."enum_publish_events_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_workflow_slug";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
