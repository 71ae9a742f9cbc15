/**
 * Related articles with pgvector (ADR 012), on PGlite (PostgreSQL 18 compiled to WebAssembly, in this process) with
 * its pgvector extension: neither this machine's PostgreSQL nor the embedded one has pgvector, and Debian bookworm
 * has no package for it. The real migration adds the `embedding vector` column and its HNSW index when the
 * extension is available; embeddings are written to it; the pgvector search finds what the exact in-memory scan
 * finds; and the related-articles update runs on it. Only the tables those statements touch are created first.
 */
import { PGlite } from '@electric-sql/pglite'
import { vector as pgvector } from '@electric-sql/pglite-pgvector'
import { sql } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/pglite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up as relatedArticlesMigration } from '../../src/features/migrations/20261122_012100_related_articles'
import { storeEmbedding } from '../../src/features/publishing/embeddingStore'
import { LOCAL_EMBEDDING_MODEL, localEmbedding } from '../../src/features/publishing/providers/localEmbedding'
import { ExactVectorIndex } from '../../src/features/publishing/related/exactVectorIndex'
import { PgvectorIndex } from '../../src/features/publishing/related/pgvectorIndex'
import { updateRelatedFor } from '../../src/features/publishing/related/relatedArticles'
import type { SqlExecutor } from '../../src/features/publishing/related/vectorIndex'

let client: PGlite
let payload: Payload
const ids: number[] = []
const topics = [
  'channel manager rates availability agencies',
  'housekeeping rooms inspection cleaning',
  'payments cards terminals refunds',
  'revenue pricing forecast demand',
]
const vectorOf = (i: number) =>
  localEmbedding({ title: `Story ${i}`, text: `${topics[i % topics.length]} number ${i % 7}` }, 256)

beforeAll(async () => {
  client = await PGlite.create({ extensions: { vector: pgvector } })
  const db = drizzle(client)
  await client.exec(`
    CREATE TABLE pmses (id serial PRIMARY KEY, slug text, is_published boolean, deleted_at timestamptz);
    CREATE TABLE articles (id serial PRIMARY KEY, slug text, pms_id integer REFERENCES pmses(id), is_published boolean, published_at timestamptz, deleted_at timestamptz)`)
  // The migration is several statements in one, which node-pg sends as a simple query; so does this.
  const dialect = (db as unknown as { dialect: { sqlToQuery(query: unknown): { sql: string } } }).dialect
  const simple = { execute: (query: unknown) => client.exec(dialect.sqlToQuery(query).sql) }
  await relatedArticlesMigration({ db: simple } as never)
  // What the code under test reads of Payload: its drizzle instance and its logger.
  payload = { db: { drizzle: db }, logger: { info() {}, error() {} } } as unknown as Payload
  await db.execute(sql`INSERT INTO pmses (slug, is_published) VALUES ('harbor-pms', true)`)
  for (let i = 0; i < 120; i += 1) {
    const { rows } = await db.execute(
      sql`INSERT INTO articles (slug, pms_id, is_published, published_at) VALUES (${`story-${i}`}, 1, true, now()) RETURNING id`,
    )
    const id = (rows[0] as { id: number }).id
    ids.push(id)
    await storeEmbedding(
      payload,
      id,
      { vector: vectorOf(i), provider: 'local', model: LOCAL_EMBEDDING_MODEL },
      `hash-${i}`,
    )
  }
}, 120_000)

afterAll(async () => {
  await client?.close()
})

describe('related articles with pgvector', () => {
  it('gets the vector column and an HNSW index from the migration, and every embedding in it', async () => {
    const index = await client.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'article_embeddings_hnsw_idx'`,
    )
    expect(index.rows[0]!.indexdef).toContain('USING hnsw')
    const filled = await client.query<{ n: number }>(`SELECT count(embedding)::int AS n FROM article_embeddings`)
    expect(filled.rows[0]!.n).toBe(120)
    // With 120 rows a scan and a sort are cheaper; the point is that the index answers the query the search sends.
    await client.exec('SET enable_seqscan = off; SET enable_sort = off')
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT article_id FROM article_embeddings WHERE model = $1 AND dimensions = 256
       ORDER BY embedding::vector(256) <=> $2::vector(256) LIMIT 5`,
      [LOCAL_EMBEDDING_MODEL, `[${Array.from(vectorOf(0)).join(',')}]`],
    )
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('article_embeddings_hnsw_idx')
    await client.exec('RESET enable_seqscan; RESET enable_sort')
  })

  it('finds the same neighbours as the exact scan', async () => {
    const exact = new ExactVectorIndex(LOCAL_EMBEDDING_MODEL, 256)
    await exact.refresh(payload)
    expect(exact.size).toBe(120)
    const hnsw = new PgvectorIndex(LOCAL_EMBEDDING_MODEL, 256)
    for (const probe of [0, 1, 2, 3, 57]) {
      const options = { k: 5, above: 0.6, except: new Set([ids[probe]!]) }
      const fromExact = exact.scan(vectorOf(probe), options)
      const fromHnsw = await hnsw.scan(vectorOf(probe), options, drizzle(client) as unknown as SqlExecutor)
      expect(fromHnsw.nearest.map((item) => item.similarity)).toEqual(
        fromExact.nearest.map((item) => expect.closeTo(item.similarity, 5)),
      )
      expect(new Set(fromHnsw.above.map((item) => item.id))).toEqual(new Set(fromExact.above.map((item) => item.id)))
    }
  })

  it("computes an article's related list with it", async () => {
    const outcome = await updateRelatedFor(payload, ids[0]!)
    expect(outcome.backend).toBe('pgvector')
    expect(outcome.related).toHaveLength(5)
    const exact = new ExactVectorIndex(LOCAL_EMBEDDING_MODEL, 256)
    await exact.refresh(payload)
    const expected = exact.scan(vectorOf(0), { k: 5, above: 2, except: new Set([ids[0]!]) }).nearest
    expect(outcome.related.map((item) => item.similarity)).toEqual(
      expected.map((item) => expect.closeTo(item.similarity, 5)),
    )
    const stored = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM article_related WHERE article_id = $1`,
      [ids[0]],
    )
    expect(stored.rows[0]!.n).toBe(5)
  })
})
