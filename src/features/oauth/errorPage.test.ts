import { describe, expect, it } from 'vitest'

import { oauthErrorPage } from './errorPage'

describe('oauthErrorPage', () => {
  it('names the error and what it says, escaped', () => {
    const page = oauthErrorPage({ error: 'invalid_request', error_description: 'no <b>PKCE</b> & no "state"' })
    expect(page).toContain(
      '<strong>invalid_request</strong>: no &lt;b&gt;PKCE&lt;/b&gt; &amp; no &quot;state&quot;</p>',
    )
    expect(page).not.toContain('The request came from')
  })

  it('says whose answer stays here and where it was meant to go, as text that leads nowhere', () => {
    const page = oauthErrorPage(
      { error: 'invalid_scope', error_description: 'scope contains invalid characters' },
      { clientName: 'Your <bank>', clientHost: null, redirectHost: 'evil.example' },
    )
    expect(page).toContain(
      '<p>The request came from:</p>\n<p class="client"><strong class="client-name">Your &lt;bank&gt;</strong><br>' +
        '<span class="client-claim">registered itself here (its name is its own claim)</span></p>\n' +
        '<p>It asked for this answer at <strong class="redirect-host">evil.example</strong>. ' +
        'No one has approved this application here yet, so this server does not send you on to it.</p>',
    )
    expect(page).not.toMatch(/(href|action|src)="[^"]*evil\.example/)
  })

  it('names the host that published a client known by its metadata document', () => {
    const page = oauthErrorPage(
      { error: 'login_required' },
      { clientName: 'Hosted agent', clientHost: 'agent.example', redirectHost: null },
    )
    expect(page).toContain(
      '<span class="client-claim">published by <strong class="client-host">agent.example</strong> ' +
        '(its name is its own claim; the address is checked)</span></p>\n<p>No one has approved',
    )
  })
})
