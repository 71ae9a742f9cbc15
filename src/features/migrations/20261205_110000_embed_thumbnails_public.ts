import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A video's thumbnail is public when its article is (docs/decisions/076-video-thumbnails.md): the article's embeds
 * name its `/media/embeds/…` files, so the index of what an article's texts name
 * (src/features/migrations/20261201_120000_media_paths.ts) reads its `embeds` too, with the very expression
 * `publicMedia` asks (src/ground/db/publicMedia.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS articles_media_paths_idx;
    CREATE INDEX articles_media_paths_idx ON articles
      USING gin (public.pmsnews_media_paths(body, featured_image, embeds::text));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS articles_media_paths_idx;
    CREATE INDEX articles_media_paths_idx ON articles USING gin (public.pmsnews_media_paths(body, featured_image));`)
}
