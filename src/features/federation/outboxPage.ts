/**
 * What an actor's outbox shows (docs/decisions/044-federation.md): the activities it sent (`federation_activities`,
 * recorded by ./outbox.ts), newest first, in pages a cursor walks, with their count; and each activity at its own id.
 * Served as they were sent, without Fedify (./serveFederation.ts): Fedify's collections read each item into its
 * vocabulary and write it out again, without the terms it does not know (an article's AI-use terms, ./articleObject.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publicPmsBySlug } from '../../content/pmses/publicPmses'
import { drizzleOf } from '../../ground/db/adapter'
import { absolute, activityPubOutboxPath } from '../../ground/paths'
import { SITE_ACTOR, pmsActorOf } from './actors'
import { embedded, type JsonObject, withContext } from './articleObject'

const OUTBOX_PAGE_SIZE = 20

/** What an outbox lists: posts and what became of them, not the answers to follows. */
const LISTED = sql`type IN ('Create', 'Announce', 'Update', 'Delete')`

/** A page of what `actor` sent, newest first, after `cursor` (the last item of the page before). */
async function outboxPage(
  payload: Payload,
  actor: string,
  cursor: string | null,
): Promise<{ documents: JsonObject[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null
  const { rows } = await drizzleOf(payload).execute<{
    id: string
    document: JsonObject
    published_at: Date | string
  }>(sql`
    SELECT id, document, published_at FROM federation_activities
    WHERE actor = ${actor} AND ${LISTED} ${after ? sql`AND (published_at, id) < (${after.publishedAt}::timestamptz, ${after.id})` : sql``}
    ORDER BY published_at DESC, id DESC LIMIT ${OUTBOX_PAGE_SIZE + 1}`)
  const page = rows.slice(0, OUTBOX_PAGE_SIZE)
  const last = page.at(-1)
  return {
    documents: page.map((row) => row.document),
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

/** An activity as it was sent, by its id; null for one never sent. */
export async function sentActivity(payload: Payload, id: string): Promise<JsonObject | null> {
  const { rows } = await drizzleOf(payload).execute<{ document: JsonObject }>(
    sql`SELECT document FROM federation_activities WHERE id = ${id}`,
  )
  return rows[0]?.document ?? null
}

const encodeCursor = (publishedAt: string, id: string) => Buffer.from(`${publishedAt} ${id}`).toString('base64url')

/** A cursor this module wrote, or null for anything else (a client's invention reads as the first page). */
function decodeCursor(cursor: string): { publishedAt: string; id: string } | null {
  const [publishedAt, id] = Buffer.from(cursor, 'base64url').toString().split(' ')
  return publishedAt && id && !Number.isNaN(Date.parse(publishedAt)) ? { publishedAt, id } : null
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
  const page = await outboxPage(payload, actor, cursor === '' ? null : cursor)
  return withContext({
    id: pageUrl(cursor),
    type: 'OrderedCollectionPage',
    partOf: outbox,
    orderedItems: page.documents.map(embedded),
    ...(page.nextCursor ? { next: pageUrl(page.nextCursor) } : {}),
  })
}
