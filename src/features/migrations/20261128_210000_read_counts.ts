import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Reads of the public site by day, page, form, kind of reader and referring host (src/features/analytics/readCounts.ts, owned
 * there; issue 45): counts only — no address, no User-Agent, no cookie. Each instance adds its own counts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE read_counts (
    id bigserial PRIMARY KEY,
    day date NOT NULL,
    path text NOT NULL,
    article_id integer REFERENCES articles(id) ON DELETE SET NULL,
    format text NOT NULL,
    kind text NOT NULL,
    name text NOT NULL DEFAULT '',
    referrer text NOT NULL DEFAULT '',
    reads bigint NOT NULL,
    CONSTRAINT read_counts_one_row UNIQUE (day, path, format, kind, name, referrer)
  );
  CREATE INDEX read_counts_article_day ON read_counts (article_id, day) WHERE article_id IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS read_counts`)
}
