/**
 * What an actor's outbox shows (docs/decisions/044-federation.md): the activities it sent (`federation_activities`,
 * recorded by ./outbox.ts), newest first, in pages a cursor walks, with their count; and each activity at its own id.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import type { JsonObject } from './articleObject'

const OUTBOX_PAGE_SIZE = 20

/** What an outbox lists: posts and what became of them, not the answers to follows. */
const LISTED = sql`type IN ('Create', 'Announce', 'Update', 'Delete')`

/** A page of what `actor` sent, newest first, after `cursor` (the last item of the page before). */
export async function outboxPage(
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

export async function outboxCount(payload: Payload, actor: string): Promise<number> {
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
