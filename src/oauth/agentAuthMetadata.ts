import { mcpResourceUrl, OAUTH_SCOPES, revocationPageUrl } from './scopes'

/** The RFC 8414 metadata's `agent_auth` block: how an agent gets access, in one place. */
export function agentAuthMetadata(baseUrl: string) {
  return {
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
    skill: `${baseUrl}/auth.md`,
    revocation: { endpoint: `${baseUrl}/oauth/revoke`, by_a_person: revocationPageUrl(baseUrl) },
  }
}
