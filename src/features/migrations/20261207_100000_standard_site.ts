import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Bluesky natively (docs/decisions/084-bluesky-standard-site.md): the site's standard.site publication record and its
 * articles' document records (src/content/standardSite/standardSiteRecords.ts), and the two tasks that keep them and
 * read replies on Bluesky as the queue and the publish log name them. A document's row has no foreign key: the record
 * is deleted from the repository after its article's row is gone. Additive only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_publish_events_task" ADD VALUE IF NOT EXISTS 'standard-site';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'standard-site' BEFORE 'publish-scheduled';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'standard-site' BEFORE 'publish-scheduled';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'bluesky-replies' BEFORE 'publish-scheduled';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'bluesky-replies' BEFORE 'publish-scheduled';
  CREATE TABLE "standard_site_publication" (
    "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
    "did" varchar NOT NULL,
    "rkey" varchar NOT NULL,
    "uri" varchar NOT NULL,
    "cid" varchar NOT NULL,
    "digest" varchar NOT NULL,
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE "standard_site_documents" (
    "article_id" integer PRIMARY KEY,
    "rkey" varchar NOT NULL,
    "uri" varchar NOT NULL,
    "cid" varchar NOT NULL,
    "post_uri" varchar,
    "post_cid" varchar,
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "standard_site_documents";
  DROP TABLE "standard_site_publication";
  DELETE FROM "publish_events" WHERE "task" = 'standard-site';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('standard-site', 'bluesky-replies');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('standard-site', 'bluesky-replies');`)
}
