import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import fs from 'node:fs/promises'
import path from 'node:path'

import { mediaRoot } from '../../ground/media/mediaFiles'

/**
 * Until this migration Payload stored every file flat in DATA_DIR/media; now each image lives under its directory,
 * and existing images get the default one, so their files move into DATA_DIR/media/uploads.
 * `prefix` is NOT NULL here although the field is optional in the config (the default fills it): a NULL would slip
 * past the unique (filename, prefix) index. The generated snapshot beside this file does not record that.
 */
async function moveStoredFiles(db: MigrateUpArgs['db'], from: string, to: string): Promise<void> {
  const { rows } = await db.execute(sql`
    SELECT filename, sizes_thumbnail_filename, sizes_card_filename, sizes_wide_filename, sizes_hero_filename
    FROM media`)
  const names = rows.flatMap((row) => Object.values(row)).filter((name): name is string => typeof name === 'string')
  await fs.mkdir(path.join(mediaRoot(), to), { recursive: true })
  for (const name of names) {
    await fs
      .rename(path.join(mediaRoot(), from, name), path.join(mediaRoot(), to, name))
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_filename_idx";
  ALTER TABLE "media" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'uploads' NOT NULL;
  CREATE UNIQUE INDEX "media_filename_compound_idx" ON "media" USING btree ("filename","prefix");
  CREATE INDEX "media_prefix_idx" ON "media" USING btree ("prefix");
  CREATE INDEX "media_filename_idx" ON "media" USING btree ("filename");`)
  await moveStoredFiles(db, '', 'uploads')
}

/**
 * Back to one flat folder: only possible while no filename is used in two directories (the unique index below
 * refuses it, before any file has moved). Images outside `uploads` keep their files where they are.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_filename_compound_idx";
  DROP INDEX "media_prefix_idx";
  DROP INDEX "media_filename_idx";
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  ALTER TABLE "media" DROP COLUMN "prefix";`)
  await moveStoredFiles(db, 'uploads', '')
}
