import { NewsletterResult } from '../../components/NewsletterResult'
import { subscribePath, unsubscribePath } from '../../../../ground/paths'
import type { UnsubscribePage } from './load'

const INVALID = (
  <NewsletterResult problem>
    This unsubscribe link is not valid. Use the link in a more recent mail from us, or reply to one and we will
    unsubscribe you.
  </NewsletterResult>
)

/**
 * The List-Unsubscribe address opened in a browser: a page with a button. The button sends the same RFC 8058 POST a
 * mail program's one-click unsubscribe does, to this same address.
 */
export function UnsubscribeHtml({ page }: { page: UnsubscribePage }) {
  if (page.result === 'unsubscribed') {
    return (
      <div className="newsletter">
        <h1>Unsubscribed</h1>
        <NewsletterResult>
          <strong>You are unsubscribed.</strong> We will not send you the newsletter any more. Changed your mind?{' '}
          <a href={subscribePath}>Subscribe again</a>.
        </NewsletterResult>
      </div>
    )
  }
  const { target } = page
  return (
    <div className="newsletter">
      <h1>Unsubscribe</h1>
      {target ? (
        <form
          method="post"
          action={`${unsubscribePath}?token=${encodeURIComponent(page.token!)}`}
          className="newsletter-action"
        >
          <p>
            {target.status === 'unsubscribed' ? (
              <>
                <strong>{target.email}</strong> is already unsubscribed.
              </>
            ) : (
              <>
                Stop sending the PMS News newsletter to <strong>{target.email}</strong>?
              </>
            )}
          </p>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          {target.status === 'unsubscribed' ? null : <button type="submit">Unsubscribe</button>}
        </form>
      ) : (
        INVALID
      )}
    </div>
  )
}
