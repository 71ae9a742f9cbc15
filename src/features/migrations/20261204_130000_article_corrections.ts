import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Corrections and updates of articles (docs/decisions/073-corrections.md): the `corrections` array of articles and of
 * their versions, as Payload keeps an array (a row per note, by `_order` under `_parent_id`). The public list of
 * notes reads them newest first across articles: `date` is indexed. Additive only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_articles_corrections_kind" AS ENUM('correction', 'update');
  CREATE TYPE "public"."enum__articles_v_version_corrections_kind" AS ENUM('correction', 'update');
  CREATE TABLE "articles_corrections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_articles_corrections_kind" DEFAULT 'correction' NOT NULL,
  	"text" varchar NOT NULL,
  	"date" timestamp(3) with time zone
  );
  CREATE TABLE "_articles_v_version_corrections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__articles_v_version_corrections_kind" DEFAULT 'correction',
  	"text" varchar,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  ALTER TABLE "articles_corrections" ADD CONSTRAINT "articles_corrections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_corrections" ADD CONSTRAINT "_articles_v_version_corrections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_corrections_order_idx" ON "articles_corrections" USING btree ("_order");
  CREATE INDEX "articles_corrections_parent_id_idx" ON "articles_corrections" USING btree ("_parent_id");
  CREATE INDEX "articles_corrections_date_idx" ON "articles_corrections" USING btree ("date" DESC);
  CREATE INDEX "_articles_v_version_corrections_order_idx" ON "_articles_v_version_corrections" USING btree ("_order");
  CREATE INDEX "_articles_v_version_corrections_parent_id_idx" ON "_articles_v_version_corrections" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "_articles_v_version_corrections" CASCADE;
  DROP TABLE "articles_corrections" CASCADE;
  DROP TYPE "public"."enum__articles_v_version_corrections_kind";
  DROP TYPE "public"."enum_articles_corrections_kind";`)
}
