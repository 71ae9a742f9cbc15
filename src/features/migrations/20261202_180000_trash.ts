import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The trash (docs/decisions/066-trash.md): Payload's `trash: true` on articles, PMS profiles, comparisons, glossary
 * terms and PR links adds a `deletedAt` date to each, kept in its versions too (the two collections with drafts). A
 * record whose `deleted_at` is set is in the trash: not public (src/ground/db/publicVisibility.ts), restorable, and
 * purged TRASH_KEEP_DAYS after it was put there. Named and indexed as Payload names them, so a later
 * `migrate:create` finds nothing to add.
 */
const TABLES = ['articles', 'pmses', 'comparisons', 'glossary_terms', 'pr_links'] as const
const VERSIONED = ['_articles_v', '_pmses_v'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The purge is a job of the queue (src/features/trash/purgeTrashTask.ts).
  await db.execute(sql`
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'purge-trash';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'purge-trash';
  `)
  for (const table of TABLES) {
    await db.execute(sql`
      ALTER TABLE ${sql.identifier(table)} ADD COLUMN "deleted_at" timestamp(3) with time zone;
      CREATE INDEX ${sql.identifier(`${table}_deleted_at_idx`)} ON ${sql.identifier(table)} ("deleted_at");
    `)
  }
  for (const table of VERSIONED) {
    await db.execute(sql`
      ALTER TABLE ${sql.identifier(table)} ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
      CREATE INDEX ${sql.identifier(`${table}_version_version_deleted_at_idx`)} ON ${sql.identifier(table)} ("version_deleted_at");
    `)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'purge-trash';
    DELETE FROM "payload_jobs" WHERE "task_slug" = 'purge-trash';
  `)
  for (const table of VERSIONED) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP COLUMN IF EXISTS "version_deleted_at"`)
  }
  for (const table of TABLES) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP COLUMN IF EXISTS "deleted_at"`)
  }
}
