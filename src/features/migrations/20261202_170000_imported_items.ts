import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The importers' ledger (src/features/importing/importedItems.ts, docs/decisions/065-importers.md): each item of a
 * WordPress or Ghost export and what it became here, keyed by the source's own id, so that a second run updates
 * rather than duplicates. `old_paths` keeps a post's old addresses, from which its redirects are made.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "imported_items" (
      "source" text NOT NULL CHECK ("source" IN ('wordpress', 'ghost')),
      "kind" text NOT NULL CHECK ("kind" IN ('article', 'author', 'category', 'media')),
      "source_key" text NOT NULL,
      "target_id" integer NOT NULL,
      "content_hash" text,
      "old_paths" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "imported_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      PRIMARY KEY ("source", "kind", "source_key")
    );
    CREATE INDEX "imported_items_kind_key_idx" ON "imported_items" ("kind", "source_key");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "imported_items";`)
}
