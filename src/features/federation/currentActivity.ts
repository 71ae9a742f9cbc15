/**
 * An activity publishing sent, as it is read afterwards (at its id, ./serveFederation.ts, and in its actor's outbox,
 * ./outboxPage.ts): a `Create` or `Update` carries its article's object as `/ap/articles/{id}` serves it now
 * (./articleDocument.ts), never the words it was sent with. An article edited since shows its current text in every
 * one of its activities; one no longer public (unpublished, deleted, its PMS withdrawn: the one public rule,
 * src/ground/db/publicVisibility.ts) shows nothing: its activities answer 410 with a `Tombstone`, as its object does,
 * and the outbox leaves them out. An `Announce` names its object only; a `Delete` carries only a `Tombstone`.
 */
import type { Payload } from 'payload'

import { federatedArticleById } from './articleDocument'
import { articleObject, type JsonObject, withContext } from './articleObject'
import { articleStanding } from './articleStanding'

/** An activity as kept in `federation_activities`. */
export interface KeptActivity extends Record<string, unknown> {
  id: string
  type: string
  article_id: number | null
  document: JsonObject
}

/** The activities that carry their article's object whole. */
const CARRYING = ['Create', 'Update']
const carriesArticle = (row: KeptActivity) => CARRYING.includes(row.type) && row.article_id !== null

/**
 * Each activity as served now, in order: its document with its article's current object, or null for a Create or
 * Update whose article is not public. Each article is read once, however many of its activities are asked for.
 */
export async function currentActivities(
  payload: Payload,
  baseUrl: string,
  rows: KeptActivity[],
): Promise<Array<JsonObject | null>> {
  const ids = [...new Set(rows.filter(carriesArticle).map((row) => row.article_id!))]
  const objects = new Map(
    await Promise.all(
      ids.map(async (id) => {
        const article = await federatedArticleById(payload, id, baseUrl)
        return [id, article ? articleObject(article, baseUrl) : null] as const
      }),
    ),
  )
  return rows.map((row) => {
    if (!carriesArticle(row)) return row.document
    const object = objects.get(row.article_id!)
    return object ? { ...row.document, object } : null
  })
}

/** The `Tombstone` an activity no longer shown answers with (410), dated when its article's `Delete` went out. */
export async function activityTombstone(payload: Payload, row: KeptActivity): Promise<JsonObject> {
  const standing = row.article_id === null ? null : await articleStanding(payload, row.article_id)
  return withContext({
    id: row.id,
    type: 'Tombstone',
    formerType: `as:${row.type}`,
    ...(standing?.deletedAt ? { deleted: standing.deletedAt.toISOString() } : {}),
  })
}
