import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The job a publish-log entry came from (src/features/publishing/publishLog.ts): a job whose task finished but whose
 * run the database lost before Payload recorded it runs that task again, which then finds its own entry and does not
 * do the work twice. Additive only: older entries have none.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "publish_events" ADD COLUMN "job_id" numeric;
  CREATE INDEX "publish_events_job_task_idx" ON "publish_events" ("job_id", "task") WHERE "job_id" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "publish_events_job_task_idx";
  ALTER TABLE "publish_events" DROP COLUMN IF EXISTS "job_id";`)
}
