import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Partial indexes of the public articles, for the sitemaps (docs/decisions/033), written by hand like the other
 * partial indexes (Payload's schema does not describe them). Their predicate is the article's own half of the
 * visibility rule, exactly as `publicArticleOwnRule` writes it (src/ground/db/publicVisibility.ts):
 * - by range of 2,000 ids (ARTICLE_IDS_PER_SITEMAP, src/ground/paths.ts: changing it needs a new index), newest change
 *   first: the sitemap index dates each range with one probe, where a pass grouped by range sorted every article;
 * - by PMS, category and author, newest change first: a listing's newest article is one probe, where the pages'
 *   sitemap read every article (300 ms of PostgreSQL's CPU at 100,000 articles, docs/performance.md).
 * `updated_at DESC NULLS LAST` (the column is never null) is an order no other index gives, so the probes that ask
 * for it (`newestChangeFirst`, src/ground/db/publicVisibility.ts) cannot be planned as a walk down the index of every
 * article's `updated_at`, which PostgreSQL preferred when it guessed a listing had many articles and which, for a
 * listing with none (a new author), read every article.
 */
const PUBLIC = sql.raw('is_published AND slug IS NOT NULL AND published_at IS NOT NULL')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`CREATE INDEX articles_public_range_changed_idx ON articles (((id - 1) / 2000), updated_at DESC NULLS LAST) INCLUDE (pms_id) WHERE ${PUBLIC}`,
  )
  await db.execute(
    sql`CREATE INDEX articles_public_pms_changed_idx ON articles (pms_id, updated_at DESC NULLS LAST) WHERE ${PUBLIC}`,
  )
  await db.execute(
    sql`CREATE INDEX articles_public_category_changed_idx ON articles (category_id, updated_at DESC NULLS LAST) INCLUDE (pms_id) WHERE ${PUBLIC}`,
  )
  await db.execute(
    sql`CREATE INDEX articles_public_author_changed_idx ON articles (author_id, updated_at DESC NULLS LAST) INCLUDE (pms_id) WHERE ${PUBLIC}`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const index of [
    'articles_public_range_changed_idx',
    'articles_public_pms_changed_idx',
    'articles_public_category_changed_idx',
    'articles_public_author_changed_idx',
  ]) {
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(index)}`)
  }
}
