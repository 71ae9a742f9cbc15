/**
 * In an article's sidebar in the cockpit: what the social web said to it — replies (and how many wait for an editor),
 * likes, reposts and quote posts — with a link to its replies' moderation. Rendered with the edit view on the server.
 */
import type { Payload } from 'payload'

import { interactionCountsOf } from '../content/socialReplies/socialReplies'

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

export async function SocialWebCounts({ id, payload }: { id?: number | string; payload: Payload }) {
  const articleId = Number(id)
  if (!Number.isSafeInteger(articleId) || articleId < 1 || articleId > 2_147_483_647) return null
  const counts = await interactionCountsOf(payload, articleId)
  const moderation = `/cockpit/collections/social-replies?where[article][equals]=${articleId}`
  const nothing = counts.replies + counts.likes + counts.reposts + counts.quotes === 0
  return (
    <div className="field-type social-web-counts" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">On the social web</label>
      {nothing ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>No replies, likes, reposts or quotes yet.</p>
      ) : (
        <>
          <p
            style={{ margin: 0 }}
            data-counts={`${counts.replies}/${counts.pending}/${counts.likes}/${counts.reposts}/${counts.quotes}`}
          >
            {`${plural(counts.replies, 'reply', 'replies')}${counts.pending ? ` (${counts.pending} waiting)` : ''} · ${plural(counts.likes, 'like')} · ${plural(counts.reposts, 'repost')} · ${plural(counts.quotes, 'quote')}`}
          </p>
          {counts.replies + counts.quotes > 0 ? (
            <a href={moderation} style={{ fontSize: 13 }}>
              {counts.pending ? 'Moderate the replies' : 'See the replies'}
            </a>
          ) : null}
        </>
      )}
    </div>
  )
}
