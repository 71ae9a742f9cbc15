/**
 * The OAuth authorization server's test app and what a client sends it: an admin and an editor, no content; one
 * secret across restarts, as in production; X-Forwarded-For believed from the test (TRUSTED_PROXIES), so that tests
 * can vary client addresses. The protected resource is /mcp, checked with an MCP `ping`.
 */
import { createHash, randomBytes } from 'node:crypto'

import { expect } from 'vitest'

import { useApp } from '../../helpers/appFixture'
import { dpopKey, dpopProof } from '../../helpers/dpop'
import { postJsonRpc } from '../../helpers/mcpJsonRpc'
import { ADMIN } from '../../helpers/accounts'
import { authorizedAgentWithoutBrowser, REDIRECT } from '../../helpers/oauthAgent'

export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
})

export function useOAuthApp() {
  const app = useApp({ database: 'migratedWithAccounts', env: { TRUSTED_PROXIES: '127.0.0.1' } })
  const mcpUrl = () => `${app.url}/mcp`

  const tokenRequest = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}/oauth/token`, form(fields, headers))
    return { status: response.status, body: (await response.json()) as Record<string, string> }
  }

  /** An MCP `ping` to the resource with an Authorization header (and any other headers): 200 when it is good. */
  const pingMcp = (authorization: string, headers: Record<string, string> = {}, url = mcpUrl()) =>
    postJsonRpc(url, { jsonrpc: '2.0', id: 1, method: 'ping' }, { authorization, ...headers })

  /** An MCP `ping` with a bearer token. */
  const callMcp = (token: string, url = mcpUrl()) => pingMcp(`Bearer ${token}`, {}, url)

  /** An MCP `ping` with a DPoP-bound token and its proof (none: no DPoP header). */
  const callMcpWithProof = (token: string, proof: string | null, url = mcpUrl()) =>
    pingMcp(`DPoP ${token}`, proof ? { dpop: proof } : {}, url)

  /** A DPoP-bound access token: the agent's refresh token exchanged with a DPoP proof at the token endpoint. */
  async function boundToken(
    agent: { information?: { client_id: string } },
    refreshToken: string,
    key: Awaited<ReturnType<typeof dpopKey>>,
  ) {
    const answer = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: agent.information!.client_id },
      { dpop: await dpopProof(key, 'POST', `${app.url}/oauth/token`) },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.token_type).toBe('DPoP')
    return answer.body.access_token!
  }

  function register(metadata: Record<string, unknown>, ip = '198.51.100.1'): Promise<Response> {
    return fetch(`${app.url}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(metadata),
    })
  }

  async function registerPublicClient(extra: Record<string, unknown> = {}): Promise<string> {
    const response = await register({
      client_name: 'Test client',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
      ...extra,
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return ((await response.json()) as { client_id: string }).client_id
  }

  function authorizeUrl(clientId: string, challenge: string | null, extra: Record<string, string> = {}) {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'articles:read',
      resource: mcpUrl(),
      state: 's',
      ...extra,
    })
    if (challenge) {
      params.set('code_challenge', challenge)
      if (!extra.code_challenge_method) params.set('code_challenge_method', 'S256')
    }
    return `${app.url}/oauth/authorize?${params}`
  }

  /** An agent a person approved, without a browser (tests whose subject is the tokens, not the person). */
  const authorizedAgent = (
    scope = 'articles:read',
    who = ADMIN,
    metadata: Parameters<typeof authorizedAgentWithoutBrowser>[3] = {},
  ) => authorizedAgentWithoutBrowser(mcpUrl(), scope, who, metadata)

  return {
    app,
    mcpUrl,
    authorizedAgent,
    tokenRequest,
    pingMcp,
    callMcp,
    callMcpWithProof,
    boundToken,
    register,
    registerPublicClient,
    authorizeUrl,
  }
}
