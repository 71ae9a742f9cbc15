import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The partial indexes of public articles (20261126_100000_public_article_indexes, 20261126_160000_public_articles_by_pms_newest)
 * again, their predicate now the article's own half of the visibility rule with the trash's condition that rule
 * gained (docs/decisions/066-trash.md): `deleted_at IS NULL`. Under the old predicate the public reads still chose
 * them, but checked `deleted_at` row by row in the table: the probes that PostgreSQL answered from the index alone
 * (a listing's newest change, a PMS's count of articles and latest publication) each read the table too. Under the
 * new one they read the index only again, no probe checks the rule row by row, and trashed articles are not in
 * them. Same names, same columns.
 */
const INDEXES = [
  ['articles_public_range_changed_idx', '(((id - 1) / 2000), updated_at DESC NULLS LAST) INCLUDE (pms_id)'],
  ['articles_public_pms_changed_idx', '(pms_id, updated_at DESC NULLS LAST)'],
  ['articles_public_category_changed_idx', '(category_id, updated_at DESC NULLS LAST) INCLUDE (pms_id)'],
  ['articles_public_author_changed_idx', '(author_id, updated_at DESC NULLS LAST) INCLUDE (pms_id)'],
  ['articles_public_pms_newest_idx', '(pms_id, published_at DESC, id DESC)'],
] as const

const PUBLIC = 'is_published AND slug IS NOT NULL AND published_at IS NOT NULL'

async function recreate({ db }: MigrateUpArgs | MigrateDownArgs, predicate: string): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.execute(
      sql.raw(`DROP INDEX IF EXISTS ${name}; CREATE INDEX ${name} ON articles ${columns} WHERE ${predicate}`),
    )
}

export async function up(args: MigrateUpArgs): Promise<void> {
  await recreate(args, `${PUBLIC} AND deleted_at IS NULL`)
}

export async function down(args: MigrateDownArgs): Promise<void> {
  await recreate(args, PUBLIC)
}
