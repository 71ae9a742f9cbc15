import { NewsletterResult } from '../../components/NewsletterResult'
import { subscribeConfirmPath, subscribePath } from '../../../../ground/paths'
import type { ConfirmPage } from './load'

const TRY_AGAIN = (
  <>
    You can <a href={subscribePath}>subscribe again</a>: we will send a new link.
  </>
)

function Outcome({ result }: { result: string }) {
  if (result === 'confirmed') {
    return (
      <NewsletterResult>
        <strong>You are subscribed.</strong> Thank you. Every mail has a link to unsubscribe.
      </NewsletterResult>
    )
  }
  if (result === 'expired')
    return <NewsletterResult problem>This confirmation link has expired. {TRY_AGAIN}</NewsletterResult>
  return (
    <NewsletterResult problem>
      This confirmation link is not valid, or has been used already. {TRY_AGAIN}
    </NewsletterResult>
  )
}

/**
 * The page the confirmation mail links to. Opening it confirms nothing (mail scanners open links too); its button
 * posts the token to this same address, which confirms and comes back here with the result.
 */
export function ConfirmHtml({ page }: { page: ConfirmPage }) {
  return (
    <div className="newsletter">
      <h1>Confirm your subscription</h1>
      {page.result ? <Outcome result={page.result} /> : null}
      {page.state?.state === 'valid' ? (
        <form method="post" action={subscribeConfirmPath} className="newsletter-action">
          <p>
            Subscribe <strong>{page.state.email}</strong> to the PMS News newsletter?
          </p>
          <input type="hidden" name="token" value={page.token} />
          <button type="submit">Confirm subscription</button>
        </form>
      ) : null}
      {page.state && page.state.state !== 'valid' ? <Outcome result={page.state.state} /> : null}
    </div>
  )
}
