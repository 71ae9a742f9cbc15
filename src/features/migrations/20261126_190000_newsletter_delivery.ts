import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_digest" AS ENUM('daily', 'weekly');
  CREATE TYPE "public"."enum_subscribers_digest_scope" AS ENUM('all', 'followed');
  CREATE TYPE "public"."enum_newsletter_issues_audience" AS ENUM('all', 'followers');
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');
  CREATE TYPE "public"."enum_newsletter_runs_kind" AS ENUM('digest', 'issue');
  CREATE TYPE "public"."enum_newsletter_runs_status" AS ENUM('sending', 'paused', 'done');
  ALTER TYPE "public"."enum_subscribers_status" ADD VALUE 'bounced';
  ALTER TYPE "public"."enum_subscribers_consent_source" ADD VALUE 'pms-hub';
  CREATE TABLE "subscribers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pmses_id" integer
  );
  
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"intro_content" jsonb,
  	"intro" varchar,
  	"audience" "enum_newsletter_issues_audience" DEFAULT 'all' NOT NULL,
  	"status" "enum_newsletter_issues_status" DEFAULT 'draft' NOT NULL,
  	"send_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_issues_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"pmses_id" integer
  );
  
  CREATE TABLE "newsletter_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"kind" "enum_newsletter_runs_kind" NOT NULL,
  	"issue_id" integer,
  	"slot" varchar,
  	"status" "enum_newsletter_runs_status" DEFAULT 'sending' NOT NULL,
  	"queued" numeric DEFAULT 0,
  	"sent" numeric DEFAULT 0,
  	"failed" numeric DEFAULT 0,
  	"bounced" numeric DEFAULT 0,
  	"skipped" numeric DEFAULT 0,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "subscribers" ADD COLUMN "digest" "enum_subscribers_digest" DEFAULT 'weekly' NOT NULL;
  ALTER TABLE "subscribers" ADD COLUMN "digest_scope" "enum_subscribers_digest_scope" DEFAULT 'all' NOT NULL;
  ALTER TABLE "subscribers" ADD COLUMN "last_digest_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "bounce_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_runs_id" integer;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_pmses_fk" FOREIGN KEY ("pmses_id") REFERENCES "public"."pmses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_pmses_fk" FOREIGN KEY ("pmses_id") REFERENCES "public"."pmses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_runs" ADD CONSTRAINT "newsletter_runs_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "subscribers_rels_order_idx" ON "subscribers_rels" USING btree ("order");
  CREATE INDEX "subscribers_rels_parent_idx" ON "subscribers_rels" USING btree ("parent_id");
  CREATE INDEX "subscribers_rels_path_idx" ON "subscribers_rels" USING btree ("path");
  CREATE INDEX "subscribers_rels_pmses_id_idx" ON "subscribers_rels" USING btree ("pmses_id");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "newsletter_issues_rels_order_idx" ON "newsletter_issues_rels" USING btree ("order");
  CREATE INDEX "newsletter_issues_rels_parent_idx" ON "newsletter_issues_rels" USING btree ("parent_id");
  CREATE INDEX "newsletter_issues_rels_path_idx" ON "newsletter_issues_rels" USING btree ("path");
  CREATE INDEX "newsletter_issues_rels_articles_id_idx" ON "newsletter_issues_rels" USING btree ("articles_id");
  CREATE INDEX "newsletter_issues_rels_pmses_id_idx" ON "newsletter_issues_rels" USING btree ("pmses_id");
  CREATE INDEX "newsletter_runs_kind_idx" ON "newsletter_runs" USING btree ("kind");
  CREATE UNIQUE INDEX "newsletter_runs_issue_idx" ON "newsletter_runs" USING btree ("issue_id");
  CREATE UNIQUE INDEX "newsletter_runs_slot_idx" ON "newsletter_runs" USING btree ("slot");
  CREATE INDEX "newsletter_runs_status_idx" ON "newsletter_runs" USING btree ("status");
  CREATE INDEX "newsletter_runs_updated_at_idx" ON "newsletter_runs" USING btree ("updated_at");
  CREATE INDEX "newsletter_runs_created_at_idx" ON "newsletter_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_runs_fk" FOREIGN KEY ("newsletter_runs_id") REFERENCES "public"."newsletter_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_runs_id");`)
  // One record per mail of a send and subscriber (src/features/newsletter/delivery/deliveries.ts): the unique pair is what
  // sends each mail at most once; the partial index finds the mails still to send without reading the sent ones.
  await db.execute(sql`
  CREATE TABLE "newsletter_deliveries" (
    "id" bigserial PRIMARY KEY,
    "run_id" integer NOT NULL REFERENCES "newsletter_runs"("id") ON DELETE CASCADE,
    "subscriber_id" integer NOT NULL REFERENCES "subscribers"("id") ON DELETE CASCADE,
    "article_ids" integer[] NOT NULL DEFAULT '{}',
    "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'bounced', 'skipped')),
    "attempts" integer NOT NULL DEFAULT 0,
    "due_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "claimed_by" uuid,
    "claimed_until" timestamp(3) with time zone,
    "sent_at" timestamp(3) with time zone,
    "error" text,
    UNIQUE ("run_id", "subscriber_id")
  );
  CREATE INDEX "newsletter_deliveries_pending_idx" ON "newsletter_deliveries" ("id") WHERE "status" IN ('queued', 'sending');
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" ("subscriber_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "newsletter_deliveries";
   UPDATE "subscribers" SET "status" = 'unsubscribed' WHERE "status" = 'bounced';
   UPDATE "subscribers" SET "consent_source" = 'subscribe-page' WHERE "consent_source" = 'pms-hub';
   ALTER TABLE "subscribers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscribers_rels" CASCADE;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "newsletter_issues_rels" CASCADE;
  DROP TABLE "newsletter_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_runs_fk";
  
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_subscribers_status";
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_subscribers_status";
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_subscribers_status" USING "status"::"public"."enum_subscribers_status";
  ALTER TABLE "subscribers" ALTER COLUMN "consent_source" SET DATA TYPE text;
  DROP TYPE "public"."enum_subscribers_consent_source";
  CREATE TYPE "public"."enum_subscribers_consent_source" AS ENUM('api', 'footer', 'home', 'article', 'subscribe-page');
  ALTER TABLE "subscribers" ALTER COLUMN "consent_source" SET DATA TYPE "public"."enum_subscribers_consent_source" USING "consent_source"::"public"."enum_subscribers_consent_source";
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_runs_id_idx";
  ALTER TABLE "subscribers" DROP COLUMN "digest";
  ALTER TABLE "subscribers" DROP COLUMN "digest_scope";
  ALTER TABLE "subscribers" DROP COLUMN "last_digest_at";
  ALTER TABLE "subscribers" DROP COLUMN "bounced_at";
  ALTER TABLE "subscribers" DROP COLUMN "bounce_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_runs_id";
  DROP TYPE "public"."enum_subscribers_digest";
  DROP TYPE "public"."enum_subscribers_digest_scope";
  DROP TYPE "public"."enum_newsletter_issues_audience";
  DROP TYPE "public"."enum_newsletter_issues_status";
  DROP TYPE "public"."enum_newsletter_runs_kind";
  DROP TYPE "public"."enum_newsletter_runs_status";`)
}
