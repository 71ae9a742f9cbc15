import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Quote posts (FEP-044f, docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md): who may quote each
 * article (every article written before may be quoted by anyone, as a public article is by default); a quote post
 * kept beside replies, likes and reposts; and the authorizations we gave, each dereferenceable until it is revoked.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_articles_quote_policy" AS ENUM('anyone', 'followers', 'nobody');
  CREATE TYPE "public"."enum__articles_v_version_quote_policy" AS ENUM('anyone', 'followers', 'nobody');
  ALTER TABLE "articles" ADD COLUMN "quote_policy" "enum_articles_quote_policy" DEFAULT 'anyone';
  ALTER TABLE "_articles_v" ADD COLUMN "version_quote_policy" "enum__articles_v_version_quote_policy" DEFAULT 'anyone';
  ALTER TYPE "public"."enum_social_replies_kind" ADD VALUE IF NOT EXISTS 'quote';
  CREATE TABLE "federation_quote_authorizations" (
    "id" uuid PRIMARY KEY,
    "article_id" integer NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
    "actor" varchar NOT NULL,
    "inbox" varchar NOT NULL,
    "quote_post" varchar NOT NULL,
    "request" varchar NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "revoked_at" timestamptz,
    UNIQUE ("article_id", "quote_post")
  );
  CREATE INDEX "federation_quote_authorizations_live_idx" ON "federation_quote_authorizations" ("article_id")
    WHERE "revoked_at" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "federation_quote_authorizations";
  DELETE FROM "social_replies" WHERE "kind" = 'quote';
  ALTER TYPE "public"."enum_social_replies_kind" RENAME TO "enum_social_replies_kind_old";
  CREATE TYPE "public"."enum_social_replies_kind" AS ENUM('reply', 'like', 'repost');
  ALTER TABLE "social_replies" ALTER COLUMN "kind" TYPE "public"."enum_social_replies_kind"
    USING "kind"::text::"public"."enum_social_replies_kind";
  DROP TYPE "public"."enum_social_replies_kind_old";
  ALTER TABLE "articles" DROP COLUMN "quote_policy";
  ALTER TABLE "_articles_v" DROP COLUMN "version_quote_policy";
  DROP TYPE "public"."enum_articles_quote_policy";
  DROP TYPE "public"."enum__articles_v_version_quote_policy";`)
}
