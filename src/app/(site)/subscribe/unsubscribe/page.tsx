import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { findUnsubscribeTarget } from '@/newsletter/subscriptions'
import { NewsletterResult } from '@/site/html/NewsletterResult'
import { singleParam } from '@/site/singleParam'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false }, referrer: 'no-referrer' }

interface Props {
  searchParams: Promise<{ token?: string | string[]; result?: string | string[] }>
}

const INVALID = (
  <NewsletterResult problem>
    This unsubscribe link is not valid. Use the link in a more recent mail from us, or reply to one and we will unsubscribe you.
  </NewsletterResult>
)

/**
 * The List-Unsubscribe address opened in a browser: a page with a button. The button sends the same RFC 8058 POST a
 * mail program's one-click unsubscribe does, to this same address.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams
  const token = singleParam(params.token)
  const result = singleParam(params.result, 40)
  if (result === 'unsubscribed') {
    return (
      <div className="newsletter">
        <h1>Unsubscribed</h1>
        <NewsletterResult>
          <strong>You are unsubscribed.</strong> We will not send you the newsletter any more. Changed your mind?{' '}
          <a href="/subscribe">Subscribe again</a>.
        </NewsletterResult>
      </div>
    )
  }
  const target = token && !result ? await findUnsubscribeTarget(await getPayload({ config }), token) : null
  return (
    <div className="newsletter">
      <h1>Unsubscribe</h1>
      {target ? (
        <form method="post" action={`/subscribe/unsubscribe?token=${encodeURIComponent(token!)}`} className="newsletter-action">
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
