import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Beside an article's kept rendering, the token count of its body as its markdown page shows it
 * (src/content/articles/renderedBodies.ts): counting was most of a markdown page's miss. Renderings kept before have
 * none and a renderer name that no longer matches: the next read of each renders and counts it anew.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE article_rendered_bodies ADD COLUMN body_tokens integer`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE article_rendered_bodies DROP COLUMN IF EXISTS body_tokens`)
}
