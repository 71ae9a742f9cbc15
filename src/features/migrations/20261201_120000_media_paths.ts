import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Which of our images a text names, and indexes of it, so that whether public content shows an image
 * (`publicMedia`, src/ground/db/publicMedia.ts) is a few index probes, not a read of every body
 * (docs/decisions/059-media-files-public-by-use.md). `pmsnews_media_paths` gives each `/media/<directory>/<file>.webp`
 * a text names, relative or absolute, as `<directory>/<file>.webp` (directories and stored names are slugs,
 * src/ground/media/directory.ts and src/ground/media/convertUpload.ts, so no percent-encoding is met).
 * The expressions of the indexes are the ones `publicMedia` asks.
 */
const TEXTS = [
  ['articles_media_paths_idx', 'articles', 'body, featured_image'],
  ['pmses_media_paths_idx', 'pmses', 'profile'],
  ['comparisons_media_paths_idx', 'comparisons', 'body'],
  ['glossary_terms_media_paths_idx', 'glossary_terms', 'body'],
  ['newsletter_issues_media_paths_idx', 'newsletter_issues', 'intro'],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE FUNCTION public.pmsnews_media_paths(VARIADIC texts text[]) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT found[1]), '{}')
      FROM unnest(texts) AS text, regexp_matches(text, '/media/([a-z0-9/-]+/[a-z0-9_.-]+\\.webp)', 'g') AS found
    $$`)
  for (const [index, table, columns] of TEXTS)
    await db.execute(sql.raw(`CREATE INDEX ${index} ON ${table} USING gin (public.pmsnews_media_paths(${columns}))`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [index] of TEXTS) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${index}`))
  await db.execute(sql`DROP FUNCTION IF EXISTS public.pmsnews_media_paths(VARIADIC text[])`)
}
