/**
 * What publishing sends to the social web (docs/decisions/044-federation.md), owned here: the activities as sent
 * (`federation_activities`, which the actors' outboxes list), each article's standing (`federation_articles`: on the
 * social web since its first publication, or deleted since) and, in the same transaction, one delivery per activity
 * and inbox (./deliveries.ts sends them).
 *
 * An article's first publication sends a `Create` from the site's actor and an `Announce` of it from its PMS's
 * actor; an edit of a published article an `Update`; unpublishing or deleting a `Delete` of a `Tombstone`. Whether
 * to send is decided from the standing, under a lock per article, so a publishing step that runs twice sends its
 * `Create` or `Delete` once; an article published before the social web was built is not announced by an edit.
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { absolute, activityPubActivityPath } from '../../ground/paths'
import { actorUrl, followersUrl, pmsActorOf, SITE_ACTOR } from './actors'
import {
  articleFollowers,
  articleObject,
  type FederatedArticle,
  type JsonObject,
  PUBLIC_AUDIENCE,
  tombstone,
  withContext,
} from './articleObject'
import { queueDeliveries, queueDeliveryTo } from './deliveries'

export type ArticleChange = 'published' | 'edited' | 'unpublished' | 'deleted'

export interface SentActivity {
  type: 'Create' | 'Announce' | 'Update' | 'Delete'
  actor: string
  /** Inboxes it was queued for: one per server that has a shared inbox. */
  inboxes: number
}

interface Standing {
  path: string
  deletedAt: Date | null
}

type Transaction = Parameters<Parameters<ReturnType<typeof drizzleOf>['transaction']>[0]>[0]

async function standingOf(tx: Transaction, articleId: number): Promise<Standing | null> {
  const { rows } = await tx.execute(
    sql`SELECT path, deleted_at FROM federation_articles WHERE article_id = ${articleId} FOR UPDATE`,
  )
  const row = rows[0] as { path: string; deleted_at: Date | string | null } | undefined
  return row ? { path: row.path, deletedAt: row.deleted_at ? new Date(row.deleted_at) : null } : null
}

/** The activity as sent: its id, and the document with its context. */
function activity<Type extends SentActivity['type'] | 'Accept'>(
  baseUrl: string,
  type: Type,
  actor: string,
  fields: JsonObject,
  now: Date,
): { id: string; type: Type; actor: string; document: JsonObject } {
  const id = absolute(baseUrl, activityPubActivityPath(randomUUID()))
  return {
    id,
    type,
    actor,
    document: withContext({ id, type, actor: actorUrl(baseUrl, actor), published: now.toISOString(), ...fields }),
  }
}

/** Keeps an activity as sent (`articleId` null for one about no article: the Accept of a Follow). */
async function keep(tx: Transaction, articleId: number | null, sent: ReturnType<typeof activity>): Promise<void> {
  await tx.execute(sql`
    INSERT INTO federation_activities (id, actor, type, article_id, document, published_at)
    VALUES (${sent.id}, ${sent.actor}, ${sent.type}, ${articleId}, ${JSON.stringify(sent.document)}::jsonb,
      ${String(sent.document.published)}::timestamptz)`)
}

async function record(
  tx: Transaction,
  articleId: number,
  sent: { id: string; type: SentActivity['type']; actor: string; document: JsonObject },
  recipients: string[],
): Promise<SentActivity> {
  await keep(tx, articleId, sent)
  const inboxes = await queueDeliveries(tx, sent.id, recipients)
  return { type: sent.type, actor: sent.actor, inboxes }
}

/**
 * Sends what an article's change means on the social web, if anything: `article` is its public state now (null when
 * it is not public or gone). Returns the activities queued.
 */
export async function federateArticleChange(
  payload: Payload,
  articleId: number,
  change: ArticleChange,
  article: FederatedArticle | null,
  baseUrl: string,
  now = new Date(),
): Promise<SentActivity[]> {
  return drizzleOf(payload).transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('federation-article'), ${articleId})`)
    const standing = await standingOf(tx, articleId)
    const live = standing !== null && standing.deletedAt === null
    const audience = { to: [PUBLIC_AUDIENCE], cc: article ? articleFollowers(baseUrl, article.pmsSlug) : [] }
    const pmsActor = article ? pmsActorOf(article.pmsSlug) : null
    const everyone = [SITE_ACTOR, ...(pmsActor ? [pmsActor] : [])]

    if (article && change === 'published' && !live) {
      const object = articleObject(article, baseUrl)
      const sent = [
        await record(tx, articleId, activity(baseUrl, 'Create', SITE_ACTOR, { ...audience, object }, now), everyone),
      ]
      if (pmsActor) {
        const announce = activity(
          baseUrl,
          'Announce',
          pmsActor,
          {
            to: [PUBLIC_AUDIENCE],
            cc: [followersUrl(baseUrl, pmsActor), actorUrl(baseUrl, SITE_ACTOR)],
            object: object.id,
          },
          now,
        )
        sent.push(await record(tx, articleId, announce, [pmsActor]))
      }
      await tx.execute(sql`
        INSERT INTO federation_articles (article_id, path, deleted_at) VALUES (${articleId}, ${new URL(article.page.url).pathname}, NULL)
        ON CONFLICT (article_id) DO UPDATE SET path = excluded.path, deleted_at = NULL, updated_at = now()`)
      return sent
    }
    if (article && change === 'edited' && live) {
      const update = activity(
        baseUrl,
        'Update',
        SITE_ACTOR,
        { ...audience, object: articleObject(article, baseUrl) },
        now,
      )
      const sent = [await record(tx, articleId, update, everyone)]
      await tx.execute(sql`
        UPDATE federation_articles SET path = ${new URL(article.page.url).pathname}, updated_at = now()
        WHERE article_id = ${articleId}`)
      return sent
    }
    if (!article && live) {
      // Its followers are those of the site and of every PMS actor: the article may have moved since.
      const removal = activity(
        baseUrl,
        'Delete',
        SITE_ACTOR,
        { to: [PUBLIC_AUDIENCE], cc: [followersUrl(baseUrl, SITE_ACTOR)], object: tombstone(baseUrl, articleId, now) },
        now,
      )
      const sent = [await record(tx, articleId, removal, await federatedActorsOf(tx, articleId))]
      await tx.execute(
        sql`UPDATE federation_articles SET deleted_at = ${now.toISOString()}::timestamptz, updated_at = now() WHERE article_id = ${articleId}`,
      )
      return sent
    }
    return []
  })
}

/**
 * Queues the Accept of a Follow of `actor`, to the follower's own inbox: kept as sent and delivered by the queue, with
 * its retries, as every other activity. The Follow is embedded as it came (its id, actor and object), which is how
 * Mastodon finds the follow request it answers. An answer to one server, not a post: the outbox does not list it.
 */
export async function queueAccept(
  payload: Payload,
  baseUrl: string,
  actor: string,
  follow: { id: string; actor: string; object: string },
  inbox: string,
  now = new Date(),
): Promise<string> {
  return drizzleOf(payload).transaction(async (tx) => {
    const sent = activity(baseUrl, 'Accept', actor, { object: { ...follow, type: 'Follow' } }, now)
    await keep(tx, null, sent)
    await queueDeliveryTo(tx, sent.id, inbox)
    return sent.id
  })
}

/** What an outbox lists: posts and what became of them, not the answers to follows. */
const LISTED = sql`type IN ('Create', 'Announce', 'Update', 'Delete')`

/** The actors that sent something about an article: their followers hear of its deletion. */
async function federatedActorsOf(tx: Transaction, articleId: number): Promise<string[]> {
  const { rows } = await tx.execute(
    sql`SELECT DISTINCT actor FROM federation_activities WHERE article_id = ${articleId} ORDER BY actor`,
  )
  return [...new Set([SITE_ACTOR, ...(rows as Array<{ actor: string }>).map((row) => row.actor)])]
}

/** An article's standing on the social web, for a read of its object: null when it was never sent. */
export async function articleStanding(payload: Payload, articleId: number): Promise<Standing | null> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT path, deleted_at FROM federation_articles WHERE article_id = ${articleId}`,
  )
  const row = rows[0] as { path: string; deleted_at: Date | string | null } | undefined
  return row ? { path: row.path, deletedAt: row.deleted_at ? new Date(row.deleted_at) : null } : null
}

/** The article last federated at `path` and deleted since, for a read of that page's address: its id and when. */
export async function deletedArticleAt(
  payload: Payload,
  path: string,
): Promise<{ articleId: number; deletedAt: Date } | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT article_id, deleted_at FROM federation_articles WHERE path = ${path}
    ORDER BY deleted_at IS NULL DESC, updated_at DESC LIMIT 1`)
  const row = rows[0] as { article_id: number; deleted_at: Date | string | null } | undefined
  return row?.deleted_at ? { articleId: row.article_id, deletedAt: new Date(row.deleted_at) } : null
}

/** An activity as it was sent, by its id; null for one never sent. */
export async function sentActivity(payload: Payload, id: string): Promise<JsonObject | null> {
  const { rows } = await drizzleOf(payload).execute(sql`SELECT document FROM federation_activities WHERE id = ${id}`)
  return (rows[0] as { document: JsonObject } | undefined)?.document ?? null
}

const OUTBOX_PAGE_SIZE = 20

/** A page of what `actor` sent, newest first, after `cursor` (the last item of the page before). */
export async function outboxPage(
  payload: Payload,
  actor: string,
  cursor: string | null,
): Promise<{ documents: JsonObject[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT id, document, published_at FROM federation_activities
    WHERE actor = ${actor} AND ${LISTED} ${after ? sql`AND (published_at, id) < (${after.publishedAt}::timestamptz, ${after.id})` : sql``}
    ORDER BY published_at DESC, id DESC LIMIT ${OUTBOX_PAGE_SIZE + 1}`)
  const page = (rows as Array<{ id: string; document: JsonObject; published_at: Date | string }>).slice(
    0,
    OUTBOX_PAGE_SIZE,
  )
  const last = page.at(-1)
  return {
    documents: page.map((row) => row.document),
    nextCursor:
      rows.length > OUTBOX_PAGE_SIZE && last ? encodeCursor(new Date(last.published_at).toISOString(), last.id) : null,
  }
}

export async function outboxCount(payload: Payload, actor: string): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT count(*)::int AS count FROM federation_activities WHERE actor = ${actor} AND ${LISTED}`,
  )
  return (rows[0] as { count: number }).count
}

const encodeCursor = (publishedAt: string, id: string) => Buffer.from(`${publishedAt} ${id}`).toString('base64url')

/** A cursor this module wrote, or null for anything else (a client's invention reads as the first page). */
function decodeCursor(cursor: string): { publishedAt: string; id: string } | null {
  const [publishedAt, id] = Buffer.from(cursor, 'base64url').toString().split(' ')
  return publishedAt && id && !Number.isNaN(Date.parse(publishedAt)) ? { publishedAt, id } : null
}
