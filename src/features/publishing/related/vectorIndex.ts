/**
 * The nearest-neighbour search related articles use, one per embedding model and process, refreshed before every
 * use (docs/decisions/012-publishing-jobs.md). pgvector's HNSW index when the extension is installed in the
 * database (`article_embeddings.embedding` exists) unless VECTOR_SEARCH=exact, else the exact in-memory scan.
 * Which one runs is logged at start.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../../ground/db/adapter'
import { env } from '../../../ground/env'
import { ExactVectorIndex, type ScanOptions, type ScanResult, type SqlExecutor } from './exactVectorIndex'

export type { SqlExecutor } from './exactVectorIndex'
import { PgvectorIndex } from './pgvectorIndex'

export interface VectorIndex {
  readonly name: 'exact' | 'pgvector'
  readonly model: string
  /** `db`: the caller's transaction, for a search that reads the database (pgvector). */
  scan(query: Float32Array, options: ScanOptions, db: SqlExecutor): Promise<ScanResult>
}

const indexes = new Map<string, Promise<VectorIndex>>()

/** Whether this database has pgvector's column for embeddings (the migration adds it when the extension exists). */
export async function hasPgvector(payload: Payload): Promise<boolean> {
  const found = await pgvectorColumnExists(payload)
  if (env.VECTOR_SEARCH === 'pgvector' && !found) {
    throw new Error(
      'VECTOR_SEARCH=pgvector, but article_embeddings has no pgvector column: install the extension before migrating',
    )
  }
  return found
}

/** Whether related articles are searched with pgvector (VECTOR_SEARCH, and the database having it). */
async function searchesWithPgvector(payload: Payload): Promise<boolean> {
  return env.VECTOR_SEARCH !== 'exact' && (await hasPgvector(payload))
}

async function pgvectorColumnExists(payload: Payload): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'article_embeddings' AND column_name = 'embedding'`)
  return rows.length > 0
}

/** Says at start which search related articles will use. */
export async function logVectorBackend(payload: Payload): Promise<void> {
  const message = (await searchesWithPgvector(payload))
    ? 'related articles: pgvector HNSW index'
    : `related articles: exact search in memory (${env.VECTOR_SEARCH === 'exact' ? 'VECTOR_SEARCH=exact' : 'pgvector is not installed in this database'})`
  payload.logger.info(message)
}

async function open(payload: Payload, model: string, dimensions: number): Promise<VectorIndex> {
  if (await searchesWithPgvector(payload)) return new PgvectorIndex(model, dimensions)
  const exact = new ExactVectorIndex(model, dimensions)
  return {
    name: 'exact',
    model,
    async scan(query, options) {
      await exact.refresh(payload)
      return exact.scan(query, options)
    },
  }
}

export function vectorIndexFor(payload: Payload, model: string, dimensions: number): Promise<VectorIndex> {
  const key = `${model}:${dimensions}`
  let index = indexes.get(key)
  if (!index) {
    index = open(payload, model, dimensions)
    indexes.set(key, index)
    index.catch(() => indexes.delete(key))
  }
  return index
}
