/**
 * What an actor's outbox shows (docs/decisions/044-federation.md): the activities it sent (`federation_activities`,
 * recorded by ./outbox.ts), newest first, in pages a cursor walks, with their count; and each activity at its own id.
 * Served without Fedify (./serveFederation.ts): Fedify's collections read each item into its vocabulary and write it
 * out again, without the terms it does not know (an article's AI-use terms, ./articleObject.ts). Each carries its
 * article as it is now, and one about an article no longer public is not shown (./currentActivity.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publicPmsBySlug } from '../../content/pmses/publicPmses'
import { drizzleOf } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'
import { AppError } from '../../ground/errors/AppError'
import { absolute, activityPubOutboxPath } from '../../ground/paths'
import { SITE_ACTOR, pmsActorOf } from './actors'
import { embedded, type JsonObject, withContext } from './articleObject'
import { activityTombstone, currentActivities, type KeptActivity } from './currentActivity'

const OUTBOX_PAGE_SIZE = 20

/** A Create or Update (which carry their article whole) whose article is public now, or any other activity. */
const shownActivity = sql`(federation_activities.type NOT IN ('Create', 'Update')
  OR federation_activities.article_id IS NULL
  OR EXISTS (SELECT 1 FROM articles sa JOIN pmses sp ON sp.id = sa.pms_id
    WHERE sa.id = federation_activities.article_id AND ${publicArticle('sa', 'sp')}))`

/**
 * What an outbox lists: posts and what became of them, not the answers to follows, nor a post whose article is no
 * longer public.
 */
const LISTED = sql`type IN ('Create', 'Announce', 'Update', 'Delete') AND ${shownActivity}`

/** A page of what `actor` sent, newest first, after `cursor` (the last item of the page before). */
async function outboxPage(
  payload: Payload,
  baseUrl: string,
  actor: string,
  cursor: string | null,
): Promise<{ documents: JsonObject[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null
  const { rows } = await drizzleOf(payload).execute<KeptActivity & { published_at: Date | string }>(sql`
    SELECT id, type, article_id, document, published_at FROM federation_activities
    WHERE actor = ${actor} AND ${LISTED} ${after ? sql`AND (published_at, id) < (${after.publishedAt}::timestamptz, ${after.id})` : sql``}
    ORDER BY published_at DESC, id DESC LIMIT ${OUTBOX_PAGE_SIZE + 1}`)
  const page = rows.slice(0, OUTBOX_PAGE_SIZE)
  const last = page.at(-1)
  return {
    // An article unpublished between the query and its read is left out here too.
    documents: (await currentActivities(payload, baseUrl, page)).filter((document) => document !== null),
    nextCursor:
      rows.length > OUTBOX_PAGE_SIZE && last ? encodeCursor(new Date(last.published_at).toISOString(), last.id) : null,
  }
}

async function outboxCount(payload: Payload, actor: string): Promise<number> {
  const { rows } = await drizzleOf(payload).execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM federation_activities WHERE actor = ${actor} AND ${LISTED}`,
  )
  return rows[0]!.count
}

/**
 * An activity sent, by its id, as it is served now (./currentActivity.ts): 200 with it, or 410 with a `Tombstone` for
 * one about an article no longer public; null for one never sent.
 */
export async function sentActivity(
  payload: Payload,
  baseUrl: string,
  id: string,
): Promise<{ status: 200 | 410; document: JsonObject } | null> {
  const { rows } = await drizzleOf(payload).execute<KeptActivity>(
    sql`SELECT id, type, article_id, document FROM federation_activities WHERE id = ${id}`,
  )
  const row = rows[0]
  if (!row) return null
  const [current] = await currentActivities(payload, baseUrl, [row])
  return current ? { status: 200, document: current } : { status: 410, document: await activityTombstone(payload, row) }
}

const encodeCursor = (publishedAt: string, id: string) => Buffer.from(`${publishedAt} ${id}`).toString('base64url')

/** A cursor's time as `toISOString()` writes it, and an activity id: no space, no control character. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z) ([^\s\p{Cc}]+)$/u

/**
 * A cursor this module wrote; anything else is the client's mistake, a 400 naming the parameter (PostgreSQL would
 * refuse a time `Date.parse` takes, such as `1`, and a NUL anywhere).
 */
function decodeCursor(cursor: string): { publishedAt: string; id: string } {
  const [, publishedAt, id] = CURSOR.exec(Buffer.from(cursor, 'base64url').toString()) ?? []
  const valid = publishedAt && id && !Number.isNaN(Date.parse(publishedAt))
  if (valid && new Date(publishedAt).toISOString() === publishedAt) return { publishedAt, id }
  throw new AppError({
    code: 'invalid_cursor',
    status: 400,
    title: 'Not a page of this outbox',
    detail: 'The query parameter `cursor` is not one this outbox wrote: follow `first` and `next` instead.',
  })
}

/** Whether `identifier` is one of our actors: the site's, or the topic actor of a public PMS profile. */
async function isActor(payload: Payload, identifier: string): Promise<boolean> {
  if (identifier === SITE_ACTOR) return true
  return pmsActorOf(identifier) !== null && (await publicPmsBySlug(payload, identifier)) !== null
}

/**
 * `GET /ap/actors/{identifier}/outbox`: the collection, with its count and its first page's address
 * (`?cursor=`), or with `cursor` one of its pages (ActivityStreams 2.0 §5.3, `OrderedCollectionPage`), at the same
 * addresses Fedify gave them. Null for an identifier that is no actor of ours.
 */
export async function outboxDocument(
  payload: Payload,
  baseUrl: string,
  actor: string,
  cursor: string | null,
): Promise<JsonObject | null> {
  if (!(await isActor(payload, actor))) return null
  const outbox = absolute(baseUrl, activityPubOutboxPath(actor))
  const pageUrl = (at: string) => `${outbox}?cursor=${encodeURIComponent(at)}`
  if (cursor === null)
    return withContext({
      id: outbox,
      type: 'OrderedCollection',
      totalItems: await outboxCount(payload, actor),
      first: pageUrl(''),
    })
  const page = await outboxPage(payload, baseUrl, actor, cursor === '' ? null : cursor)
  return withContext({
    id: pageUrl(cursor),
    type: 'OrderedCollectionPage',
    partOf: outbox,
    orderedItems: page.documents.map(embedded),
    ...(page.nextCursor ? { next: pageUrl(page.nextCursor) } : {}),
  })
}
