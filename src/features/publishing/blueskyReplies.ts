/**
 * Replies on Bluesky to the site's posts, brought into the social web's moderation (docs/decisions/084-bluesky-standard-site.md):
 * Bluesky sends nothing to a site, so a poll reads each recent post's thread (`app.bsky.feed.getPostThread`, through
 * the site's PDS, which asks its AppView). Bounded three ways: the posts of articles public now and published in the
 * last ATPROTO_REPLY_POLL_DAYS days, at most MAX_ARTICLES of them, newest first; replies down to MAX_DEPTH levels; at
 * most MAX_REPLIES_PER_THREAD taken per thread in one round. A reply is kept as a fediverse reply is
 * (src/content/socialReplies/socialReplies.ts): pending until an editor approves it, its text sanitised like theirs
 * (../federation/replyContent.ts), taken once by its at:// URI. Replies by the site's own account are not replies to it;
 * an account blocked in the cockpit (by its https://bsky.app/profile/<did> address, or the server `bsky.app`) is not
 * read. An article that is hidden, deleted or unknown has no thread read, so nothing of it is stored.
 */
import type { Payload, TaskConfig } from 'payload'

import { isBlocked, recordInteraction } from '../../content/socialReplies/socialReplies'
import { recentlyPostedArticles } from '../../content/standardSite/standardSiteRecords'
import { env } from '../../ground/env'
import { OutboundError } from '../../ground/http/outboundFetch'
import { escapeHtml } from '../../ground/lib/escapeHtml'
import { replyContent } from '../federation/replyContent'
import { type AtprotoSession, atprotoSession } from './social/atprotoSession'

const MAX_ARTICLES = 50
const MAX_DEPTH = 6
const MAX_REPLIES_PER_THREAD = 200

/** A reply as the thread shows it (`app.bsky.feed.defs#postView`), as far as it is read. */
interface ReplyPost {
  uri: string
  author: { did: string; handle: string }
  record: { text?: unknown }
}

interface ThreadNode {
  $type?: string
  post?: ReplyPost
  replies?: unknown[]
}

const isThreadPost = (node: unknown): node is ThreadNode & { post: ReplyPost } => {
  const post = (node as ThreadNode | null)?.post
  return (
    typeof post?.uri === 'string' &&
    post.uri.startsWith('at://') &&
    typeof post.author?.did === 'string' &&
    typeof post.author.handle === 'string'
  )
}

/** The replies under `thread`, breadth first (the nearest answers first), at most `max`. */
export function repliesIn(thread: unknown, max: number): ReplyPost[] {
  const found: ReplyPost[] = []
  let level = isThreadPost(thread) ? (thread.replies ?? []) : []
  while (level.length > 0 && found.length < max) {
    const next: unknown[] = []
    for (const node of level) {
      // A deleted or blocked reply stands in the thread as `#notFoundPost` or `#blockedPost`: nothing to keep.
      if (!isThreadPost(node)) continue
      found.push(node.post)
      if (found.length >= max) break
      next.push(...(node.replies ?? []))
    }
    level = next
  }
  return found
}

/** A Bluesky post's plain text as the little HTML replies are kept in: paragraphs and line breaks. */
export const textAsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')

const profileOf = (did: string) => `https://bsky.app/profile/${did}`

async function takeThread(payload: Payload, session: AtprotoSession, articleId: number, postUri: string) {
  let taken = 0
  for (const reply of repliesIn(await session.postThread(postUri, MAX_DEPTH), MAX_REPLIES_PER_THREAD)) {
    if (reply.author.did === session.did) continue
    const actor = profileOf(reply.author.did)
    if (await isBlocked(payload, actor)) continue
    const rkey = reply.uri.split('/').pop()!
    await recordInteraction(payload, {
      articleId,
      kind: 'reply',
      actor,
      handle: `@${reply.author.handle}`,
      content: replyContent(textAsHtml(typeof reply.record.text === 'string' ? reply.record.text : '')),
      url: `${profileOf(reply.author.handle)}/post/${encodeURIComponent(rkey)}`,
      activity: reply.uri,
      object: reply.uri,
    })
    taken += 1
  }
  return taken
}

/** One round of the poll: how many threads were read and how many replies were seen in them. */
async function pollBlueskyReplies(payload: Payload): Promise<{ threads: number; replies: number }> {
  if (!env.atproto) return { threads: 0, replies: 0 }
  const articles = await recentlyPostedArticles(payload, env.ATPROTO_REPLY_POLL_DAYS, MAX_ARTICLES)
  if (articles.length === 0) return { threads: 0, replies: 0 }
  const session = await atprotoSession(env.atproto)
  let replies = 0
  for (const { articleId, postUri } of articles) {
    try {
      replies += await takeThread(payload, session, articleId, postUri)
    } catch (error) {
      // A post deleted on Bluesky answers 4xx: its thread is skipped, the others read. Anything else fails the round.
      if (!(error instanceof OutboundError) || error.status === undefined || error.status >= 500) throw error
      payload.logger.warn(`bluesky: the thread of ${postUri} could not be read: ${error.message}`)
    }
  }
  return { threads: articles.length, replies }
}

/**
 * The poll as a job (./blueskyReplySchedule.ts queues it): one runner reads at a time, and a PDS that is away fails
 * the round, which the queue tries again, as the next round would.
 */
export const blueskyRepliesTask: TaskConfig = {
  slug: 'bluesky-replies',
  inputSchema: [],
  outputSchema: [
    { name: 'threads', type: 'number' },
    { name: 'replies', type: 'number' },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: env.JOBS_RETRY_DELAY_MS } },
  handler: async ({ req }) => ({ output: await pollBlueskyReplies(req.payload) }),
}
