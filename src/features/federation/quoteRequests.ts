/**
 * Quote posts of our articles (FEP-044f, https://w3id.org/fep/044f;
 * docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md). A `QuoteRequest` names one of our articles as
 * its `object` and the quote post as its `instrument`; the article's quote policy, an editor's choice, decides:
 * - anyone (the default), or followers when the quoting actor follows the site or the article's PMS: an `Accept` with
 *   the request as its object and a `QuoteAuthorization` as its `result`, kept and served at its own address
 *   (./quoteAuthorizationDocument.ts) until unpublishing revokes it (./outbox.ts); the quote post is kept beside
 *   replies, likes and reposts, pending for an editor to read;
 * - otherwise a `Reject`.
 * A request about no public article (hidden, deleted, unknown), from a blocked account or server, or whose quote post
 * is not its actor's own, is ignored and nothing is stored. Answers go through the delivery queue, with its retries.
 */
import { randomUUID } from 'node:crypto'

import type { InboxContext } from '@fedify/fedify'
import { Link, type QuoteRequest } from '@fedify/vocab'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { articleForPublishing } from '../../content/articles/articleForPublishing'
import { isBlocked, recordInteraction } from '../../content/socialReplies/socialReplies'
import { drizzleOf } from '../../ground/db/adapter'
import { absolute, activityPubQuoteAuthorizationPath } from '../../ground/paths'
import { pmsActorOf, SITE_ACTOR } from './actors'
import { answeredArticle } from './answeredArticle'
import { articleObjectId } from './articleObject'
import { isDeliverableInbox } from './deliverableInbox'
import { activity, keep } from './outbox'
import { queueDeliveryTo } from './deliveries'
import { replyContent } from './replyContent'

type QuotePolicy = 'anyone' | 'followers' | 'nobody'

/** Whether `actor` follows the site's actor or the article's PMS's. */
async function followsArticle(payload: Payload, actor: string, pmsSlug: string | null): Promise<boolean> {
  const followed = [SITE_ACTOR, ...(pmsSlug && pmsActorOf(pmsSlug) ? [pmsSlug] : [])]
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT 1 FROM federation_followers WHERE follower = ${actor} AND actor = ANY(${sql.param(followed)}::text[]) LIMIT 1`)
  return rows.length > 0
}

async function quotePolicyOf(payload: Payload, articleId: number): Promise<QuotePolicy> {
  const { rows } = await drizzleOf(payload).execute<{ quote_policy: QuotePolicy | null }>(
    sql`SELECT quote_policy FROM articles WHERE id = ${articleId}`,
  )
  return rows[0]?.quote_policy ?? 'anyone'
}

export function quoteRequestsInbox(payload: Payload, baseUrl: string, privateAddresses: boolean) {
  return async (ctx: InboxContext<void>, request: QuoteRequest): Promise<void> => {
    const actor = request.actorId
    if (!actor || !request.id || (await isBlocked(payload, actor.href))) return
    const articleId = await answeredArticle(payload, baseUrl, request.objectId)
    if (articleId === null) return
    const loaders = { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }
    // The signer is the request's actor (Fedify's check); the document fetched for it must be that same actor.
    const quoter = await request.getActor(loaders)
    if (!quoter?.id || quoter.id.href !== actor.href || !quoter.inboxId) return
    if (!(await isDeliverableInbox(quoter.inboxId, privateAddresses))) return
    const post = await request.getInstrument({ ...loaders, crossOrigin: 'ignore', suppressError: true })
    // The quote post is the actor's own: a request for someone else's post is not theirs to make.
    if (!post?.id || post.attributionId?.href !== actor.href) return

    const article = await articleForPublishing(payload, articleId)
    const policy = await quotePolicyOf(payload, articleId)
    const allowed =
      policy === 'anyone' ||
      (policy === 'followers' && (await followsArticle(payload, actor.href, article?.pmsSlug ?? null)))
    // The request as the answer embeds it: its id, actor, object and the quote post's id (FEP-044f's examples).
    const answered = {
      type: 'QuoteRequest',
      id: request.id.href,
      actor: actor.href,
      object: articleObjectId(baseUrl, articleId),
      instrument: post.id.href,
    }
    const inbox = quoter.inboxId.href

    if (!allowed) {
      await drizzleOf(payload).transaction(async (tx) => {
        const rejection = activity(baseUrl, 'Reject', SITE_ACTOR, { to: [actor.href], object: answered }, new Date())
        await keep(tx, null, rejection)
        await queueDeliveryTo(tx, rejection.id, inbox)
      })
      return
    }

    const url =
      post.url instanceof URL ? post.url.href : post.url instanceof Link ? (post.url.href?.href ?? null) : null
    const name = quoter.preferredUsername?.toString() ?? actor.pathname.split('/').filter(Boolean).pop() ?? 'someone'
    await recordInteraction(payload, {
      articleId,
      kind: 'quote',
      actor: actor.href,
      handle: `@${name}@${actor.host}`,
      content: replyContent(post.content?.toString() ?? ''),
      url: url ?? post.id.href,
      activity: request.id.href,
      object: post.id.href,
    })
    await drizzleOf(payload).transaction(async (tx) => {
      // The same quote post asked again (a retry, or a new request after its Accept was lost) gets the same stamp.
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO federation_quote_authorizations (id, article_id, actor, inbox, quote_post, request)
        VALUES (${randomUUID()}, ${articleId}, ${actor.href}, ${inbox}, ${post.id!.href}, ${request.id!.href})
        ON CONFLICT (article_id, quote_post) DO UPDATE SET request = excluded.request, inbox = excluded.inbox,
          revoked_at = NULL
        RETURNING id`)
      const result = absolute(baseUrl, activityPubQuoteAuthorizationPath(rows[0]!.id))
      const acceptance = activity(
        baseUrl,
        'Accept',
        SITE_ACTOR,
        { to: [actor.href], object: answered, result },
        new Date(),
      )
      await keep(tx, null, acceptance)
      await queueDeliveryTo(tx, acceptance.id, inbox)
    })
  }
}
