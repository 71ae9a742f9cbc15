import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An article's embeds (docs/decisions/072-embeds.md): what its lone links were found to be at save time, kept with the
 * article and with each of its versions, so that a draft's embeds are its own body's and a page reads them in the
 * statement that reads the article.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "articles" ADD COLUMN "embeds" jsonb;
    ALTER TABLE "_articles_v" ADD COLUMN "version_embeds" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "articles" DROP COLUMN IF EXISTS "embeds";
    ALTER TABLE "_articles_v" DROP COLUMN IF EXISTS "version_embeds";`)
}
