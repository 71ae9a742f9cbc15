import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The cockpit's import runs (src/features/importing/importRuns.ts, docs/decisions/068-cockpit-import-runs.md): one row
 * per upload with its options, its progress and its final report, and the uploaded file in chunks beside it until the
 * run ends, so that whichever worker takes the job can read it. The job's task joins Payload's task enum.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'import-run';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'import-run';
    CREATE TABLE "import_runs" (
      "id" serial PRIMARY KEY NOT NULL,
      "state" text NOT NULL DEFAULT 'queued' CHECK ("state" IN ('queued', 'running', 'finished', 'failed')),
      "source" text NOT NULL CHECK ("source" IN ('wordpress', 'ghost')),
      "file_name" text NOT NULL,
      "file_bytes" bigint NOT NULL,
      "default_pms" text NOT NULL,
      "pms_map" text NOT NULL DEFAULT '',
      "old_site" text,
      "dry_run" boolean NOT NULL DEFAULT false,
      "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
      "attempts" integer NOT NULL DEFAULT 0,
      "done" integer NOT NULL DEFAULT 0,
      "total" integer,
      "created" integer NOT NULL DEFAULT 0,
      "updated" integer NOT NULL DEFAULT 0,
      "unchanged" integer NOT NULL DEFAULT 0,
      "skipped" integer NOT NULL DEFAULT 0,
      "failed" integer NOT NULL DEFAULT 0,
      "report" jsonb,
      "error" text,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "started_at" timestamp(3) with time zone,
      "progress_at" timestamp(3) with time zone,
      "finished_at" timestamp(3) with time zone
    );
    CREATE INDEX "import_runs_created_at_idx" ON "import_runs" ("created_at" DESC);
    CREATE TABLE "import_run_files" (
      "run_id" integer NOT NULL REFERENCES "import_runs"("id") ON DELETE CASCADE,
      "seq" integer NOT NULL,
      "data" bytea NOT NULL,
      PRIMARY KEY ("run_id", "seq")
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'import-run';
    DELETE FROM "payload_jobs" WHERE "task_slug" = 'import-run';
    DROP TABLE IF EXISTS "import_run_files";
    DROP TABLE IF EXISTS "import_runs";
  `)
}
