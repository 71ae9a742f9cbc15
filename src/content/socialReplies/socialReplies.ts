/**
 * What the social web answers to our articles (`social_replies`) and whom we no longer take it from (`social_blocks`),
 * owned here (docs/decisions/043, 044). The inbox (src/features/federation/federation.ts) writes through these functions; the
 * cockpit changes a reply's status through the `social-replies` collection; the article page reads its approved
 * replies in its own statement (`approvedRepliesOf`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, queryInRequest } from '../../ground/db/adapter'
import { withoutControlCharacters } from '../../ground/lib/withoutControlCharacters'
import { isHttpUrl } from '../fieldRules'
import { queueWebhookEvent } from '../webhooks/webhookMessages'

export type InteractionKind = 'reply' | 'like' | 'repost' | 'quote'

export interface Interaction {
  articleId: number
  kind: InteractionKind
  /** The remote actor's id. */
  actor: string
  /** `@user@server`, as people write it. */
  handle: string
  /** A reply's or a quote post's text as sanitised HTML; null for a like or a repost. */
  content: string | null
  /** Where it lives on its own server. */
  url: string | null
  /** The activity's id (Create, Like, Announce): what its Undo names. */
  activity: string
  /** A reply's or a quote post's id: what its Update and Delete name. */
  object: string | null
}

/**
 * A web address a reply's page may link to: an http(s) URL, or null. A remote server names its reply's address and
 * its author's, and either could be `javascript:` or `data:`; checked as a reply is kept and again as it is shown,
 * for rows kept before.
 */
export const webAddress = (value: string | null | undefined): string | null =>
  value && isHttpUrl(value) ? value : null

/** Every text of an interaction without control characters: a NUL, which PostgreSQL refuses, would fail the delivery. */
const printable = (interaction: Interaction): Interaction => ({
  ...interaction,
  actor: withoutControlCharacters(interaction.actor),
  handle: withoutControlCharacters(interaction.handle),
  content: withoutControlCharacters(interaction.content),
  url: withoutControlCharacters(interaction.url),
  activity: withoutControlCharacters(interaction.activity),
  object: withoutControlCharacters(interaction.object),
})

/**
 * A reply waits for an editor; a like or a repost is only counted. Taken once per activity id, and only from an
 * actor at a web address; a link that is not one is not kept. Control characters are dropped from what is kept.
 */
export async function recordInteraction(payload: Payload, received: Interaction): Promise<void> {
  const interaction = printable(received)
  if (!webAddress(interaction.actor)) return
  // A quote post is listed for an editor as a reply is (docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md).
  const status = interaction.kind === 'reply' || interaction.kind === 'quote' ? 'pending' : 'approved'
  // The reply and its webhook event commit together: the activity is taken once (ON CONFLICT), so a sender's retry
  // after a lost event would find it stored and queue nothing.
  await drizzleOf(payload).transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      INSERT INTO social_replies (article_id, kind, status, handle, actor, content, url, activity, object, received_at, updated_at, created_at)
      SELECT ${interaction.articleId}, ${interaction.kind}, ${status}, ${interaction.handle}, ${interaction.actor},
        ${interaction.content}, ${webAddress(interaction.url)}, ${interaction.activity}, ${interaction.object}, now(), now(), now()
      WHERE EXISTS (SELECT 1 FROM articles WHERE id = ${interaction.articleId})
      ON CONFLICT (activity) DO NOTHING
      RETURNING id, received_at`)
    const stored = rows[0] as { id: number; received_at: Date | string } | undefined
    // A reply waiting for an editor is not public: the endpoint hears that one came, on which article, from whom (their
    // post is public where it was written), not its words (docs/decisions/077-webhooks.md).
    if (stored && interaction.kind === 'reply')
      await queueWebhookEvent(tx, {
        event: 'reply.received',
        recordKey: `social-replies:${stored.id}`,
        data: {
          id: Number(stored.id),
          article_id: interaction.articleId,
          actor: interaction.actor,
          url: webAddress(interaction.url),
          received_at: new Date(stored.received_at).toISOString(),
          status: 'pending',
        },
      })
  })
}

/** Where a write to replies runs: the transaction that also announces the pages it changed. */
type Executor = Pick<ReturnType<typeof drizzleOf>, 'execute'>

/** The articles of `rows` that showed one of them: an approved reply, now changed or gone. */
const showingArticles = (rows: Array<Record<string, unknown>>): number[] => [
  ...new Set(
    rows.filter((row) => row.kind === 'reply' && row.status === 'approved').map((row) => Number(row.article_id)),
  ),
]

/**
 * An edited reply: its new text, and back to pending (an editor approved the old words, not these). Returns the
 * articles whose page showed it, which now shows it no more.
 */
export async function reviseReply(db: Executor, actor: string, object: string, text: string): Promise<number[]> {
  const content = withoutControlCharacters(text)
  const { rows } = await db.execute(sql`
    WITH before AS (
      SELECT id, article_id, kind, status FROM social_replies
      WHERE actor = ${actor} AND object = ${object} AND kind = 'reply' FOR UPDATE)
    UPDATE social_replies r SET content = ${content}, status = 'pending', updated_at = now()
    FROM before WHERE r.id = before.id
    RETURNING before.article_id, before.kind, before.status`)
  return showingArticles(rows)
}

/**
 * Drops what `actor` took back: a Delete of its reply (by the Note's id) or an Undo of a like or repost. Returns the
 * articles whose page showed it.
 */
export async function withdrawInteraction(db: Executor, actor: string, id: string): Promise<number[]> {
  const { rows } = await db.execute(sql`
    DELETE FROM social_replies WHERE actor = ${actor} AND (activity = ${id} OR object = ${id})
    RETURNING article_id, kind, status`)
  return showingArticles(rows)
}

/** Whether an account, or the server it is on, is blocked. */
export async function isBlocked(payload: Payload, actor: string): Promise<boolean> {
  const host = new URL(actor).hostname
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT 1 FROM social_blocks
    WHERE (kind = 'account' AND target = ${actor}) OR (kind = 'server' AND lower(target) = lower(${host})) LIMIT 1`)
  return rows.length > 0
}

/**
 * A new block hides what its account or server had sent, in the block's own transaction; the articles whose shown
 * replies it hid, whose pages change.
 */
export async function hideBlocked(req: PayloadRequest, kind: 'account' | 'server', target: string): Promise<number[]> {
  const matches =
    kind === 'account'
      ? sql`actor = ${target}`
      : sql`lower(substring(actor from '^[a-z]+://([^/:]+)')) = lower(${target})`
  const rows = await queryInRequest<{ article_id: number }>(
    req,
    sql`
    WITH hidden AS (
      UPDATE social_replies SET status = 'hidden', updated_at = now()
      WHERE ${matches} AND status <> 'hidden' RETURNING article_id, kind, status)
    SELECT DISTINCT article_id FROM hidden WHERE kind = 'reply'`,
  )
  return rows.map((row) => row.article_id)
}

/** A shown reply, as the article page reads it. */
export interface ApprovedReply {
  handle: string
  actor: string
  content: string
  url: string | null
  receivedAt: string
}

/** A JSON array of article `article`'s approved replies, oldest first, for the article page's own statement. */
export const approvedRepliesOf = (article: SQL) => sql`(
  SELECT coalesce(json_agg(json_build_object('handle', r.handle, 'actor', r.actor, 'content', r.content, 'url', r.url,
    'receivedAt', r.received_at) ORDER BY r.received_at, r.id), '[]'::json)
  FROM social_replies r WHERE r.article_id = ${article}.id AND r.kind = 'reply' AND r.status = 'approved')`

/** What the social web said to one article, for its edit view in the cockpit. */
export interface InteractionCounts {
  replies: number
  /** Replies that wait for an editor. */
  pending: number
  likes: number
  reposts: number
  /** Quote posts we accepted (FEP-044f). */
  quotes: number
}

export async function interactionCountsOf(payload: Payload, articleId: number): Promise<InteractionCounts> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT count(*) FILTER (WHERE kind = 'reply')::int AS replies,
      count(*) FILTER (WHERE kind = 'reply' AND status = 'pending')::int AS pending,
      count(*) FILTER (WHERE kind = 'like')::int AS likes,
      count(*) FILTER (WHERE kind = 'repost')::int AS reposts,
      count(*) FILTER (WHERE kind = 'quote')::int AS quotes
    FROM social_replies WHERE article_id = ${articleId}`)
  return rows[0] as unknown as InteractionCounts
}

/** How many replies wait for an editor, site-wide: the dashboard's figure. */
export async function pendingReplyCount(payload: Payload): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT count(*)::int AS n FROM social_replies WHERE status = 'pending'`,
  )
  return (rows[0] as { n: number }).n
}
