import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The publishing job's WebSub notification (`websub-ping`): a task the queue and the publish log may name. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'websub-ping';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'websub-ping';
    ALTER TYPE "public"."enum_publish_events_task" ADD VALUE IF NOT EXISTS 'websub-ping';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'websub-ping';
    DELETE FROM "publish_events" WHERE "task" = 'websub-ping';
    UPDATE "payload_jobs" SET "task_slug" = NULL WHERE "task_slug" = 'websub-ping';
    ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
    DROP TYPE "public"."enum_payload_jobs_log_task_slug";
    CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'publish-scheduled', 'send-subscription-confirmation');
    ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
    ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
    DROP TYPE "public"."enum_payload_jobs_task_slug";
    CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'summary', 'embedding', 'related-articles', 'social-post', 'publish-scheduled', 'send-subscription-confirmation');
    ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
    ALTER TABLE "publish_events" ALTER COLUMN "task" SET DATA TYPE text;
    DROP TYPE "public"."enum_publish_events_task";
    CREATE TYPE "public"."enum_publish_events_task" AS ENUM('schedule', 'summary', 'embedding', 'related-articles', 'social-post');
    ALTER TABLE "publish_events" ALTER COLUMN "task" SET DATA TYPE "public"."enum_publish_events_task" USING "task"::"public"."enum_publish_events_task";`)
}
