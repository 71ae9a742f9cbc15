import { DEFAULT_SCOPE } from './defaultScope'
import { mcpResourceUrl, OAUTH_SCOPES, revocationPageUrl } from './scopes'

/**
 * The RFC 8414 metadata's `agent_auth` block: how an agent gets access, in one place. Its first fields are the ones
 * the auth.md convention (WorkOS auth-md) and agent-readiness scanners read: an agent registers anonymously (RFC 7591),
 * which grants nothing, and a person turns that registration into a grant by approving it at the authorization
 * endpoint (the "claim"); the credential is then an access token.
 */
export function agentAuthMetadata(baseUrl: string) {
  return {
    skill: `${baseUrl}/auth.md`,
    register_uri: `${baseUrl}/oauth/register`,
    claim_uri: `${baseUrl}/oauth/authorize`,
    revocation_uri: `${baseUrl}/oauth/revoke`,
    identity_types_supported: ['anonymous'],
    anonymous: { credential_types_supported: ['access_token'], scopes_before_claim: [] },
    default_scope: DEFAULT_SCOPE,
    registration_endpoint: `${baseUrl}/oauth/register`,
    flows: {
      authorization_code: {
        for: 'agents that can open a browser for the person',
        pkce: 'S256 required',
        authorization_endpoint: `${baseUrl}/oauth/authorize`,
        token_endpoint: `${baseUrl}/oauth/token`,
      },
      device_code: {
        for: 'headless agents: the person approves on another device',
        device_authorization_endpoint: `${baseUrl}/oauth/device/code`,
        verification_uri: `${baseUrl}/oauth/device`,
        token_endpoint: `${baseUrl}/oauth/token`,
      },
    },
    resource: mcpResourceUrl(baseUrl),
    scopes: OAUTH_SCOPES,
    revocation: { endpoint: `${baseUrl}/oauth/revoke`, by_a_person: revocationPageUrl(baseUrl) },
  }
}
