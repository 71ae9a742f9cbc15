import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Review before publishing, editorial notes and assignments (docs/decisions/061-review-notes-assignments.md): an
 * article's review state and assignee (on its row and its versions), and the notes' table with their mentions. A note
 * goes with its article and a reply with its thread (ON DELETE CASCADE, where Payload would write SET NULL). The
 * dashboard's cards and the list's filter read the latest versions by state and by assignee: the two partial indexes
 * keep them a few index probes at 100,000 articles (`npm run bench:dashboard`).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_articles_review" AS ENUM('none', 'submitted', 'sent_back');
  CREATE TYPE "public"."enum__articles_v_version_review" AS ENUM('none', 'submitted', 'sent_back');
  ALTER TABLE "articles" ADD COLUMN "review" "enum_articles_review" DEFAULT 'none';
  ALTER TABLE "articles" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review" "enum__articles_v_version_review" DEFAULT 'none';
  ALTER TABLE "_articles_v" ADD COLUMN "version_assignee_id" integer;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_assignee_id_users_id_fk" FOREIGN KEY ("version_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_review_idx" ON "articles" USING btree ("review");
  CREATE INDEX "articles_assignee_idx" ON "articles" USING btree ("assignee_id");
  CREATE INDEX "_articles_v_version_version_review_idx" ON "_articles_v" USING btree ("version_review");
  CREATE INDEX "_articles_v_version_version_assignee_idx" ON "_articles_v" USING btree ("version_assignee_id");
  CREATE INDEX "_articles_v_latest_review_idx" ON "_articles_v" USING btree ("version_review", "updated_at" DESC) WHERE latest AND version_review <> 'none';
  CREATE INDEX "_articles_v_latest_assignee_idx" ON "_articles_v" USING btree ("version_assignee_id", "updated_at" DESC) WHERE latest AND version_assignee_id IS NOT NULL;

  CREATE TABLE "article_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"parent_id" integer,
  	"resolved" boolean DEFAULT false,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "article_notes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  ALTER TABLE "article_notes" ADD CONSTRAINT "article_notes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_notes" ADD CONSTRAINT "article_notes_parent_id_article_notes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_notes" ADD CONSTRAINT "article_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "article_notes_rels" ADD CONSTRAINT "article_notes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_notes_rels" ADD CONSTRAINT "article_notes_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "article_notes_article_idx" ON "article_notes" USING btree ("article_id");
  CREATE INDEX "article_notes_parent_idx" ON "article_notes" USING btree ("parent_id");
  CREATE INDEX "article_notes_author_idx" ON "article_notes" USING btree ("author_id");
  CREATE INDEX "article_notes_updated_at_idx" ON "article_notes" USING btree ("updated_at");
  CREATE INDEX "article_notes_created_at_idx" ON "article_notes" USING btree ("created_at");
  CREATE INDEX "article_notes_rels_order_idx" ON "article_notes_rels" USING btree ("order");
  CREATE INDEX "article_notes_rels_parent_idx" ON "article_notes_rels" USING btree ("parent_id");
  CREATE INDEX "article_notes_rels_path_idx" ON "article_notes_rels" USING btree ("path");
  CREATE INDEX "article_notes_rels_users_id_idx" ON "article_notes_rels" USING btree ("users_id");

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "article_notes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_article_notes_fk" FOREIGN KEY ("article_notes_id") REFERENCES "public"."article_notes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_article_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("article_notes_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_article_notes_fk";
  DROP INDEX "payload_locked_documents_rels_article_notes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "article_notes_id";
  DROP TABLE "article_notes_rels" CASCADE;
  DROP TABLE "article_notes" CASCADE;
  ALTER TABLE "articles" DROP COLUMN "review";
  ALTER TABLE "articles" DROP COLUMN "assignee_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review";
  ALTER TABLE "_articles_v" DROP COLUMN "version_assignee_id";
  DROP TYPE "public"."enum_articles_review";
  DROP TYPE "public"."enum__articles_v_version_review";`)
}
