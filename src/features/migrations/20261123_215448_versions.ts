import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload's drafts (docs/decisions/017): every existing row gets the `_status` its `is_published` says, and a first
 * version, so that the cockpit (which lists and opens the latest versions) keeps showing it.
 */
async function firstVersions(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
  UPDATE articles SET _status = CASE WHEN is_published THEN 'published'::enum_articles_status ELSE 'draft'::enum_articles_status END;
  UPDATE pmses SET _status = CASE WHEN is_published THEN 'published'::enum_pmses_status ELSE 'draft'::enum_pmses_status END;
  INSERT INTO _articles_v (parent_id, version_title, version_slug, version_pms_id, version_author_id, version_category_id, version_excerpt,
    version_content, version_body, version_image_id, version_featured_image, version_featured_image_caption, version_reading_time_minutes,
    version_is_published, version_scheduled, version_is_featured, version_published_at, version_edited_by, version_meta_title,
    version_meta_description, version_summary, version_summary_by_editor, version_summary_source_hash, version_social_post_url,
    version_updated_at, version_created_at, version__status, created_at, updated_at, latest)
  SELECT id, title, slug, pms_id, author_id, category_id, excerpt, content, body, image_id, featured_image, featured_image_caption,
    reading_time_minutes, is_published, scheduled, is_featured, published_at, edited_by, meta_title, meta_description, summary,
    summary_by_editor, summary_source_hash, social_post_url, updated_at, created_at, _status::text::enum__articles_v_version_status,
    updated_at, updated_at, true
  FROM articles;
  INSERT INTO _pmses_v (parent_id, version_name, version_slug, version_vendor, version_website, version_logo_id, version_tagline,
    version_profile_content, version_profile, version_deployment, version_pricing_model, version_founded_year, version_headquarters,
    version_capabilities_channel_manager, version_capabilities_booking_engine, version_capabilities_revenue_management,
    version_capabilities_pos, version_capabilities_housekeeping, version_capabilities_mobile_check_in, version_capabilities_open_api,
    version_is_published, version_edited_by, version_updated_at, version_created_at, version__status, created_at, updated_at, latest)
  SELECT id, name, slug, vendor, website, logo_id, tagline, profile_content, profile, deployment::text::enum__pmses_v_version_deployment,
    pricing_model::text::enum__pmses_v_version_pricing_model, founded_year, headquarters, capabilities_channel_manager,
    capabilities_booking_engine, capabilities_revenue_management, capabilities_pos, capabilities_housekeeping,
    capabilities_mobile_check_in, capabilities_open_api, is_published, edited_by, updated_at, created_at,
    _status::text::enum__pmses_v_version_status, updated_at, updated_at, true
  FROM pmses;
  INSERT INTO _pmses_v_version_segments ("order", parent_id, value)
  SELECT s."order", v.id, s.value::text::enum__pmses_v_version_segments FROM pmses_segments s JOIN _pmses_v v ON v.parent_id = s.parent_id;
  INSERT INTO _pmses_v_version_integrations (_order, _parent_id, name, _uuid)
  SELECT i._order, v.id, i.name, i.id FROM pmses_integrations i JOIN _pmses_v v ON v.parent_id = i._parent_id;`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pmses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pmses_v_version_segments" AS ENUM('independent-hotels', 'chains', 'hostels', 'serviced-apartments', 'vacation-rentals');
  CREATE TYPE "public"."enum__pmses_v_version_deployment" AS ENUM('cloud', 'on-premise', 'hybrid');
  CREATE TYPE "public"."enum__pmses_v_version_pricing_model" AS ENUM('per-room-per-month', 'per-property-subscription', 'perpetual-licence', 'tiered', 'quote');
  CREATE TYPE "public"."enum__pmses_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_pms_id" integer,
  	"version_author_id" integer,
  	"version_category_id" integer,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_body" varchar,
  	"version_image_id" integer,
  	"version_featured_image" varchar,
  	"version_featured_image_caption" varchar,
  	"version_reading_time_minutes" numeric,
  	"version_is_published" boolean DEFAULT false,
  	"version_scheduled" boolean DEFAULT false,
  	"version_is_featured" boolean DEFAULT false,
  	"version_published_at" timestamp(3) with time zone,
  	"version_edited_by" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_summary" varchar,
  	"version_summary_by_editor" boolean DEFAULT false,
  	"version_summary_source_hash" varchar,
  	"version_social_post_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pmses_v_version_segments" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pmses_v_version_segments",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pmses_v_version_integrations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pmses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_vendor" varchar,
  	"version_website" varchar,
  	"version_logo_id" integer,
  	"version_tagline" varchar,
  	"version_profile_content" jsonb,
  	"version_profile" varchar,
  	"version_deployment" "enum__pmses_v_version_deployment",
  	"version_pricing_model" "enum__pmses_v_version_pricing_model",
  	"version_founded_year" numeric,
  	"version_headquarters" varchar,
  	"version_capabilities_channel_manager" boolean DEFAULT false,
  	"version_capabilities_booking_engine" boolean DEFAULT false,
  	"version_capabilities_revenue_management" boolean DEFAULT false,
  	"version_capabilities_pos" boolean DEFAULT false,
  	"version_capabilities_housekeeping" boolean DEFAULT false,
  	"version_capabilities_mobile_check_in" boolean DEFAULT false,
  	"version_capabilities_open_api" boolean DEFAULT false,
  	"version_is_published" boolean DEFAULT false,
  	"version_edited_by" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pmses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "articles" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "pms_id" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "author_id" DROP NOT NULL;
  ALTER TABLE "pmses_integrations" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pmses" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "articles" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "pmses" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "pmses" ADD COLUMN "_status" "enum_pmses_status" DEFAULT 'draft';
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_pms_id_pmses_id_fk" FOREIGN KEY ("version_pms_id") REFERENCES "public"."pmses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pmses_v_version_segments" ADD CONSTRAINT "_pmses_v_version_segments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pmses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pmses_v_version_integrations" ADD CONSTRAINT "_pmses_v_version_integrations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pmses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pmses_v" ADD CONSTRAINT "_pmses_v_parent_id_pmses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pmses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pmses_v" ADD CONSTRAINT "_pmses_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_pms_idx" ON "_articles_v" USING btree ("version_pms_id");
  CREATE INDEX "_articles_v_version_version_author_idx" ON "_articles_v" USING btree ("version_author_id");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_is_published_idx" ON "_articles_v" USING btree ("version_is_published");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "_pmses_v_version_segments_order_idx" ON "_pmses_v_version_segments" USING btree ("order");
  CREATE INDEX "_pmses_v_version_segments_parent_idx" ON "_pmses_v_version_segments" USING btree ("parent_id");
  CREATE INDEX "_pmses_v_version_integrations_order_idx" ON "_pmses_v_version_integrations" USING btree ("_order");
  CREATE INDEX "_pmses_v_version_integrations_parent_id_idx" ON "_pmses_v_version_integrations" USING btree ("_parent_id");
  CREATE INDEX "_pmses_v_parent_idx" ON "_pmses_v" USING btree ("parent_id");
  CREATE INDEX "_pmses_v_version_version_slug_idx" ON "_pmses_v" USING btree ("version_slug");
  CREATE INDEX "_pmses_v_version_version_logo_idx" ON "_pmses_v" USING btree ("version_logo_id");
  CREATE INDEX "_pmses_v_version_version_is_published_idx" ON "_pmses_v" USING btree ("version_is_published");
  CREATE INDEX "_pmses_v_version_version_updated_at_idx" ON "_pmses_v" USING btree ("version_updated_at");
  CREATE INDEX "_pmses_v_version_version_created_at_idx" ON "_pmses_v" USING btree ("version_created_at");
  CREATE INDEX "_pmses_v_version_version__status_idx" ON "_pmses_v" USING btree ("version__status");
  CREATE INDEX "_pmses_v_created_at_idx" ON "_pmses_v" USING btree ("created_at");
  CREATE INDEX "_pmses_v_updated_at_idx" ON "_pmses_v" USING btree ("updated_at");
  CREATE INDEX "_pmses_v_latest_idx" ON "_pmses_v" USING btree ("latest");
  CREATE INDEX "_pmses_v_autosave_idx" ON "_pmses_v" USING btree ("autosave");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "pmses__status_idx" ON "pmses" USING btree ("_status");`)
  await firstVersions(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pmses_v_version_segments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pmses_v_version_integrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pmses_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_pmses_v_version_segments" CASCADE;
  DROP TABLE "_pmses_v_version_integrations" CASCADE;
  DROP TABLE "_pmses_v" CASCADE;
  DROP INDEX "articles__status_idx";
  DROP INDEX "pmses__status_idx";
  ALTER TABLE "articles" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "pms_id" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "author_id" SET NOT NULL;
  ALTER TABLE "pmses_integrations" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pmses" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "articles" DROP COLUMN "edited_by";
  ALTER TABLE "articles" DROP COLUMN "_status";
  ALTER TABLE "pmses" DROP COLUMN "edited_by";
  ALTER TABLE "pmses" DROP COLUMN "_status";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_pmses_status";
  DROP TYPE "public"."enum__pmses_v_version_segments";
  DROP TYPE "public"."enum__pmses_v_version_deployment";
  DROP TYPE "public"."enum__pmses_v_version_pricing_model";
  DROP TYPE "public"."enum__pmses_v_version_status";`)
}
