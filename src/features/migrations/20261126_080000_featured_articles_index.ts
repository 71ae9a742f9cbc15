import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The home page's featured articles, newest first, straight off an index of the featured ones (written by hand, like
 * the search indexes: Payload's schema does not describe partial indexes). Without it PostgreSQL read every article
 * to find the three newest featured ones: 47 ms of a home miss at 100,000 articles (docs/performance.md).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`CREATE INDEX articles_featured_newest_idx ON articles (published_at DESC, id DESC) WHERE is_featured`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS articles_featured_newest_idx`)
}
