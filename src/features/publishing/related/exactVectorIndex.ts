/**
 * Exact nearest neighbours without pgvector: every embedding of the current model, kept in this process's memory as
 * one Float32Array (100,000 × 256 dimensions = 100 MB), scanned in full for each query (a dot product per article;
 * vectors are unit length, so that is the cosine). The index loads once, then before each query reads only the
 * embeddings written since its last read; answers are checked against the database afterwards (see
 * relatedArticles.ts), so an article unpublished or deleted meanwhile never slips through.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../../ground/db/adapter'
import { fromBytes } from '../vectors'

/** What the indexes run their statements on: the adapter's drizzle instance, or a transaction of it. */
export type SqlExecutor = Pick<ReturnType<typeof drizzleOf>, 'execute'>

export interface Neighbour {
  id: number
  similarity: number
}

export interface ScanOptions {
  k: number
  above: number
  except: ReadonlySet<number>
}

export interface ScanResult {
  nearest: Neighbour[]
  above: Neighbour[]
}

const BATCH = 5000

export class ExactVectorIndex {
  readonly name = 'exact'

  private ids = new Int32Array(0)
  private vectors = new Float32Array(0)
  private rowOf = new Map<number, number>()
  private count = 0
  /** Rows written by transactions from this id on may not have been read yet. */
  private horizon = '0'

  constructor(
    readonly model: string,
    readonly dimensions: number,
  ) {}

  get size(): number {
    return this.count
  }

  /**
   * Reads the embeddings written since the last read (all of them the first time), in batches. "Since" is by
   * transaction: each row carries the id of the transaction that wrote it, and a read takes every row written by a
   * transaction that had not committed when the last read began (PostgreSQL's snapshot horizon), so a slow
   * transaction that commits late is never missed, and nothing older is read twice.
   */
  async refresh(payload: Payload): Promise<void> {
    const db = drizzleOf(payload)
    const {
      rows: [now],
    } = await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`)
    let after = { xid: this.horizon, id: -1 }
    for (;;) {
      const { rows } = await db.execute(sql`
        SELECT article_id, vector, written_xid::text AS xid FROM article_embeddings
        WHERE model = ${this.model} AND dimensions = ${this.dimensions}
          AND (written_xid, article_id) > (${after.xid}::xid8, ${after.id})
        ORDER BY written_xid, article_id LIMIT ${BATCH}`)
      for (const row of rows as Array<{ article_id: number; vector: Buffer; xid: string }>) {
        this.put(row.article_id, fromBytes(row.vector))
        after = { xid: row.xid, id: row.article_id }
      }
      if (rows.length < BATCH) break
    }
    this.horizon = String((now as { horizon: string }).horizon)
  }

  put(id: number, vector: Float32Array): void {
    let row = this.rowOf.get(id)
    if (row === undefined) {
      row = this.count++
      if (row >= this.ids.length) this.grow(Math.max(1024, this.ids.length * 2))
      this.ids[row] = id
      this.rowOf.set(id, row)
    }
    this.vectors.set(vector, row * this.dimensions)
  }

  private grow(capacity: number): void {
    const ids = new Int32Array(capacity)
    ids.set(this.ids.subarray(0, this.count))
    const vectors = new Float32Array(capacity * this.dimensions)
    vectors.set(this.vectors.subarray(0, this.count * this.dimensions))
    this.ids = ids
    this.vectors = vectors
  }

  /**
   * One pass over every vector: the `k` most similar to `query` (most similar first), and all whose similarity
   * exceeds `above`; the ids in `except` are left out of both.
   */
  scan(query: Float32Array, options: ScanOptions): ScanResult {
    const { k, above, except } = options
    const nearest: Neighbour[] = []
    const over: Neighbour[] = []
    const d = this.dimensions
    const vectors = this.vectors
    for (let row = 0; row < this.count; row += 1) {
      let sum = 0
      const offset = row * d
      for (let i = 0; i < d; i += 1) sum += vectors[offset + i]! * query[i]!
      const nearEnough = nearest.length < k || sum > nearest[k - 1]!.similarity
      if (!nearEnough && sum <= above) continue
      const id = this.ids[row]!
      if (except.has(id)) continue
      if (sum > above) over.push({ id, similarity: sum })
      if (!nearEnough) continue
      // Insertion into a short sorted list: k is small, and most rows never get this far.
      let at = nearest.length
      while (at > 0 && nearest[at - 1]!.similarity < sum) at -= 1
      nearest.splice(at, 0, { id, similarity: sum })
      if (nearest.length > k) nearest.pop()
    }
    return { nearest, above: over }
  }
}
