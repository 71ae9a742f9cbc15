import { NewsletterResult } from '../../components/NewsletterResult'
import { preferencesPath, subscribePath, unsubscribePath, withToken } from '../../../../ground/paths'
import type { PreferencesPage } from './load'

function Outcome({ result }: { result: string | undefined }) {
  if (result === 'saved') return <NewsletterResult>Saved. The next mail follows your new choices.</NewsletterResult>
  if (result === 'unknown-pms')
    return (
      <NewsletterResult problem>
        One of the PMSes is no longer on PMS News; nothing was changed. Please choose again.
      </NewsletterResult>
    )
  return null
}

/**
 * What a subscriber changes without an account, through the signed link in every mail: how often the digest comes,
 * which PMSes they follow, whether digests keep to those; and the way out. The form posts to this same address.
 */
export function PreferencesHtml({ page }: { page: PreferencesPage }) {
  const { subscriber, token } = page
  if (!subscriber || !token) {
    return (
      <div className="newsletter">
        <h1>Newsletter preferences</h1>
        <NewsletterResult problem>This link is not valid. Use the link in a more recent mail from us.</NewsletterResult>
      </div>
    )
  }
  if (subscriber.status !== 'confirmed') {
    return (
      <div className="newsletter">
        <h1>Newsletter preferences</h1>
        <NewsletterResult problem>
          <strong>{subscriber.email}</strong> is not subscribed any more. <a href={subscribePath}>Subscribe again</a> to
          get the newsletter.
        </NewsletterResult>
      </div>
    )
  }
  const followed = new Set([
    ...subscriber.follows,
    ...page.pmses.filter((pms) => page.requested.includes(pms.slug)).map((pms) => pms.id),
  ])
  return (
    <div className="newsletter">
      <h1>Newsletter preferences</h1>
      <p>
        For <strong>{subscriber.email}</strong>.
      </p>
      <Outcome result={page.result} />
      {page.requested.length > 0 && page.result !== 'saved' ? (
        <NewsletterResult>The PMSes you asked to follow are ticked: press Save to follow them.</NewsletterResult>
      ) : null}
      <form method="post" action={withToken(preferencesPath, token)} className="preferences-form">
        <fieldset>
          <legend>How often</legend>
          <label>
            <input type="radio" name="digest" value="weekly" defaultChecked={subscriber.digest === 'weekly'} /> Weekly
            digest
          </label>
          <label>
            <input type="radio" name="digest" value="daily" defaultChecked={subscriber.digest === 'daily'} /> Daily
            digest (on days with new articles)
          </label>
        </fieldset>
        <fieldset>
          <legend>PMSes you follow</legend>
          <div className="preferences-pmses">
            {page.pmses.map((pms) => (
              <label key={pms.id}>
                <input type="checkbox" name="follow" value={pms.slug} defaultChecked={followed.has(pms.id)} />{' '}
                {pms.name}
              </label>
            ))}
          </div>
          <label className="preferences-only">
            <input type="checkbox" name="only_followed" defaultChecked={subscriber.onlyFollowed} /> Digests only about
            the PMSes I follow
          </label>
        </fieldset>
        <input type="hidden" name="choices" value="all" />
        <button type="submit">Save</button>
      </form>
      <p>
        Issues our editors send go to every subscriber, or to the followers of the PMSes they are about. No mail from us
        has a tracking pixel or rewritten links.{' '}
        <a href={withToken(unsubscribePath, page.unsubscribeToken!)}>Unsubscribe</a> from everything.
      </p>
    </div>
  )
}
