/**
 * What publishing sends to the social web (docs/decisions/044-federation.md), recorded here: the activities as sent
 * (`federation_activities`, which the actors' outboxes list: ./outboxPage.ts), each article's standing
 * (`federation_articles`: on the social web since its first publication, or deleted since; ./articleStanding.ts) and,
 * in the same transaction, one delivery per activity and inbox (./deliveries.ts sends them).
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
import { absolute, activityPubActivityPath, activityPubQuoteAuthorizationPath } from '../../ground/paths'
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
import { type Standing, type StandingRow, standingOf } from './articleStanding'
import { queueDeliveries, queueDeliveryTo } from './deliveries'

export type ArticleChange = 'published' | 'edited' | 'unpublished' | 'deleted'

export interface SentActivity {
  type: 'Create' | 'Announce' | 'Update' | 'Delete'
  actor: string
  /** Inboxes it was queued for: one per server that has a shared inbox. */
  inboxes: number
}

type Transaction = Parameters<Parameters<ReturnType<typeof drizzleOf>['transaction']>[0]>[0]

/** An article's standing, locked until the transaction ends. */
async function lockedStanding(tx: Transaction, articleId: number): Promise<Standing | null> {
  const { rows } = await tx.execute<StandingRow>(
    sql`SELECT path, deleted_at FROM federation_articles WHERE article_id = ${articleId} FOR UPDATE`,
  )
  return rows[0] ? standingOf(rows[0]) : null
}

/** The activity as sent: its id, and the document with its context. */
export function activity<Type extends SentActivity['type'] | 'Accept' | 'Reject'>(
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

/**
 * Keeps an activity as sent (`articleId` null for one about no article, or sent to one server rather than posted: the
 * Accept of a Follow, the answer to a quote request, the revocation of a quote's authorization).
 */
export async function keep(
  tx: Transaction,
  articleId: number | null,
  sent: ReturnType<typeof activity>,
): Promise<void> {
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
    const standing = await lockedStanding(tx, articleId)
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
      await revokeQuoteAuthorizations(tx, baseUrl, articleId, now)
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

/**
 * Revokes every quote authorization of an article no longer public (FEP-044f: `Delete` of the stamp), each to the
 * inbox of the actor it was given to; its address answers 410 from then on. Not posts: the outbox does not list them.
 */
async function revokeQuoteAuthorizations(tx: Transaction, baseUrl: string, articleId: number, now: Date) {
  const { rows } = await tx.execute<{ id: string; actor: string; inbox: string }>(sql`
    UPDATE federation_quote_authorizations SET revoked_at = ${now.toISOString()}::timestamptz
    WHERE article_id = ${articleId} AND revoked_at IS NULL RETURNING id, actor, inbox`)
  for (const row of rows) {
    const object = absolute(baseUrl, activityPubQuoteAuthorizationPath(row.id))
    const revocation = activity(baseUrl, 'Delete', SITE_ACTOR, { to: [row.actor], object }, now)
    await keep(tx, null, revocation)
    await queueDeliveryTo(tx, revocation.id, row.inbox)
  }
}

/** The actors that sent something about an article: their followers hear of its deletion. */
async function federatedActorsOf(tx: Transaction, articleId: number): Promise<string[]> {
  const { rows } = await tx.execute<{ actor: string }>(
    sql`SELECT DISTINCT actor FROM federation_activities WHERE article_id = ${articleId} ORDER BY actor`,
  )
  return [...new Set([SITE_ACTOR, ...rows.map((row) => row.actor)])]
}
