import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { lookUpConfirmation } from '@/newsletter/subscriptions'
import { NewsletterResult } from '@/site/html/NewsletterResult'
import { singleParam } from '@/site/singleParam'

export const dynamic = 'force-dynamic'

// The address holds a one-time token: no index, and no Referer carrying it to the next site.
export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false }, referrer: 'no-referrer' }

interface Props {
  searchParams: Promise<{ token?: string | string[]; result?: string | string[] }>
}

const TRY_AGAIN = (
  <>
    You can <a href="/subscribe">subscribe again</a>: we will send a new link.
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
  if (result === 'expired') return <NewsletterResult problem>This confirmation link has expired. {TRY_AGAIN}</NewsletterResult>
  return <NewsletterResult problem>This confirmation link is not valid, or has been used already. {TRY_AGAIN}</NewsletterResult>
}

/**
 * The page the confirmation mail links to. Opening it confirms nothing (mail scanners open links too); its button
 * posts the token to /subscribe/confirm, which confirms and comes back here with the result.
 */
export default async function ConfirmPage({ searchParams }: Props) {
  const params = await searchParams
  const token = singleParam(params.token)
  const result = singleParam(params.result, 40)
  const state = result ? null : token ? await lookUpConfirmation(await getPayload({ config }), token) : { state: 'invalid' as const }
  return (
    <div className="newsletter">
      <h1>Confirm your subscription</h1>
      {result ? <Outcome result={result} /> : null}
      {state?.state === 'valid' ? (
        <form method="post" action="/subscribe/confirm" className="newsletter-action">
          <p>
            Subscribe <strong>{state.email}</strong> to the PMS News newsletter?
          </p>
          <input type="hidden" name="token" value={token} />
          <button type="submit">Confirm subscription</button>
        </form>
      ) : null}
      {state && state.state !== 'valid' ? <Outcome result={state.state} /> : null}
    </div>
  )
}
