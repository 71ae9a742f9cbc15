/**
 * The consent page of an authorization (src/features/oauth/interactions.ts): who asks, where the answer goes, what
 * for, which resource, and what the grant may do for this person's role.
 */
import { roleOf } from '../../content/access/roles'
import { clientClaimHtml } from './clientClaim'
import { DEFAULT_SCOPE } from './defaultScope'
import { grantInWords, scopesForRole } from './grantWords'
import { escapeHtml, oauthPage } from './pages'
import { OAUTH_SCOPES } from './scopes'

interface ConsentFacts {
  uid: string
  clientName: string
  /** The host of a client whose id is its metadata document's URL (CIMD): the one fact about it that cannot lie. */
  clientHost: string | null
  redirectHost: string | null
  scopes: string[]
  /** Scopes asked for that the person's role does not allow: the agent is refused what they would allow. */
  withheld: string[]
  /** What the grant may do, in the person's words (src/features/oauth/grantWords.ts). */
  inWords: string
  resource: string
  account: string
}

export function consentPage(facts: ConsentFacts): string {
  const scopes = facts.scopes.length
    ? `<ul class="scopes">${facts.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code>: ${escapeHtml(OAUTH_SCOPES[scope as keyof typeof OAUTH_SCOPES] ?? 'unknown scope')}</li>`).join('')}</ul>`
    : '<p>No scopes: it could only prove who you are.</p>'
  // The scope an application gets when it names none (src/features/oauth/defaultScope.ts): said, so that nobody wonders why.
  const defaulted =
    facts.scopes.length === 1 && facts.scopes[0] === DEFAULT_SCOPE
      ? '<p>Read-only access: what an application gets when it asks for no particular scope.</p>'
      : ''
  const withheld = facts.withheld.length
    ? `<p class="withheld">Your role does not allow ${facts.withheld.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(', ')}: the application will be refused it, as you would be.</p>`
    : ''
  return oauthPage(
    'Approve access',
    `<h1>Approve access?</h1>
<table class="facts"><tbody>
<tr><th>Application</th><td><strong class="client-name">${escapeHtml(facts.clientName)}</strong><br>${clientClaimHtml(facts.clientHost)}</td></tr>
<tr><th>Sends the answer to</th><td>${facts.redirectHost ? escapeHtml(facts.redirectHost) : 'a device, by the code you entered'}</td></tr>
<tr><th>Resource</th><td>${escapeHtml(facts.resource)}</td></tr>
<tr><th>Signed in as</th><td>${escapeHtml(facts.account)}</td></tr>
</tbody></table>
<h2>It asks to</h2>
${scopes}
${defaulted}
${withheld}
<p class="in-words">${escapeHtml(facts.inWords)}</p>
<p>It can act as you within these scopes until you revoke its access in the cockpit (MCP tokens).</p>
<div class="actions">
<form method="post" action="/oauth/interaction/${escapeHtml(facts.uid)}/consent"><button type="submit">Approve</button></form>
<form method="post" action="/oauth/interaction/${escapeHtml(facts.uid)}/abort"><button type="submit" class="secondary">Deny</button></form>
</div>`,
  )
}

const roleOfAccount = (user: object | null) => (user ? roleOf({ ...user, collection: 'users' }) : null)

/**
 * The scopes asked for, those of them the person's role does not allow, and what the grant may do in their words.
 * The grant is never wider than the role (docs/decisions/060-four-roles.md): the MCP server checks the approver's
 * role at every call (src/mcp/handleMcpRequest.ts), so the page says so rather than granting less than was asked
 * (oidc-provider would ask for consent again, forever).
 */
export function consentScopes(asked: string[], user: object | null) {
  const role = roleOfAccount(user)
  return { scopes: asked, withheld: scopesForRole(asked, role).withheld, inWords: grantInWords(role) }
}
