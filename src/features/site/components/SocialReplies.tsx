import type { ApprovedReply } from '../../../content/socialReplies/socialReplies'
import { shortDate } from './formatDate'

/**
 * The replies from the social web an editor approved (docs/decisions/044-federation.md), under the article: each with
 * its author's handle and a link back to it on its own server. The text was sanitised when it arrived.
 */
export function SocialReplies({ replies }: { replies: ApprovedReply[] }) {
  if (replies.length === 0) return null
  return (
    <section className="social-replies" aria-labelledby="social-replies-heading">
      <h2 id="social-replies-heading">Replies from the social web</h2>
      <ol>
        {replies.map((reply) => (
          <li key={reply.url ?? reply.actor + reply.receivedAt}>
            <p className="social-reply-byline">
              <a href={reply.actor} rel="nofollow ugc noopener">
                {reply.handle}
              </a>
              {reply.url ? (
                <>
                  {' · '}
                  <a href={reply.url} rel="nofollow ugc noopener">
                    <time dateTime={reply.receivedAt}>{shortDate(reply.receivedAt)}</time>
                  </a>
                </>
              ) : null}
            </p>
            <div className="social-reply-text" dangerouslySetInnerHTML={{ __html: reply.content }} />
          </li>
        ))}
      </ol>
    </section>
  )
}
