/**
 * Nearest neighbours with pgvector: an HNSW index over `article_embeddings.embedding` (cosine distance), kept by
 * PostgreSQL itself. `above` (articles more similar than a threshold) is answered from the same index, walking
 * outwards until the similarity drops below the threshold.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Neighbour, ScanOptions, ScanResult, SqlExecutor } from './exactVectorIndex'

const literal = (vector: Float32Array) => `[${Array.from(vector).join(',')}]`

export class PgvectorIndex {
  readonly name = 'pgvector' as const

  constructor(
    readonly model: string,
    readonly dimensions: number,
  ) {}

  private async nearestBy(
    db: SqlExecutor,
    query: Float32Array,
    limit: number,
    except: ReadonlySet<number>,
  ): Promise<Neighbour[]> {
    // The same expression as the HNSW index (a fixed length), so that PostgreSQL uses it.
    const column = sql.raw(`embedding::vector(${this.dimensions})`)
    const vector = sql`${literal(query)}::vector(${sql.raw(String(this.dimensions))})`
    const { rows } = await db.execute(sql`
      SELECT article_id AS id, 1 - (${column} <=> ${vector}) AS similarity FROM article_embeddings
      WHERE model = ${this.model} AND dimensions = ${this.dimensions}
      ORDER BY ${column} <=> ${vector} LIMIT ${limit + except.size}`)
    return (rows as Array<{ id: number; similarity: number }>)
      .filter((row) => !except.has(row.id))
      .slice(0, limit)
      .map((row) => ({ id: row.id, similarity: Number(row.similarity) }))
  }

  async scan(query: Float32Array, options: ScanOptions, db: SqlExecutor): Promise<ScanResult> {
    const nearest = await this.nearestBy(db, query, options.k, options.except)
    let limit = Math.max(100, options.k)
    for (;;) {
      const found = await this.nearestBy(db, query, limit, options.except)
      const above = found.filter((item) => item.similarity > options.above)
      if (above.length < found.length || found.length < limit) return { nearest, above }
      limit *= 4
    }
  }
}
