import { HONEYPOT_FIELD, type ConsentSource } from '@/features/newsletter/subscriptionRequest'

import { subscribePath } from '../../../ground/paths'

export interface FollowOption {
  slug: string
  name: string
}

interface SubscribeFormProps {
  source: Exclude<ConsentSource, 'api'>
  heading?: string
  /** A PMS hub's "Follow <PMS>": subscribing follows this PMS (a subscriber gets a link to add it). */
  follow?: FollowOption
  /** The newsletter page's choices: how often, and PMSes to follow. */
  choices?: FollowOption[]
}

/** How often and which PMSes, folded away: the form works without touching them (weekly, every PMS). */
function Choices({ pmses, id }: { pmses: FollowOption[]; id: string }) {
  return (
    <details className="subscribe-choices">
      <summary>How often, and which PMSes (optional)</summary>
      <fieldset>
        <legend>How often</legend>
        <label>
          <input type="radio" name="digest" value="weekly" defaultChecked /> Weekly digest
        </label>
        <label>
          <input type="radio" name="digest" value="daily" /> Daily digest (on days with new articles)
        </label>
      </fieldset>
      <fieldset>
        <legend>Follow PMSes</legend>
        <div className="preferences-pmses">
          {pmses.map((pms) => (
            <label key={pms.slug}>
              <input type="checkbox" name="follow" value={pms.slug} /> {pms.name}
            </label>
          ))}
        </div>
        <label htmlFor={`${id}-only-followed`} className="preferences-only">
          <input id={`${id}-only-followed`} type="checkbox" name="only_followed" /> Digests only about the PMSes I
          follow
        </label>
      </fieldset>
    </details>
  )
}

/**
 * The newsletter form: a plain HTML form that posts to /subscribe, so it works without JavaScript. The hidden
 * `website` field is the honeypot (people never see it; bots fill it). `source` says where the form was, part of
 * the consent evidence.
 */
export function SubscribeForm({ source, heading = 'Get PMS News by email', follow, choices }: SubscribeFormProps) {
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
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
        />
        <input type="hidden" name="source" value={source} />
        {follow ? (
          <>
            <input type="hidden" name="follow" value={follow.slug} />
            <input type="hidden" name="only_followed" value="on" />
          </>
        ) : null}
        <button type="submit">{follow ? 'Follow' : 'Subscribe'}</button>
      </div>
      {choices ? <Choices pmses={choices} id={id} /> : null}
      <div className="subscribe-trap" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <p className="subscribe-fine">
        {follow
          ? `A weekly digest of new ${follow.name} articles. We email you a link to confirm first; already subscribed? We email you a link to add ${follow.name}.`
          : 'A weekly digest by default. We email you a link to confirm; nothing else comes before you do. Every mail has a one-click unsubscribe.'}
      </p>
    </form>
  )
}
