import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The newsletter (docs/decisions/013-newsletter.md). Generated, then edited by hand: consent_given_at becomes
 * requested_at with its data (the generator offered only drop-and-create), free-text consent sources that are not
 * one of the new options become NULL, the unique index on email ignores case, and the POST /subscribe limits get
 * their table (rate-limiter-flexible's schema).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_consent_source" AS ENUM('api', 'footer', 'article', 'subscribe-page');
  CREATE TYPE "public"."enum_subscribers_unsubscribed_via" AS ENUM('one-click', 'cockpit');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-subscription-confirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-subscription-confirmation';
  ALTER TABLE "subscribers" ALTER COLUMN "consent_source" SET DATA TYPE "public"."enum_subscribers_consent_source"
    USING (CASE WHEN "consent_source" IN ('api', 'footer', 'article', 'subscribe-page') THEN "consent_source" END)::"public"."enum_subscribers_consent_source";
  ALTER TABLE "subscribers" RENAME COLUMN "consent_given_at" TO "requested_at";
  ALTER TABLE "subscribers" ADD COLUMN "requested_ip" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "confirmation_queued_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_token_expires_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirmed_ip" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_via" "enum_subscribers_unsubscribed_via";
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_requested_at_idx" ON "subscribers" USING btree ("requested_at");
  CREATE INDEX "subscribers_confirm_token_hash_idx" ON "subscribers" USING btree ("confirm_token_hash");
  DROP INDEX "subscribers_email_idx";
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree (lower("email"));
  CREATE TABLE "rate_limits" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'publish-scheduled');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'publish-scheduled');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "subscribers_status_idx";
  DROP INDEX "subscribers_requested_at_idx";
  DROP INDEX "subscribers_confirm_token_hash_idx";
  DROP TABLE "rate_limits";
  DROP INDEX "subscribers_email_idx";
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  ALTER TABLE "subscribers" ALTER COLUMN "consent_source" SET DATA TYPE varchar;
  ALTER TABLE "subscribers" RENAME COLUMN "requested_at" TO "consent_given_at";
  ALTER TABLE "subscribers" DROP COLUMN "requested_ip";
  ALTER TABLE "subscribers" DROP COLUMN "confirmation_queued_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_token_hash";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_token_expires_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirmed_ip";
  ALTER TABLE "subscribers" DROP COLUMN "unsubscribed_via";
  DROP TYPE "public"."enum_subscribers_consent_source";
  DROP TYPE "public"."enum_subscribers_unsubscribed_via";`)
}
