import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { lexicalToMarkdown } from '../../content/richText/lexicalToMarkdown'
import { markdownToLexical, MarkdownRefused } from '../../content/richText/markdownToLexical'
import { mediaPathOf } from '../../content/richText/richTextReferences'
import { env } from '../../ground/env'

type Db = MigrateUpArgs['db']

/** The long texts that became rich text: table, markdown column, rich-text column. */
const TEXTS = [
  ['articles', 'body', 'content'],
  ['pmses', 'profile', 'profile_content'],
  ['comparisons', 'body', 'content'],
  ['glossary_terms', 'body', 'content'],
] as const

/**
 * Every stored text gets its rich text, and its markdown becomes the canonical form written back from it
 * (docs/decisions/016). A text with an image path of ours that names no media item keeps its markdown and gets no
 * rich text: the cockpit converts it when it is opened, and asks for the image then.
 */
async function convertStoredTexts(db: Db): Promise<void> {
  const media = await db.execute(sql`SELECT id, prefix, filename, alt FROM media`)
  const rows = media.rows as Array<{ id: number; prefix: string; filename: string; alt: string | null }>
  const byPath = new Map(rows.map((row) => [`${row.prefix}/${row.filename}`, row]))
  const lookup = async (sources: string[]) =>
    new Map(
      sources.map((source) => {
        const path = mediaPathOf(source, env.baseUrl)
        const found = path ? byPath.get(`${path.prefix}/${path.filename}`) : undefined
        return [source, !path ? ('external' as const) : found ? { id: found.id } : ('missing' as const)]
      }),
    )
  const refs = {
    media: (id: number) => {
      const row = rows.find((m) => m.id === id)
      return row ? { url: `/media/${row.prefix}/${row.filename}`, alt: row.alt } : null
    },
    doc: () => null,
  }
  for (const [table, markdownColumn, richTextColumn] of TEXTS) {
    const stored = await db.execute(
      sql.raw(`SELECT id, "${markdownColumn}" AS markdown FROM "${table}" WHERE "${markdownColumn}" IS NOT NULL`),
    )
    for (const row of stored.rows as Array<{ id: number; markdown: string }>) {
      let richText
      try {
        richText = await markdownToLexical(row.markdown, lookup)
      } catch (error) {
        if (error instanceof MarkdownRefused) continue
        throw error
      }
      const markdown = lexicalToMarkdown(richText, refs)
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(richTextColumn)} = ${JSON.stringify(richText)}::jsonb, ${sql.identifier(markdownColumn)} = ${markdown} WHERE id = ${row.id}`,
      )
    }
  }
}

/** Featured images stored by us become links to their media items (docs/decisions/016, featured images). */
async function linkFeaturedImages(db: Db): Promise<void> {
  await db.execute(
    sql`UPDATE articles a SET image_id = m.id FROM media m WHERE a.featured_image = '/media/' || m.prefix || '/' || m.filename`,
  )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "comparisons" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "articles" ADD COLUMN "content" jsonb;
  ALTER TABLE "articles" ADD COLUMN "image_id" integer;
  ALTER TABLE "articles" ADD COLUMN "summary_by_editor" boolean DEFAULT false;
  ALTER TABLE "pmses" ADD COLUMN "profile_content" jsonb;
  ALTER TABLE "comparisons" ADD COLUMN "content" jsonb;
  ALTER TABLE "glossary_terms" ADD COLUMN "content" jsonb;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");`)
  await convertStoredTexts(db)
  await linkFeaturedImages(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT "articles_image_id_media_id_fk";
  DROP INDEX "articles_image_idx";
  ALTER TABLE "articles" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "comparisons" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "articles" DROP COLUMN "content";
  ALTER TABLE "articles" DROP COLUMN "image_id";
  ALTER TABLE "articles" DROP COLUMN "summary_by_editor";
  ALTER TABLE "pmses" DROP COLUMN "profile_content";
  ALTER TABLE "comparisons" DROP COLUMN "content";
  ALTER TABLE "glossary_terms" DROP COLUMN "content";`)
}
