/**
 * Related articles (docs/decisions/012-publishing-jobs.md): each published article's 5 most similar published
 * articles by cosine similarity of embeddings of one model, in `article_related` with their similarity; the
 * lowest similarity on an article's list (its floor) is kept beside its embedding.
 *
 * Publishing or re-embedding an article recomputes its own list with one scan, and in the same scan finds every
 * article whose list it now enters (similarity above that article's floor) and inserts it there: a new article
 * can only push out the last of a list. Lists the article was on before are recomputed in full, since it may have
 * moved away. Unpublishing recomputes the lists it was on. All of it in one transaction per article.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from '../../../ground/db/adapter'
import { publicArticle } from '../../../ground/db/publicVisibility'
import { announceContentChangeFrom } from '../../contentChanges/announceContentChange'
import { tagsOfArticlePages } from '../../contentChanges/changeTags'
import { fromBytes } from '../vectors'
import { type VectorIndex, vectorIndexFor } from './vectorIndex'

const RELATED_COUNT = 5
/** Neighbours asked of the index, then checked against the database (an article may have left meanwhile). */
const CANDIDATES = 4 * RELATED_COUNT

type Db = Pick<ReturnType<typeof drizzleOf>, 'execute'>

export interface RelatedOutcome {
  related: Array<{ id: number; similarity: number }>
  /** Other articles whose lists changed. */
  neighbours: number[]
  backend: string
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[]
}

/** Of `ids`, the public ones (src/ground/db/publicVisibility.ts). */
async function stillPublished(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const found = await rows<{ id: number }>(
    db,
    sql`
    SELECT a.id FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE a.id = ANY(${`{${ids.join(',')}}`}::int[]) AND ${publicArticle('a', 'p')}`,
  )
  return new Set(found.map((row) => row.id))
}

async function writeList(db: Db, articleId: number, list: Array<{ id: number; similarity: number }>): Promise<void> {
  await db.execute(sql`DELETE FROM article_related WHERE article_id = ${articleId}`)
  for (const [position, item] of list.entries()) {
    await db.execute(
      sql`INSERT INTO article_related (article_id, position, related_id, similarity) VALUES (${articleId}, ${position}, ${item.id}, ${item.similarity})`,
    )
  }
  // A short list takes any newcomer (-2 is below every cosine); a full one only what beats its last entry.
  const floor = list.length < RELATED_COUNT ? -2 : list[list.length - 1]!.similarity
  await db.execute(sql`UPDATE article_embeddings SET related_floor = ${floor} WHERE article_id = ${articleId}`)
}

interface EmbeddingRow {
  article_id: number
  model: string
  dimensions: number
  vector: Buffer
}

async function embeddingOf(db: Db, articleId: number): Promise<EmbeddingRow | undefined> {
  return (
    await rows<EmbeddingRow>(
      db,
      sql`SELECT article_id, model, dimensions, vector FROM article_embeddings WHERE article_id = ${articleId}`,
    )
  )[0]
}

/** An article's full list, recomputed from the index. */
async function recomputeList(db: Db, index: VectorIndex | null, articleId: number): Promise<void> {
  const own = await embeddingOf(db, articleId)
  if (!own || !index || (await stillPublished(db, [articleId])).size === 0) {
    await db.execute(sql`DELETE FROM article_related WHERE article_id = ${articleId}`)
    return
  }
  const { nearest: candidates } = await index.scan(
    fromBytes(own.vector),
    { k: CANDIDATES, above: 2, except: new Set([articleId]) },
    db,
  )
  const live = await stillPublished(
    db,
    candidates.map((candidate) => candidate.id),
  )
  await writeList(db, articleId, candidates.filter((candidate) => live.has(candidate.id)).slice(0, RELATED_COUNT))
}

/** Lists that hold `articleId` now (other than its own). */
async function listsHolding(db: Db, articleId: number): Promise<number[]> {
  return (
    await rows<{ article_id: number }>(
      db,
      sql`SELECT article_id FROM article_related WHERE related_id = ${articleId} AND article_id <> ${articleId}`,
    )
  ).map((row) => row.article_id)
}

/**
 * Of the articles more similar than the lowest floor, the public ones whose own floor it beats. An article
 * whose list was never computed (no floor yet) is left alone: its own related task will make its whole list.
 */
async function listsEntered(
  db: Db,
  similar: Array<{ id: number; similarity: number }>,
): Promise<Array<{ id: number; similarity: number }>> {
  if (similar.length === 0) return []
  const floors = await rows<{ id: number; floor: number }>(
    db,
    sql`
    SELECT e.article_id AS id, e.related_floor::float8 AS floor FROM article_embeddings e
    JOIN articles a ON a.id = e.article_id JOIN pmses p ON p.id = a.pms_id
    WHERE e.article_id = ANY(${`{${similar.map((item) => item.id).join(',')}}`}::int[]) AND e.related_floor IS NOT NULL
      AND ${publicArticle('a', 'p')}`,
  )
  const floorOf = new Map(floors.map((row) => [row.id, row.floor]))
  return similar.filter((item) => floorOf.has(item.id) && item.similarity > floorOf.get(item.id)!)
}

/** Only the pages whose related lists changed: the article's own change was announced when it was saved. */
async function announceRelatedListsChanged(db: Db, articleIds: number[]) {
  if (articleIds.length > 0)
    await announceContentChangeFrom(db, await tagsOfArticlePages((query) => rows(db, query), articleIds))
}

/** After an article was published or re-embedded: its list, and every list it enters or may have left. */
export async function updateRelatedFor(payload: Payload, articleId: number): Promise<RelatedOutcome> {
  // The search is opened before the transaction: opening it reads with a connection of its own. Lists hold only
  // articles of one model, so the article's model serves every list it touches.
  const model = (
    await rows<{ model: string; dimensions: number }>(
      drizzleOf(payload),
      sql`SELECT model, dimensions FROM article_embeddings WHERE article_id = ${articleId}`,
    )
  )[0]
  const index = model ? await vectorIndexFor(payload, model.model, model.dimensions) : null
  return drizzleOf(payload).transaction(async (db) => {
    // One writer at a time per model's lists: two articles published at once must not overwrite each other's inserts.
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pmsnews:related'))`)
    const own = await embeddingOf(db, articleId)
    const published = (await stillPublished(db, [articleId])).size > 0
    const heldBy = await listsHolding(db, articleId)
    if (!own || !published) {
      await db.execute(sql`DELETE FROM article_related WHERE article_id = ${articleId}`)
      await db.execute(sql`UPDATE article_embeddings SET related_floor = NULL WHERE article_id = ${articleId}`)
      for (const other of heldBy) await recomputeList(db, index, other)
      await announceRelatedListsChanged(db, heldBy)
      return { related: [], neighbours: heldBy, backend: 'none' }
    }
    // Every list this article could enter has a floor below its similarity; the lowest floor bounds the search.
    const [{ floor: lowestFloor }] = await rows<{ floor: number }>(
      db,
      sql`
      SELECT coalesce(min(related_floor), 2)::float8 AS floor FROM article_embeddings WHERE model = ${own.model} AND article_id <> ${articleId}`,
    )
    if (!index || index.model !== own.model)
      throw new Error(`article ${articleId} was re-embedded meanwhile; the job's retry will use its new model`)
    const vector = fromBytes(own.vector)
    const { nearest: candidates, above } = await index.scan(
      vector,
      { k: CANDIDATES, above: lowestFloor, except: new Set([articleId]) },
      db,
    )
    const live = await stillPublished(
      db,
      candidates.map((candidate) => candidate.id),
    )
    const related = candidates.filter((candidate) => live.has(candidate.id)).slice(0, RELATED_COUNT)
    await writeList(db, articleId, related)
    // Lists it may have left (its text changed) are recomputed; lists it now enters get it inserted.
    for (const other of heldBy) await recomputeList(db, index, other)
    const changed = new Set(heldBy)
    const entering = await listsEntered(
      db,
      above.filter((item) => !changed.has(item.id)),
    )
    for (const { id, similarity } of entering) {
      const list = await rows<{ related_id: number; similarity: number }>(
        db,
        sql`
        SELECT related_id, similarity FROM article_related WHERE article_id = ${id} ORDER BY position`,
      )
      const merged = [
        ...list.map((item) => ({ id: item.related_id, similarity: item.similarity })),
        { id: articleId, similarity },
      ]
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, RELATED_COUNT)
      await writeList(db, id, merged)
      changed.add(id)
    }
    await announceRelatedListsChanged(db, [articleId, ...changed])
    return { related, neighbours: [...changed], backend: index.name }
  })
}
