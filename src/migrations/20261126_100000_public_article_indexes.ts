import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Partial indexes of the public articles, for the sitemaps (docs/decisions/033), written by hand like the other
 * partial indexes (Payload's schema does not describe them). Their predicate is the article's own half of the
 * visibility rule, exactly as `publicArticleOwnRule` writes it (src/db/publicVisibility.ts):
 * - by id, covering the PMS and the change date: the index of sitemaps counts and dates each range of 2,000 ids
 *   from the index alone, and a sitemap of articles is a range of it;
 * - by PMS, category and author, newest change last: a listing's newest article is one probe, where the pages'
 *   sitemap read every article (300 ms of PostgreSQL's CPU at 100,000 articles, docs/performance.md).
 */
const PUBLIC = sql.raw('is_published AND slug IS NOT NULL AND published_at IS NOT NULL')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX articles_public_by_id_idx ON articles (id) INCLUDE (pms_id, updated_at) WHERE ${PUBLIC}`)
  await db.execute(sql`CREATE INDEX articles_public_pms_changed_idx ON articles (pms_id, updated_at) WHERE ${PUBLIC}`)
  await db.execute(sql`CREATE INDEX articles_public_category_changed_idx ON articles (category_id, updated_at) INCLUDE (pms_id) WHERE ${PUBLIC}`)
  await db.execute(sql`CREATE INDEX articles_public_author_changed_idx ON articles (author_id, updated_at) INCLUDE (pms_id) WHERE ${PUBLIC}`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const index of ['articles_public_by_id_idx', 'articles_public_pms_changed_idx', 'articles_public_category_changed_idx', 'articles_public_author_changed_idx']) {
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(index)}`)
  }
}
