import { shareOnMastodonIndexPath } from '../../../../ground/paths'
import type { SharePage } from './load'

/**
 * "Share on Mastodon" without script: a GET form asks for the reader's server, and the answer links to that server's
 * own share form. A link, not a redirect: the pages' `form-action 'self'` would stop a form's redirect to another site.
 */
export function ShareHtml({ page }: { page: SharePage }) {
  return (
    <div className="share-page">
      <h1>Share on Mastodon</h1>
      {page.shared ? (
        <>
          <p>
            Sharing <a href={page.shared.url}>{page.shared.title || page.shared.url}</a>
          </p>
          {page.target ? (
            <p>
              <a className="button" href={page.target.url} rel="noopener nofollow">
                {`Write the post on ${page.target.host}`}
              </a>
            </p>
          ) : null}
          <form action={shareOnMastodonIndexPath} method="get" className="share-form">
            <input type="hidden" name="url" value={page.shared.url} />
            <input type="hidden" name="title" value={page.shared.title} />
            <label htmlFor="share-server">Your Mastodon server</label>
            <input
              id="share-server"
              type="text"
              name="server"
              inputMode="url"
              autoComplete="url"
              placeholder="mastodon.social"
              defaultValue={page.server}
              required
              aria-describedby={page.problem ? 'share-server-problem' : undefined}
            />{' '}
            <button type="submit">Continue</button>
            {page.problem ? (
              <p id="share-server-problem" className="form-problem" role="alert">
                {page.problem}
              </p>
            ) : null}
          </form>
          <p className="share-note">
            We remember nothing: your server&apos;s own page opens with the title and the link filled in, for you to
            post.
          </p>
        </>
      ) : (
        <p>This page shares one of our articles: follow &ldquo;Mastodon&rdquo; under the article you want to share.</p>
      )}
    </div>
  )
}
