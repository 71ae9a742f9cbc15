import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Two more stored sizes of every image (src/ground/media/sizes.ts): a 1:1 and a 4:3 centred crop, for the shapes an
 * article's structured data names beside 16:9. Written by `migrate:create`. Images stored before have none until they
 * are uploaded again; their structured data names the shapes they have.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "sizes_square_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_square_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_square_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_square_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_square_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_square_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_four_three_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_four_three_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_four_three_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_four_three_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_four_three_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_four_three_filename" varchar;
  CREATE INDEX "media_sizes_square_sizes_square_filename_idx" ON "media" USING btree ("sizes_square_filename");
  CREATE INDEX "media_sizes_four_three_sizes_four_three_filename_idx" ON "media" USING btree ("sizes_four_three_filename");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_square_sizes_square_filename_idx";
  DROP INDEX "media_sizes_four_three_sizes_four_three_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_square_url";
  ALTER TABLE "media" DROP COLUMN "sizes_square_width";
  ALTER TABLE "media" DROP COLUMN "sizes_square_height";
  ALTER TABLE "media" DROP COLUMN "sizes_square_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_square_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_square_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_four_three_url";
  ALTER TABLE "media" DROP COLUMN "sizes_four_three_width";
  ALTER TABLE "media" DROP COLUMN "sizes_four_three_height";
  ALTER TABLE "media" DROP COLUMN "sizes_four_three_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_four_three_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_four_three_filename";`)
}
