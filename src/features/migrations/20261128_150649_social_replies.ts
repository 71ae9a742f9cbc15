import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The social web's answers to our articles and the editors' blocks (src/collections/SocialReplies/index.ts,
 * docs/decisions/044-federation.md), and the publishing job's `social-web` step as a task the queue and the publish
 * log may name. A reply goes with its article (ON DELETE CASCADE, where Payload would write SET NULL).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_social_replies_kind" AS ENUM('reply', 'like', 'repost');
  CREATE TYPE "public"."enum_social_replies_status" AS ENUM('pending', 'approved', 'hidden');
  CREATE TYPE "public"."enum_social_blocks_kind" AS ENUM('account', 'server');
  ALTER TYPE "public"."enum_publish_events_task" ADD VALUE 'social-web';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'social-web' BEFORE 'publish-scheduled';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'social-web' BEFORE 'publish-scheduled';
  CREATE TABLE "social_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"kind" "enum_social_replies_kind" NOT NULL,
  	"status" "enum_social_replies_status" DEFAULT 'pending' NOT NULL,
  	"handle" varchar NOT NULL,
  	"actor" varchar NOT NULL,
  	"content" varchar,
  	"url" varchar,
  	"activity" varchar NOT NULL,
  	"object" varchar,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "social_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_social_blocks_kind" NOT NULL,
  	"target" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "social_replies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "social_blocks_id" integer;
  ALTER TABLE "social_replies" ADD CONSTRAINT "social_replies_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "social_replies_article_idx" ON "social_replies" USING btree ("article_id");
  CREATE INDEX "social_replies_status_idx" ON "social_replies" USING btree ("status");
  CREATE INDEX "social_replies_actor_idx" ON "social_replies" USING btree ("actor");
  CREATE UNIQUE INDEX "social_replies_activity_idx" ON "social_replies" USING btree ("activity");
  CREATE INDEX "social_replies_object_idx" ON "social_replies" USING btree ("object");
  CREATE INDEX "social_replies_updated_at_idx" ON "social_replies" USING btree ("updated_at");
  CREATE INDEX "social_replies_created_at_idx" ON "social_replies" USING btree ("created_at");
  CREATE UNIQUE INDEX "social_blocks_target_idx" ON "social_blocks" USING btree ("target");
  CREATE INDEX "social_blocks_updated_at_idx" ON "social_blocks" USING btree ("updated_at");
  CREATE INDEX "social_blocks_created_at_idx" ON "social_blocks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_replies_fk" FOREIGN KEY ("social_replies_id") REFERENCES "public"."social_replies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_blocks_fk" FOREIGN KEY ("social_blocks_id") REFERENCES "public"."social_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_social_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("social_replies_id");
  CREATE INDEX "payload_locked_documents_rels_social_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("social_blocks_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "social_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "social_replies" CASCADE;
  DROP TABLE "social_blocks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_social_replies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_social_blocks_fk";
  
  ALTER TABLE "publish_events" ALTER COLUMN "task" SET DATA TYPE text;
  DROP TYPE "public"."enum_publish_events_task";
  CREATE TYPE "public"."enum_publish_events_task" AS ENUM('schedule', 'summary', 'embedding', 'related-articles', 'social-post', 'websub-ping');
  ALTER TABLE "publish_events" ALTER COLUMN "task" SET DATA TYPE "public"."enum_publish_events_task" USING "task"::"public"."enum_publish_events_task";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'websub-ping', 'publish-scheduled', 'send-subscription-confirmation');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'websub-ping', 'publish-scheduled', 'send-subscription-confirmation');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_social_replies_id_idx";
  DROP INDEX "payload_locked_documents_rels_social_blocks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "social_replies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "social_blocks_id";
  DROP TYPE "public"."enum_social_replies_kind";
  DROP TYPE "public"."enum_social_replies_status";
  DROP TYPE "public"."enum_social_blocks_kind";`)
}
