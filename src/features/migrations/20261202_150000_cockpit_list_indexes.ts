import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The cockpit's article list and dashboard at 100,000 articles (issue 61, `npm run bench:cockpit-list`):
 * - The list reads each article's latest version sorted by `-published_at`, to which Payload adds `created_at` as a
 *   tie-break. Over the one-column `version_published_at` index PostgreSQL sorted the drafts' whole NULL group (a
 *   tenth of the archive) by `created_at` for every page: 250–450 ms. One index in exactly that order, over the
 *   latest versions only, reads ten rows. The one-column index goes, or the planner keeps preferring it (it
 *   underestimates that NULL group); nothing else sorts or filters the versions by that date alone.
 *   A later `migrate:create` would offer to create it again (the field is `index: true` for the articles table):
 *   leave it out.
 * - The dashboard's scheduled articles (`WHERE scheduled`) read the whole table, and its drafts walked every
 *   unpublished article to sort them: each gets a partial index in its own order (src/content/articles/articleFigures.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "_articles_v_version_version_published_at_idx";
    CREATE INDEX "_articles_v_latest_published_idx" ON "_articles_v" ("version_published_at" DESC, "created_at" DESC) WHERE "latest";
    CREATE INDEX "articles_scheduled_idx" ON "articles" ("published_at") WHERE "scheduled";
    CREATE INDEX "articles_drafts_changed_idx" ON "articles" ("updated_at" DESC NULLS LAST)
      WHERE NOT "is_published" AND NOT coalesce("scheduled", false);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "articles_drafts_changed_idx";
    DROP INDEX IF EXISTS "articles_scheduled_idx";
    DROP INDEX IF EXISTS "_articles_v_latest_published_idx";
    CREATE INDEX IF NOT EXISTS "_articles_v_version_version_published_at_idx" ON "_articles_v" ("version_published_at");
  `)
}
