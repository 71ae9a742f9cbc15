import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Embeddings and related articles (docs/decisions/012-publishing-jobs.md), written by hand like the search columns:
 * Payload never reads these tables, so its schema never learns of them.
 * - `article_embeddings`: one unit-length float32 vector per article as `bytea`, with the provider and model that
 *   made it (vectors of different models are never compared), the hash of the text it was made from, the id of the
 *   transaction that wrote it (how in-memory indexes know what to re-read) and the floor of the article's related
 *   list (the lowest similarity on it; NULL until the list is first computed).
 * - `article_related`: each article's list, in order, with similarities.
 * - With pgvector available, an `embedding vector` column and an HNSW index for cosine distance as well.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE article_embeddings (
      article_id integer PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
      provider text NOT NULL,
      model text NOT NULL,
      dimensions integer NOT NULL,
      vector bytea NOT NULL,
      content_hash text NOT NULL,
      related_floor real,
      written_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX article_embeddings_written_idx ON article_embeddings (model, dimensions, written_xid, article_id);

    CREATE TABLE article_related (
      article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
      position smallint NOT NULL,
      related_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
      similarity real NOT NULL,
      PRIMARY KEY (article_id, position)
    );
    CREATE INDEX article_related_related_idx ON article_related (related_id);

    DO $$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
        CREATE EXTENSION IF NOT EXISTS vector;
        ALTER TABLE article_embeddings ADD COLUMN embedding vector;
        -- HNSW needs one length; other lengths (another EMBEDDING_DIMENSIONS) fall back to a scan.
        CREATE INDEX article_embeddings_hnsw_idx ON article_embeddings USING hnsw ((embedding::vector(256)) vector_cosine_ops)
          WHERE dimensions = 256;
      END IF;
    END $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS article_related;
    DROP TABLE IF EXISTS article_embeddings;
  `)
}
