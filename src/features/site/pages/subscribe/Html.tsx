import { NewsletterResult } from '../../components/NewsletterResult'
import { SubscribeForm } from '../../components/SubscribeForm'
import type { SubscribePage } from './load'

const minutesOf = (seconds: string | undefined) => Math.max(1, Math.ceil(Number(seconds) / 60) || 60)

/** What the form's post came to (src/features/newsletter/subscribeAnswer.ts); the same words whatever the address's state. */
function Result({ result, retryAfter }: { result?: string; retryAfter?: string }) {
  switch (result) {
    case 'check-inbox':
      return (
        <NewsletterResult>
          <strong>Check your inbox.</strong> Unless the address is already subscribed, we have sent it a link to
          confirm. Nothing else is sent to it until you do.
        </NewsletterResult>
      )
    case 'invalid-email':
      return (
        <NewsletterResult problem>
          That does not look like an email address. Please check it and try again.
        </NewsletterResult>
      )
    case 'blocked-domain':
      return (
        <NewsletterResult problem>
          Addresses at that mail domain cannot subscribe. Please use another address.
        </NewsletterResult>
      )
    case 'too-many-requests':
      return (
        <NewsletterResult
          problem
        >{`Too many subscription requests; please try again in about ${minutesOf(retryAfter)} minutes.`}</NewsletterResult>
      )
    default:
      return null
  }
}

/** The newsletter's page: the form, and what the last post of it came to. */
export function SubscribeHtml({ page }: { page: SubscribePage }) {
  return (
    <div className="newsletter">
      <h1>The PMS News newsletter</h1>
      <p className="article-excerpt">News about hotel property management systems, by email.</p>
      <Result result={page.result} retryAfter={page.retryAfter} />
      <SubscribeForm source="subscribe-page" heading="Your email address" choices={page.pmses} />
      <h2>What you get</h2>
      <ul>
        <li>
          <strong>A digest of new articles</strong>
          {`, ${page.digestsScheduled ? `weekly (on ${page.weekday}s) or daily if you prefer, on days with something new` : 'when the editors send one'}. You can follow PMSes and have the digest keep to them.`}
        </li>
        <li>
          <strong>Occasional issues</strong> our editors write: to every subscriber, or to the followers of the PMSes
          they are about.
        </li>
      </ul>
      <p>
        Every mail has a link to your preferences (how often, which PMSes) and one to unsubscribe; mail programs that
        support it offer one-click unsubscribe. No account needed.
      </p>
      <p>
        We send a link to the address first, and subscribe it only when the person who reads it confirms. We keep the
        address, when and from which network address it was confirmed, your choices, and nothing else: our mails have no
        tracking pixels, and their links go straight to our pages, not through a click counter.
      </p>
    </div>
  )
}
