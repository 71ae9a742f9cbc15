import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The password-reset mail as a job (`send-password-reset`, src/features/auth/passwordResetMailTask.ts): a task the queue may name. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'send-password-reset';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'send-password-reset';`)
}

/** PostgreSQL cannot drop one value of an enum: the jobs of the task go, and the value stays unused. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'send-password-reset';
    DELETE FROM "payload_jobs" WHERE "task_slug" = 'send-password-reset';`)
}
