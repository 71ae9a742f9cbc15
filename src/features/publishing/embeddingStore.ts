/** Stored embeddings (table `article_embeddings`, see its migration): one per article, with provider and model. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import type { Embedding } from './embeddingProvider'
import { hasPgvector } from './related/vectorIndex'
import { toBytes } from './vectors'

export async function storedEmbeddingOf(
  payload: Payload,
  articleId: number,
): Promise<{ model: string; contentHash: string } | null> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT model, content_hash FROM article_embeddings WHERE article_id = ${articleId}`,
  )
  const row = rows[0] as { model: string; content_hash: string } | undefined
  return row ? { model: row.model, contentHash: row.content_hash } : null
}

export async function storeEmbedding(
  payload: Payload,
  articleId: number,
  embedding: Embedding,
  contentHash: string,
): Promise<void> {
  const bytes = toBytes(embedding.vector)
  const pgvector = (await hasPgvector(payload))
    ? sql`, embedding = ${`[${Array.from(embedding.vector).join(',')}]`}::vector`
    : sql``
  await drizzleOf(payload).transaction(async (db) => {
    await db.execute(sql`
      INSERT INTO article_embeddings (article_id, provider, model, dimensions, vector, content_hash)
      VALUES (${articleId}, ${embedding.provider}, ${embedding.model}, ${embedding.vector.length}, ${bytes}, ${contentHash})
      ON CONFLICT (article_id) DO UPDATE SET provider = EXCLUDED.provider, model = EXCLUDED.model, dimensions = EXCLUDED.dimensions,
        vector = EXCLUDED.vector, content_hash = EXCLUDED.content_hash, written_xid = pg_current_xact_id(), updated_at = now(),
        related_floor = CASE WHEN article_embeddings.model = EXCLUDED.model THEN article_embeddings.related_floor END`)
    if (pgvector)
      await db.execute(
        sql`UPDATE article_embeddings SET article_id = article_id ${pgvector} WHERE article_id = ${articleId}`,
      )
  })
}
