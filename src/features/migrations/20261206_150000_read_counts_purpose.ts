import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Reads by purpose (docs/decisions/079-agents-by-purpose.md; src/features/analytics/readCounts.ts owns the table): why
 * a machine read (empty for people), how many of a row's reads went to a path the robots rules ask that reader not to
 * read, and how many requests the site's policy refused. Older rows have no purpose and none of either.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE read_counts ADD COLUMN purpose text NOT NULL DEFAULT '';
  ALTER TABLE read_counts ADD COLUMN disallowed bigint NOT NULL DEFAULT 0;
  ALTER TABLE read_counts ADD COLUMN refused bigint NOT NULL DEFAULT 0;
  ALTER TABLE read_counts DROP CONSTRAINT read_counts_one_row;
  ALTER TABLE read_counts ADD CONSTRAINT read_counts_one_row UNIQUE (day, path, format, kind, name, referrer, purpose);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM read_counts WHERE purpose <> '';
  ALTER TABLE read_counts DROP CONSTRAINT read_counts_one_row;
  ALTER TABLE read_counts ADD CONSTRAINT read_counts_one_row UNIQUE (day, path, format, kind, name, referrer);
  ALTER TABLE read_counts DROP COLUMN refused;
  ALTER TABLE read_counts DROP COLUMN disallowed;
  ALTER TABLE read_counts DROP COLUMN purpose;`)
}
