import { HONEYPOT_FIELD, type ConsentSource } from '@/newsletter/subscriptionRequest'

import { subscribePath } from '../paths'

/**
 * The newsletter form: a plain HTML form that posts to /subscribe, so it works without JavaScript. The hidden
 * `website` field is the honeypot (people never see it; bots fill it). `source` says where the form was, part of
 * the consent evidence.
 */
export function SubscribeForm({ source, heading = 'Get PMS News by email' }: { source: Exclude<ConsentSource, 'api'>; heading?: string }) {
  const id = `subscribe-${source}`
  return (
    <form method="post" action={subscribePath} className="subscribe-form" aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} className="subscribe-heading">
        {heading}
      </p>
      <div className="subscribe-row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input id={`${id}-email`} type="email" name="email" required maxLength={254} autoComplete="email" placeholder="you@example.com" />
        <input type="hidden" name="source" value={source} />
        <button type="submit">Subscribe</button>
      </div>
      <div className="subscribe-trap" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <p className="subscribe-fine">We email you a link to confirm; nothing else comes before you do. Every mail has a one-click unsubscribe.</p>
    </form>
  )
}
