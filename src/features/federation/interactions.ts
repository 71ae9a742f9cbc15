/**
 * What the social web says to our articles, as the inbox takes it (docs/decisions/044-federation.md): a reply — a
 * Note in reply to an article's object — is kept pending for an editor; a like or a repost of one is counted; an
 * edit of a reply puts it back to pending; a Delete or an Undo takes it back (./federation.ts). An edit or a Delete of
 * a reply an editor approved changes its article's page, in every form and every instance's cache, as an editor's
 * change does (src/features/contentChanges/). Fedify has checked
 * each delivery's signature and that its signer is its actor; an account or server an editor blocked is not heard,
 * and only a public article can be answered.
 */
import type { InboxContext } from '@fedify/fedify'
import { type Announce, type Create, type Like, Link, Note, type Update } from '@fedify/vocab'
import type { Payload } from 'payload'

import {
  type InteractionKind,
  isBlocked,
  recordInteraction,
  reviseReply,
  withdrawInteraction,
} from '../../content/socialReplies/socialReplies'
import { drizzleOf } from '../../ground/db/adapter'
import { announceContentChangeFrom } from '../contentChanges/announceContentChange'
import { type RowsOf, tagsOfArticlePages } from '../contentChanges/changeTags'
import { answeredArticle as publicArticleNamed } from './answeredArticle'
import { replyContent } from './replyContent'

type Transaction = Parameters<Parameters<ReturnType<typeof drizzleOf>['transaction']>[0]>[0]

export function interactionsInbox(payload: Payload, baseUrl: string) {
  const answeredArticle = (id: URL | null) => publicArticleNamed(payload, baseUrl, id)

  /** `@user@server`: the actor's own name for itself, or the last segment of its address. */
  async function handleOf(ctx: InboxContext<void>, activity: Create | Like | Announce | Update, actor: URL) {
    const document = await activity.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader })
    const name = document?.preferredUsername?.toString() ?? actor.pathname.split('/').filter(Boolean).pop() ?? 'someone'
    return `@${name}@${actor.host}`
  }

  const noteOf = async (ctx: InboxContext<void>, activity: Create | Update) => {
    const object = await activity.getObject({
      documentLoader: ctx.documentLoader,
      contextLoader: ctx.contextLoader,
      crossOrigin: 'ignore',
      suppressError: true,
    })
    return object instanceof Note ? object : null
  }

  const urlOf = (note: Note) => {
    const url = note.url
    return url instanceof URL ? url.href : url instanceof Link ? (url.href?.href ?? null) : (note.id?.href ?? null)
  }

  /**
   * A change its author made to what the social web said, in one transaction with the announcement of the article
   * pages that showed it: every instance's page cache lets them go when it commits.
   */
  const changeShownReplies = (write: (tx: Transaction) => Promise<number[]>) =>
    drizzleOf(payload).transaction(async (tx) => {
      const articleIds = await write(tx)
      if (articleIds.length === 0) return
      const rowsOf: RowsOf = async (query) => (await tx.execute(query)).rows
      await announceContentChangeFrom(tx, await tagsOfArticlePages(rowsOf, articleIds))
    })

  return {
    async reply(ctx: InboxContext<void>, create: Create): Promise<void> {
      const actor = create.actorId
      if (!actor || !create.id || (await isBlocked(payload, actor.href))) return
      const note = await noteOf(ctx, create)
      // The reply is the actor's own: a Create of someone else's Note is not theirs to send.
      if (!note?.id || note.attributionId?.href !== actor.href) return
      const articleId = await answeredArticle(note.replyTargetId)
      if (articleId === null) return
      await recordInteraction(payload, {
        articleId,
        kind: 'reply',
        actor: actor.href,
        handle: await handleOf(ctx, create, actor),
        content: replyContent(note.content?.toString() ?? ''),
        url: urlOf(note),
        activity: create.id.href,
        object: note.id.href,
      })
    },

    async revise(ctx: InboxContext<void>, update: Update): Promise<void> {
      const actor = update.actorId
      if (!actor || (await isBlocked(payload, actor.href))) return
      const note = await noteOf(ctx, update)
      if (!note?.id || note.attributionId?.href !== actor.href) return
      const content = replyContent(note.content?.toString() ?? '')
      await changeShownReplies((tx) => reviseReply(tx, actor.href, note.id!.href, content))
    },

    /** A Delete of a reply (by its Note's id), or an Undo of a like or a repost (by its activity's id). */
    async withdraw(actor: URL, id: URL): Promise<void> {
      await changeShownReplies((tx) => withdrawInteraction(tx, actor.href, id.href))
    },

    async react(ctx: InboxContext<void>, activity: Like | Announce, kind: InteractionKind): Promise<void> {
      const actor = activity.actorId
      if (!actor || !activity.id || (await isBlocked(payload, actor.href))) return
      const articleId = await answeredArticle(activity.objectId)
      if (articleId === null) return
      await recordInteraction(payload, {
        articleId,
        kind,
        actor: actor.href,
        handle: await handleOf(ctx, activity, actor),
        content: null,
        url: null,
        activity: activity.id.href,
        object: null,
      })
    },
  }
}
