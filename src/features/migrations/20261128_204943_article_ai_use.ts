import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An article's own AI-use choice (src/content/articles/articleAiUse.ts): every article written before follows the
 * site's policy, as it always did.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_articles_ai_use" AS ENUM('site', 'train', 'answers', 'search-only');
  CREATE TYPE "public"."enum__articles_v_version_ai_use" AS ENUM('site', 'train', 'answers', 'search-only');
  ALTER TABLE "articles" ADD COLUMN "ai_use" "enum_articles_ai_use" DEFAULT 'site';
  ALTER TABLE "_articles_v" ADD COLUMN "version_ai_use" "enum__articles_v_version_ai_use" DEFAULT 'site';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "articles" DROP COLUMN "ai_use";
  ALTER TABLE "_articles_v" DROP COLUMN "version_ai_use";
  DROP TYPE "public"."enum_articles_ai_use";
  DROP TYPE "public"."enum__articles_v_version_ai_use";`)
}
