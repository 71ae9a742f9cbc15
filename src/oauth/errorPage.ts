/** oidc-provider's error page (an authorization request it cannot send back to a client) in the site's look. */
import { escapeHtml, oauthPage } from './pages'

export function oauthErrorPage(out: { error?: string; error_description?: string }): string {
  return oauthPage(
    'Authorization failed',
    `<h1>Authorization failed</h1>
<p class="problem" role="alert"><strong>${escapeHtml(out.error ?? 'error')}</strong>: ${escapeHtml(out.error_description ?? 'the request could not be completed')}</p>
<p>Go back to the application that sent you here and start again. If it keeps failing, tell its operator.</p>`,
  )
}
