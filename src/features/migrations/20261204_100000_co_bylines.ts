import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Co-bylines (issue 63, docs/decisions/069-co-bylines.md): an article's authors in order, in Payload's rels tables
 * (path `authors`), filled from each article's and version's one author, which stays as the lead author; and an
 * author's fediverse handle. Additive: an instance still running the code before it reads and writes `author_id`
 * as before. Neither rels table exists before it (20261122_012003_publishing dropped the articles' when its last
 * hasMany field went); another field's migration of the same issue (tags) may make them first, hence `IF NOT EXISTS`
 * for them and their shared parts, and a `down` that drops only what is this one's.
 */

/** Payload's rels table of a collection or its versions, as Payload makes it, unless another migration made it first. */
const relsTable = (table: string, parent: string) => `
  CREATE TABLE IF NOT EXISTS "${table}" (
    "id" serial PRIMARY KEY NOT NULL,
    "order" integer,
    "parent_id" integer NOT NULL,
    "path" varchar NOT NULL
  );
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '${table}_parent_fk') THEN
      ALTER TABLE "${table}" ADD CONSTRAINT "${table}_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."${parent}"("id") ON DELETE cascade ON UPDATE no action;
    END IF;
  END $$;
  CREATE INDEX IF NOT EXISTS "${table}_order_idx" ON "${table}" USING btree ("order");
  CREATE INDEX IF NOT EXISTS "${table}_parent_idx" ON "${table}" USING btree ("parent_id");
  CREATE INDEX IF NOT EXISTS "${table}_path_idx" ON "${table}" USING btree ("path");`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(relsTable('articles_rels', 'articles') + relsTable('_articles_v_rels', '_articles_v')))
  await db.execute(sql`
  ALTER TABLE "authors" ADD COLUMN "fediverse_handle" varchar;
  ALTER TABLE "articles_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "_articles_v_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
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
