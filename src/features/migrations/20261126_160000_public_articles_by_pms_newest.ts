import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The public articles of each PMS, newest publication first (the predicate is `publicArticleOwnRule`, as in
 * 20261126_100000_public_article_indexes): a hub's list of stories, the PMS directory's latest date and a PMS
 * result's date in search are each one walk down it, where PostgreSQL read every article of the PMS (several
 * thousand at 100,000 articles) or walked the whole archive's `published_at` index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`CREATE INDEX articles_public_pms_newest_idx ON articles (pms_id, published_at DESC, id DESC) WHERE is_published AND slug IS NOT NULL AND published_at IS NOT NULL`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS articles_public_pms_newest_idx`)
}
