/**
 * The OAuth 2.1 authorization server's tokens (issue 9): refresh rotation and replay, DPoP binding at /mcp,
 * introspection, confidential clients, and tokens that outlive a restart and work on every instance of the site.
 */
import { describe, expect, it } from 'vitest'

import { ADMIN } from '../../helpers/accounts'
import { startAppServer } from '../../helpers/appServer'
import { dpopKey, dpopProof } from '../../helpers/dpop'
import type { McpAnswer } from '../../helpers/mcpJsonRpc'
import { form, useOAuthApp } from './oauthClient'

const { app, mcpUrl, authorizedAgent, tokenRequest, callMcp, callMcpWithProof, boundToken, register } = useOAuthApp()
const { sql } = app

describe('refresh tokens', () => {
  it('rotates the refresh token on each use, and a replayed one revokes the whole grant', async () => {
    const { agent, tokens } = await authorizedAgent()
    const clientId = agent.information!.client_id
    // The approving person's browser session ending does not end the agent's grant.
    await sql(`DELETE FROM oauth_models WHERE kind = 'Session'`)
    const first = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: clientId,
    })
    expect(first.status).toBe(200)
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token)
    expect((await callMcp(first.body.access_token!)).status).toBe(200)

    const replay = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: clientId,
    })
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    // The thief and the owner are both out: every token of the grant is dead.
    const after = await callMcp(first.body.access_token!)
    expect(after.status).toBe(401)
    expect(after.headers.get('www-authenticate')).toMatch(/error="invalid_token"/)
    expect(after.message.error_description).toMatch(/revoked.*Stop retrying/)
    expect(
      (
        await tokenRequest({
          grant_type: 'refresh_token',
          refresh_token: first.body.refresh_token!,
          client_id: clientId,
        })
      ).body.error,
    ).toBe('invalid_grant')
  })

  it('lets only one of two simultaneous uses of a refresh token through, and revokes the grant', async () => {
    const { agent, tokens } = await authorizedAgent()
    const clientId = agent.information!.client_id
    const use = () =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: clientId })
    const answers = await Promise.all([use(), use(), use()])
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1)
    for (const answer of answers.filter((item) => item.status === 200))
      expect((await callMcp(answer.body.access_token!)).status).toBe(401)
    expect((await callMcp(tokens.access_token)).status).toBe(401)
  })

  it('refuses a refresh for another resource without spending the refresh token, so the retry works', async () => {
    const { agent, tokens } = await authorizedAgent()
    const clientId = agent.information!.client_id
    for (const resource of ['https://other.example/api', `${mcpUrl()}/`]) {
      const wrong = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: clientId,
        resource,
      })
      expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_target' } })
    }
    // The same refresh token, now with the right resource (or none): not a replay, and the grant lives on.
    const retry = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: clientId,
      resource: mcpUrl(),
    })
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    expect((await callMcp(retry.body.access_token!)).status).toBe(200)
    expect((await callMcp(tokens.access_token)).status).toBe(200)
  })

  it('gives no refresh token to a client that did not register the grant', async () => {
    const { tokens } = await authorizedAgent('articles:read', ADMIN, { grant_types: ['authorization_code'] })
    expect(tokens.refresh_token).toBeUndefined()
  })
})

describe('DPoP-bound tokens at /mcp (RFC 9449)', () => {
  it('work only with the DPoP scheme and a fresh proof of their key, made for that token and request, used once', async () => {
    const { agent, tokens } = await authorizedAgent()
    const key = await dpopKey()
    const token = await boundToken(agent, tokens.refresh_token!, key)

    // A stolen bound token is worthless as a bearer token.
    const asBearer = await callMcp(token)
    expect(asBearer.status).toBe(401)
    expect(asBearer.headers.get('www-authenticate')).toBe(
      `DPoP resource_metadata="${app.url}/.well-known/oauth-protected-resource/mcp", algs="ES256 Ed25519 EdDSA", error="invalid_token", error_description="This access token is bound to a DPoP key: send it as Authorization: DPoP <access token> with a DPoP proof (RFC 9449)."`,
    )
    expect(asBearer.message).toMatchObject({ error: 'invalid_token' })

    const refused = (response: McpAnswer<{ error_description: string }>, description: RegExp) => {
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^DPoP .*error="invalid_dpop_proof"/)
      expect(response.message.error_description).toMatch(description)
    }
    refused(await callMcpWithProof(token, null), /send a DPoP proof/)
    refused(await callMcpWithProof(token, await dpopProof(key, 'POST', mcpUrl(), 'another access token')), /ath/)
    refused(await callMcpWithProof(token, await dpopProof(await dpopKey(), 'POST', mcpUrl(), token)), /another key/)
    refused(await callMcpWithProof(token, await dpopProof(key, 'POST', `${app.url}/oauth/token`, token)), /htu/)
    refused(await callMcpWithProof(token, await dpopProof(key, 'GET', mcpUrl(), token)), /htm/)

    const proof = await dpopProof(key, 'POST', mcpUrl(), token)
    const good = await callMcpWithProof(token, proof)
    expect(good.status).toBe(200)
    expect(good.message).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
    refused(await callMcpWithProof(token, proof), /used before/)
    // The replay was refused before anything else happened: a fresh proof works.
    expect((await callMcpWithProof(token, await dpopProof(key, 'POST', mcpUrl(), token))).status).toBe(200)

    // An unbound token keeps to Bearer.
    const plain = await callMcpWithProof(
      tokens.access_token,
      await dpopProof(key, 'POST', mcpUrl(), tokens.access_token),
    )
    expect(plain.status).toBe(401)
    expect(plain.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/)
  })
})

describe('introspection and metadata', () => {
  it('lets a client introspect only its own tokens', async () => {
    const { tokens } = await authorizedAgent()
    const response = await register({
      client_name: 'Curious',
      grant_types: ['urn:ietf:params:oauth:grant-type:device_code'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
    })
    const other = (await response.json()) as { client_id: string; client_secret: string }
    const introspection = await fetch(
      `${app.url}/oauth/introspect`,
      form(
        { token: tokens.access_token },
        { authorization: `Basic ${Buffer.from(`${other.client_id}:${other.client_secret}`).toString('base64')}` },
      ),
    )
    expect(introspection.status).toBe(200)
    expect(await introspection.json()).toEqual({ active: false })
  })

  it('builds its URLs from BASE_URL, never from a client-sent X-Forwarded-Host', async () => {
    const metadata = (await (
      await fetch(`${app.url}/.well-known/oauth-authorization-server`, {
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      })
    ).json()) as Record<string, string>
    expect(metadata.issuer).toBe(app.url)
    expect(metadata.token_endpoint).toBe(`${app.url}/oauth/token`)
  })
})

describe('confidential clients', () => {
  it('get a client_secret once, kept only as a hash, and authenticate with it', async () => {
    const response = await register({
      client_name: 'Server-side agent',
      grant_types: ['urn:ietf:params:oauth:grant-type:device_code'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'client_secret_basic',
    })
    expect(response.status).toBe(201)
    const client = (await response.json()) as { client_id: string; client_secret: string }
    expect(client.client_secret.length).toBeGreaterThan(30)
    const stored = JSON.stringify(await sql(`SELECT payload FROM oauth_models WHERE kind = 'Client'`))
    expect(stored).not.toContain(client.client_secret)
    const basic = (secret: string) => ({
      authorization: `Basic ${Buffer.from(`${client.client_id}:${secret}`).toString('base64')}`,
    })
    const start = (secret: string) =>
      fetch(`${app.url}/oauth/device/code`, form({ scope: 'articles:read', resource: mcpUrl() }, basic(secret)))
    expect((await start(client.client_secret)).status).toBe(200)
    expect((await start('wrong')).status).toBe(401)
  })
})

describe('restarts', () => {
  // Each test starts a server, which startAppServer allows 90 s on a busy machine: more than the 60 s test default.
  const RESTART_TEST_MS = 150_000

  it(
    'keeps tokens valid across a restart: they live in PostgreSQL',
    async () => {
      const { agent, tokens } = await authorizedAgent()
      expect(await app.restart()).toBe(0)
      expect((await callMcp(tokens.access_token)).status).toBe(200)
      const refreshed = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: agent.information!.client_id,
      })
      expect(refreshed.status).toBe(200)
    },
    RESTART_TEST_MS,
  )

  it(
    'works across app instances on one database: a token from one is good on another',
    async () => {
      const { agent, tokens } = await authorizedAgent()
      // A second instance of the same site (same BASE_URL, same secret), as behind a load balancer.
      const other = await startAppServer({ ...app.env, BASE_URL: app.url })
      try {
        const response = await callMcp(tokens.access_token, `${other.url}/mcp`)
        expect(response.status).toBe(200)
        const refreshed = await fetch(
          `${other.url}/oauth/token`,
          form({
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token!,
            client_id: agent.information!.client_id,
          }),
        )
        expect(refreshed.status).toBe(200)
        const { access_token: fresh, refresh_token: next } = (await refreshed.json()) as {
          access_token: string
          refresh_token: string
        }
        expect((await callMcp(fresh)).status).toBe(200)
        // A DPoP proof used at one instance is spent at every one: they remember proofs in the shared database.
        const key = await dpopKey()
        const bound = await boundToken(agent, next, key)
        const proof = await dpopProof(key, 'POST', mcpUrl(), bound)
        expect((await callMcpWithProof(bound, proof)).status).toBe(200)
        expect((await callMcpWithProof(bound, proof, `${other.url}/mcp`)).status).toBe(401)
      } finally {
        await other.stop()
      }
    },
    RESTART_TEST_MS,
  )
})
