/**
 * oidc-provider's error page in the site's look: an authorization request it cannot send back to a client, or one we
 * will not send back, because no person has approved the client yet (RFC 9700 §4.11.2, unapprovedClientErrors.ts).
 */
import { clientHtml } from './clientClaim'
import { escapeHtml, oauthPage } from './pages'

/** The client whose answer stays here: its own name (a claim), who published it (CIMD) and where it wanted it. */
export interface KeptFrom {
  clientName: string
  clientHost: string | null
  redirectHost: string | null
}

export function oauthErrorPage(out: { error?: string; error_description?: string }, keptFrom?: KeptFrom): string {
  return oauthPage(
    'Authorization failed',
    `<h1>Authorization failed</h1>
<p class="problem" role="alert"><strong>${escapeHtml(out.error ?? 'error')}</strong>: ${escapeHtml(out.error_description ?? 'the request could not be completed')}</p>
${keptFrom ? keptHereNote(keptFrom) : ''}<p>Go back to the application that sent you here and start again. If it keeps failing, tell its operator.</p>`,
  )
}

/** Why the person is here and not back at the application; hosts as text only, so nothing here leads there. */
function keptHereNote({ clientName, clientHost, redirectHost }: KeptFrom): string {
  const target = redirectHost
    ? `It asked for this answer at <strong class="redirect-host">${escapeHtml(redirectHost)}</strong>. `
    : ''
  return `<p>The request came from:</p>
${clientHtml(clientName, clientHost)}
<p>${target}No one has approved this application here yet, so this server does not send you on to it.</p>
`
}
