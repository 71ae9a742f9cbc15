import { type ApprovedReply, webAddress } from '../../../content/socialReplies/socialReplies'
import { shortDate } from './formatDate'

/**
 * The replies from the social web an editor approved (docs/decisions/044-federation.md), under the article: each with
 * its author's handle and a link back to it on its own server, each an http(s) address or no link at all. The text
 * was sanitised when it arrived.
 */
export function SocialReplies({ replies }: { replies: ApprovedReply[] }) {
  if (replies.length === 0) return null
  return (
    <section className="social-replies" aria-labelledby="social-replies-heading">
      <h2 id="social-replies-heading">Replies from the social web</h2>
      <ol>
        {replies.map((reply) => {
          const author = webAddress(reply.actor)
          const link = webAddress(reply.url)
          const time = <time dateTime={reply.receivedAt}>{shortDate(reply.receivedAt)}</time>
          return (
            <li key={reply.url ?? reply.actor + reply.receivedAt}>
              <p className="social-reply-byline">
                {author ? (
                  <a href={author} rel="nofollow ugc noopener">
                    {reply.handle}
                  </a>
                ) : (
                  reply.handle
                )}
                {' · '}
                {link ? (
                  <a href={link} rel="nofollow ugc noopener">
                    {time}
                  </a>
                ) : (
                  time
                )}
              </p>
              <div className="social-reply-text" dangerouslySetInnerHTML={{ __html: reply.content }} />
            </li>
          )
        })}
      </ol>
    </section>
  )
}
