/**
 * The `notifications` table's one owner (docs/decisions/043-one-owner-per-table.md): every statement that writes or
 * reads it. A row is one person told of one editorial event; only its recipient reads it (the collection's access,
 * src/collections/Notifications/index.ts, and the `recipient` condition of every read here).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, queryInRequest } from '../../ground/db/adapter'
import { emailPreferenceColumn } from './emailPreferences'
import type { EditorialEvent, EditorialEventKind } from './events'
import { INBOX_TEMPLATES, noteExcerpt } from './notificationText'
import type { Recipients } from './recipients'

/** A list of numbers or words as one parameter (drizzle spreads a JS array into a list of parameters). */
const listParameter = (values: Array<string | number>) => values.join(',')

const recipientCondition = (recipients: Recipients) =>
  'roles' in recipients
    ? sql`u.role::text = ANY(string_to_array(${listParameter(recipients.roles)}, ','))`
    : sql`u.id = ANY(string_to_array(${listParameter(recipients.ids)}, ',')::int[])`

/**
 * Writes one row per person told, in the request's transaction (so a step rolled back tells nobody), and returns the
 * ids of those whose owner wants a mail of this kind. One statement: the names in the line, the people, the rows and
 * their preferences together.
 */
export async function insertNotifications(
  req: PayloadRequest,
  event: EditorialEvent,
  recipients: Recipients,
): Promise<number[]> {
  const template = INBOX_TEMPLATES[event.kind]
  const rows = await queryInRequest<{ id: number }>(
    req,
    sql`WITH facts AS (
          SELECT (SELECT coalesce(nullif(btrim(name), ''), email) FROM users WHERE id = ${event.actorId}) AS actor,
                 (SELECT id FROM articles WHERE id = ${event.articleId}) AS article_id,
                 coalesce((SELECT nullif(btrim(title), '') FROM articles WHERE id = ${event.articleId}), 'an article') AS title
        ), inserted AS (
          INSERT INTO notifications (recipient_id, kind, article_id, actor_id, text)
          SELECT u.id, ${event.kind}::enum_notifications_kind, facts.article_id, (SELECT id FROM users WHERE id = ${event.actorId}),
                 format(CASE WHEN facts.actor IS NULL THEN ${template.alone} ELSE ${template.byActor} END,
                        facts.actor, facts.title, ${noteExcerpt(event)}::text)
          FROM users u, facts
          WHERE ${recipientCondition(recipients)} AND u.id IS DISTINCT FROM ${recipients.except}
          ORDER BY u.id
          RETURNING id, recipient_id
        )
        SELECT i.id FROM inserted i JOIN users u ON u.id = i.recipient_id
        WHERE u.${sql.identifier(emailPreferenceColumn(event.kind))} IS NOT FALSE
        ORDER BY i.id`,
  )
  return rows.map((row) => row.id)
}

/** Counted up to this many; the badge says "99+" beyond, and the count's cost stays bounded. */
export const UNREAD_COUNT_CAP = 100

/** A person's unread notifications, up to UNREAD_COUNT_CAP: one index-only look at the unread index. */
export async function unreadCountOf(payload: Payload, recipientId: number): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM notifications WHERE recipient_id = ${recipientId} AND read_at IS NULL LIMIT ${UNREAD_COUNT_CAP}
    ) unread`)
  return Number((rows[0] as { n: number }).n)
}

export interface InboxEntry {
  id: number
  kind: EditorialEventKind
  articleId: number | null
  text: string
  readAt: string | null
  createdAt: string
}

/** A page of a person's notifications, newest first, older than `beforeId` when given. */
export async function inboxOf(
  payload: Payload,
  recipientId: number,
  { beforeId, limit }: { beforeId?: number; limit: number },
): Promise<InboxEntry[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id, kind::text AS kind, article_id, text, read_at, created_at FROM notifications
    WHERE recipient_id = ${recipientId} ${beforeId ? sql`AND id < ${beforeId}` : sql``}
    ORDER BY id DESC LIMIT ${limit}`)
  return (rows as Array<Record<string, unknown>>).map((row) => ({
    id: Number(row.id),
    kind: row.kind as EditorialEventKind,
    articleId: row.article_id === null ? null : Number(row.article_id),
    text: String(row.text),
    readAt: row.read_at === null ? null : String(row.read_at),
    createdAt: String(row.created_at),
  }))
}

/** Marks one of the person's notifications read; false when they have none by that id. Read already counts as done. */
export async function markRead(payload: Payload, recipientId: number, id: number): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE notifications SET read_at = coalesce(read_at, now()), updated_at = now()
    WHERE id = ${id} AND recipient_id = ${recipientId} RETURNING id`)
  return rows.length === 1
}

/** Marks every unread notification of the person read; returns how many. */
export async function markAllRead(payload: Payload, recipientId: number): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(sql`
    UPDATE notifications SET read_at = now(), updated_at = now()
    WHERE recipient_id = ${recipientId} AND read_at IS NULL RETURNING id`)
  return rows.length
}

export interface NotificationMailFacts {
  id: number
  kind: EditorialEventKind
  articleId: number | null
  title: string
  actor: string | null
  email: string
  /** The recipient still wants mail of this kind, and has not read it in the cockpit meanwhile. */
  wanted: boolean
}

/** What the mail of a notification needs, read when it goes; null when the notification (or its person) is gone. */
export async function notificationForMail(payload: Payload, id: number): Promise<NotificationMailFacts | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT n.id, n.kind::text AS kind, n.article_id, u.email,
           coalesce(nullif(btrim(a.title), ''), 'an article') AS title,
           coalesce(nullif(btrim(actor.name), ''), actor.email) AS actor,
           n.read_at IS NULL AND CASE n.kind::text
             ${sql.join(
               (Object.keys(INBOX_TEMPLATES) as EditorialEventKind[]).map(
                 (kind) => sql`WHEN ${kind} THEN u.${sql.identifier(emailPreferenceColumn(kind))} IS NOT FALSE`,
               ),
               sql` `,
             )}
             ELSE false END AS wanted
    FROM notifications n JOIN users u ON u.id = n.recipient_id
    LEFT JOIN articles a ON a.id = n.article_id LEFT JOIN users actor ON actor.id = n.actor_id
    WHERE n.id = ${id}`)
  const row = rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  return {
    id: Number(row.id),
    kind: row.kind as EditorialEventKind,
    articleId: row.article_id === null ? null : Number(row.article_id),
    title: String(row.title),
    actor: row.actor === null ? null : String(row.actor),
    email: String(row.email),
    wanted: row.wanted === true,
  }
}
