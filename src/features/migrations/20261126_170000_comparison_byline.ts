import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A comparison's byline and its last review (issue 23): who wrote it, and when its facts were last checked. Written
 * by `migrate:create`; its snapshot (the .json beside it) also records the enum values the three hand-written
 * migrations before it added, which are left out here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "comparisons" ADD COLUMN "author_id" integer;
  ALTER TABLE "comparisons" ADD COLUMN "reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "comparisons_author_idx" ON "comparisons" USING btree ("author_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "comparisons" DROP CONSTRAINT "comparisons_author_id_authors_id_fk";
  DROP INDEX "comparisons_author_idx";
  ALTER TABLE "comparisons" DROP COLUMN "author_id";
  ALTER TABLE "comparisons" DROP COLUMN "reviewed_at";`)
}
