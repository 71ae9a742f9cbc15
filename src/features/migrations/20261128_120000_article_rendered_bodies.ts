import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each public article's body as the page's HTML (src/content/articles/renderedBodies.ts): rendered once, by the
 * first read that needs it, and kept beside the digest of the markdown it came from and the renderer that made it,
 * so that a changed body or renderer is never answered from an older rendering.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE article_rendered_bodies (
    article_id integer PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
    body_digest bytea NOT NULL,
    renderer text NOT NULL,
    html text NOT NULL,
    rendered_at timestamptz NOT NULL DEFAULT now()
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS article_rendered_bodies`)
}
