import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Co-bylines (issue 63, docs/decisions/069-co-bylines.md): an article's authors in order, in Payload's rels tables
 * (path `authors`), filled from each article's and version's one author, which stays as the lead author; and an
 * author's fediverse handle. Additive: an instance still running the code before it reads and writes `author_id`
 * as before. The versions' rels table did not exist yet; another field's migration may make it first (the tags of
 * the same issue), hence `IF NOT EXISTS` for it and its shared parts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "authors" ADD COLUMN IF NOT EXISTS "fediverse_handle" varchar;
  ALTER TABLE "articles_rels" ADD COLUMN IF NOT EXISTS "authors_id" integer;
  CREATE TABLE IF NOT EXISTS "_articles_v_rels" (
    "id" serial PRIMARY KEY NOT NULL,
    "order" integer,
    "parent_id" integer NOT NULL,
    "path" varchar NOT NULL
  );
  ALTER TABLE "_articles_v_rels" ADD COLUMN IF NOT EXISTS "authors_id" integer;
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '_articles_v_rels_parent_fk') THEN
      ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
    END IF;
  END $$;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX IF NOT EXISTS "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX IF NOT EXISTS "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX IF NOT EXISTS "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "articles_rels_authors_id_idx" ON "articles_rels" USING btree ("authors_id");
  CREATE INDEX "_articles_v_rels_authors_id_idx" ON "_articles_v_rels" USING btree ("authors_id");
  INSERT INTO "articles_rels" ("order", "parent_id", "path", "authors_id")
    SELECT 1, a.id, 'authors', a.author_id FROM "articles" a WHERE a.author_id IS NOT NULL;
  INSERT INTO "_articles_v_rels" ("order", "parent_id", "path", "authors_id")
    SELECT 1, v.id, 'version.authors', v.version_author_id FROM "_articles_v" v WHERE v.version_author_id IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "articles_rels" WHERE "path" = 'authors';
  DROP INDEX "articles_rels_authors_id_idx";
  ALTER TABLE "articles_rels" DROP CONSTRAINT "articles_rels_authors_fk";
  ALTER TABLE "articles_rels" DROP COLUMN "authors_id";
  DELETE FROM "_articles_v_rels" WHERE "path" = 'version.authors';
  DROP INDEX "_articles_v_rels_authors_id_idx";
  ALTER TABLE "_articles_v_rels" DROP CONSTRAINT "_articles_v_rels_authors_fk";
  ALTER TABLE "_articles_v_rels" DROP COLUMN "authors_id";
  ALTER TABLE "authors" DROP COLUMN "fediverse_handle";`)
}
