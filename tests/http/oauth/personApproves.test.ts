/**
 * The OAuth 2.1 authorization server (issue 9) end to end: the built app, the MCP SDK's own client OAuth (`auth()`
 * with an OAuthClientProvider) on one side, a person signing in and approving in a real headless Chromium on the
 * other, and the protected resource (/mcp) checking every token. Then the device flow, refresh rotation, replay,
 * revocation in the cockpit, a restart, and the attacks the server must refuse.
 */
import { createHash, randomBytes } from 'node:crypto'
import net, { type AddressInfo, type Socket } from 'node:net'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer, type AppServer } from '../helpers/appServer'
import { cockpitSignedIn, launchBrowser } from '../helpers/browser'
import { ADMIN, EDITOR } from '../helpers/accounts'
import { dpopKey, dpopProof } from '../helpers/dpop'
import { consentingPerson, REDIRECT } from '../helpers/oauthAgent'
import { runSql } from '../helpers/sql'
import { fixtureDatabase, type TestDatabase } from '../helpers/testEnv'

let database: TestDatabase
let server: AppServer
let browser: Browser
let serverEnv: Record<string, string>


const { catchRedirect, signIn, personDecides, authorizedAgent } = consentingPerson(
  () => browser,
  () => mcpUrl(),
)

const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) => (await runSql(database.url, query, params)).rows as T[]
const mcpUrl = () => `${server.url}/mcp`

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
})

const tokenRequest = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}/oauth/token`, form(fields, headers))
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

/** An MCP `ping` to the resource with an Authorization header (and any other headers): 200 when it is good. */
const pingMcp = (authorization: string, headers: Record<string, string> = {}, url = mcpUrl()) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  })

/** An MCP `ping` with a bearer token. */
const callMcp = (token: string, url = mcpUrl()) => pingMcp(`Bearer ${token}`, {}, url)

/** An MCP `ping` with a DPoP-bound token and its proof (none: no DPoP header). */
const callMcpWithProof = (token: string, proof: string | null, url = mcpUrl()) => pingMcp(`DPoP ${token}`, proof ? { dpop: proof } : {}, url)

/** A DPoP-bound access token: the agent's refresh token exchanged with a DPoP proof at the token endpoint. */
async function boundToken(agent: { information?: { client_id: string } }, refreshToken: string, key: Awaited<ReturnType<typeof dpopKey>>) {
  const answer = await tokenRequest(
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: agent.information!.client_id },
    { dpop: await dpopProof(key, 'POST', `${server.url}/oauth/token`) },
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  expect(answer.body.token_type).toBe('DPoP')
  return answer.body.access_token!
}

async function register(metadata: Record<string, unknown>, ip = '198.51.100.1'): Promise<Response> {
  return fetch(`${server.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(metadata),
  })
}

async function registerPublicClient(extra: Record<string, unknown> = {}): Promise<string> {
  const response = await register({ client_name: 'Test client', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], token_endpoint_auth_method: 'none', ...extra })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { client_id: string }).client_id
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function authorizeUrl(clientId: string, challenge: string | null, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope: 'articles:read', resource: mcpUrl(), state: 's', ...extra })
  if (challenge) {
    params.set('code_challenge', challenge)
    if (!extra.code_challenge_method) params.set('code_challenge_method', 'S256')
  }
  return `${server.url}/oauth/authorize?${params}`
}

beforeAll(async () => {
  // An admin and an editor, no content.
  const fixture = await fixtureDatabase('migratedWithAccounts')
  database = fixture.database
  const base = { DATABASE_URL: database.url, DATA_DIR: fixture.dataDir }
  // One secret across restarts, as in production; X-Forwarded-For believed from the test, to vary client addresses.
  serverEnv = { ...base, PAYLOAD_SECRET: randomBytes(32).toString('hex'), TRUSTED_PROXIES: '127.0.0.1' }
  server = await startAppServer(serverEnv)
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await database?.drop()
})

describe('authorization code with PKCE, driven by the MCP SDK', () => {
  it('registers, sends a person to sign in and approve, and ends in an authorised call to the resource', async () => {
    const { agent, consent, tokens } = await authorizedAgent('articles:read articles:write')
    // What the person saw before approving.
    expect(consent).toContain('Newsroom agent')
    expect(consent).toContain('127.0.0.1:8976')
    expect(consent).toContain('articles:read')
    expect(consent).toContain('articles:write')
    expect(consent).toContain(mcpUrl())
    expect(consent).toContain(ADMIN.email)
    // The SDK asked with PKCE S256 and the resource indicator.
    const asked = agent.authorizationUrl!.searchParams
    expect(asked.get('code_challenge_method')).toBe('S256')
    expect(asked.get('resource')).toBe(mcpUrl())
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'articles:read articles:write' })
    expect(tokens.refresh_token).toBeTruthy()

    const response = await callMcp(tokens.access_token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
    // Stored by hash only: the database never holds a token.
    const stored = JSON.stringify(await sql(`SELECT id_hash, sealed_id, payload FROM oauth_models`))
    expect(stored).not.toContain(tokens.access_token)
    expect(stored).not.toContain(tokens.refresh_token!)
  })

  it('approves nothing by itself: a second authorization asks the person again', async () => {
    const context = await browser.newContext()
    const clientId = await registerPublicClient()
    const { challenge } = pkce()
    await personDecides(authorizeUrl(clientId, challenge), { context })
    // Without a session, prompt=none is login_required.
    const anonymous = await fetch(authorizeUrl(clientId, challenge, { prompt: 'none' }), { redirect: 'manual' })
    expect(new URL(anonymous.headers.get('location')!).searchParams.get('error')).toBe('login_required')
    // Signed in already: no sign-in form, but the consent page again.
    const page = await context.newPage()
    await page.goto(authorizeUrl(clientId, pkce().challenge))
    await page.getByRole('heading', { name: 'Approve access?' }).waitFor()
    // prompt=none cannot skip it, even with the person signed in: the answer is consent_required.
    const cookie = (await context.cookies(server.url)).map((item) => `${item.name}=${item.value}`).join('; ')
    const silent = await fetch(authorizeUrl(clientId, challenge, { prompt: 'none' }), { headers: { cookie }, redirect: 'manual' })
    const back = new URL(silent.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
    expect(back.searchParams.get('error')).toBe('consent_required')
    expect(back.searchParams.get('code')).toBeNull()
    await context.close()
  })

  it('answers a denied consent with access_denied and no code', async () => {
    const clientId = await registerPublicClient()
    const { back } = await personDecides(authorizeUrl(clientId, pkce().challenge), { approve: false })
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('code')).toBeNull()
  })
})

describe('the device flow (RFC 8628)', () => {
  it('lets a headless agent get a token once a person enters its code and approves in the browser', async () => {
    const registered = await register({
      client_name: 'Headless agent',
      grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
      response_types: [],
      redirect_uris: [],
      token_endpoint_auth_method: 'none',
    })
    expect(registered.status, await registered.clone().text()).toBe(201)
    const { client_id: clientId } = (await registered.json()) as { client_id: string }
    const started = await fetch(`${server.url}/oauth/device/code`, form({ client_id: clientId, scope: 'articles:read', resource: mcpUrl() }))
    expect(started.status).toBe(200)
    const device = (await started.json()) as { device_code: string; user_code: string; verification_uri: string; interval: number }
    expect(device.verification_uri).toBe(`${server.url}/oauth/device`)

    const poll = () => tokenRequest({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: device.device_code, client_id: clientId })
    expect((await poll()).body.error).toBe('authorization_pending')

    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(device.verification_uri)
    await page.getByRole('heading', { name: 'Connect an agent' }).waitFor()
    await page.getByLabel('Code').fill(device.user_code)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Is this your code?' }).waitFor()
    expect(await page.locator('main').innerText()).toContain('Headless agent')
    await page.getByRole('button', { name: 'Continue' }).click()
    await signIn(page, EDITOR)
    await page.getByRole('heading', { name: 'Approve access?' }).waitFor()
    expect(await page.locator('main').innerText()).toContain('a device, by the code you entered')
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('heading', { name: 'Connected' }).waitFor()
    await context.close()

    let answer = await poll()
    for (let tries = 0; answer.body.error === 'slow_down' && tries < 10; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * device.interval))
      answer = await poll()
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.refresh_token).toBeTruthy()
    expect((await callMcp(answer.body.access_token!)).status).toBe(200)
    // The code works once.
    expect((await poll()).body.error).toBe('invalid_grant')
  })
})

describe('refresh tokens', () => {
  it('rotates the refresh token on each use, and a replayed one revokes the whole grant', async () => {
    const { agent, tokens } = await authorizedAgent()
    const clientId = agent.information!.client_id
    // The approving person's browser session ending does not end the agent's grant.
    await sql(`DELETE FROM oauth_models WHERE kind = 'Session'`)
    const first = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: clientId })
    expect(first.status).toBe(200)
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token)
    expect((await callMcp(first.body.access_token!)).status).toBe(200)

    const replay = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: clientId })
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    // The thief and the owner are both out: every token of the grant is dead.
    const after = await callMcp(first.body.access_token!)
    expect(after.status).toBe(401)
    expect(after.headers.get('www-authenticate')).toMatch(/error="invalid_token"/)
    expect(((await after.json()) as { error_description: string }).error_description).toMatch(/revoked.*Stop retrying/)
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token!, client_id: clientId })).body.error).toBe('invalid_grant')
  })

  it('lets only one of two simultaneous uses of a refresh token through, and revokes the grant', async () => {
    const { agent, tokens } = await authorizedAgent()
    const clientId = agent.information!.client_id
    const use = () => tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: clientId })
    const answers = await Promise.all([use(), use(), use()])
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1)
    for (const answer of answers.filter((item) => item.status === 200)) expect((await callMcp(answer.body.access_token!)).status).toBe(401)
    expect((await callMcp(tokens.access_token)).status).toBe(401)
  })

  it('refuses a refresh for another resource without spending the refresh token, so the retry works', async () => {
    const { agent, tokens } = await authorizedAgent()
    const clientId = agent.information!.client_id
    for (const resource of ['https://other.example/api', `${mcpUrl()}/`]) {
      const wrong = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: clientId, resource })
      expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_target' } })
    }
    // The same refresh token, now with the right resource (or none): not a replay, and the grant lives on.
    const retry = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: clientId, resource: mcpUrl() })
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
      `DPoP resource_metadata="${server.url}/.well-known/oauth-protected-resource/mcp", algs="ES256 Ed25519 EdDSA", error="invalid_token", error_description="This access token is bound to a DPoP key: send it as Authorization: DPoP <access token> with a DPoP proof (RFC 9449)."`,
    )
    expect(await asBearer.json()).toMatchObject({ error: 'invalid_token' })

    const refused = async (response: Response, description: RegExp) => {
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^DPoP .*error="invalid_dpop_proof"/)
      expect(((await response.json()) as { error_description: string }).error_description).toMatch(description)
    }
    await refused(await callMcpWithProof(token, null), /send a DPoP proof/)
    await refused(await callMcpWithProof(token, await dpopProof(key, 'POST', mcpUrl(), 'another access token')), /ath/)
    await refused(await callMcpWithProof(token, await dpopProof(await dpopKey(), 'POST', mcpUrl(), token)), /another key/)
    await refused(await callMcpWithProof(token, await dpopProof(key, 'POST', `${server.url}/oauth/token`, token)), /htu/)
    await refused(await callMcpWithProof(token, await dpopProof(key, 'GET', mcpUrl(), token)), /htm/)

    const proof = await dpopProof(key, 'POST', mcpUrl(), token)
    const good = await callMcpWithProof(token, proof)
    expect(good.status).toBe(200)
    expect(await good.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
    await refused(await callMcpWithProof(token, proof), /used before/)
    // The replay was refused before anything else happened: a fresh proof works.
    expect((await callMcpWithProof(token, await dpopProof(key, 'POST', mcpUrl(), token))).status).toBe(200)

    // An unbound token keeps to Bearer.
    const plain = await callMcpWithProof(tokens.access_token, await dpopProof(key, 'POST', mcpUrl(), tokens.access_token))
    expect(plain.status).toBe(401)
    expect(plain.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/)
  })
})

describe('revocation in /cockpit/mcp-tokens', () => {
  it('lists grants (all for admins, their own for editors) and revokes one for good with its Revoke button', async () => {
    const editorAgent = await authorizedAgent('articles:read', EDITOR, { client_name: 'Editor agent' })
    const adminAgent = await authorizedAgent('articles:read', ADMIN, { client_name: 'Admin agent' })

    const cockpit = async (who: typeof ADMIN) => {
      const { context, page } = await cockpitSignedIn(browser, server.url, who)
      await page.goto(`${server.url}/cockpit/mcp-tokens`)
      await page.getByRole('heading', { name: 'MCP tokens' }).waitFor()
      return { context, page }
    }

    const editor = await cockpit(EDITOR)
    const editorTable = await editor.page.locator('table.mcp-tokens').innerText()
    expect(editorTable).toContain('Editor agent')
    expect(editorTable).not.toContain('Admin agent')
    await editor.context.close()

    const admin = await cockpit(ADMIN)
    const row = admin.page.locator('tr', { hasText: 'Editor agent' })
    expect(await row.innerText()).toContain(EDITOR.email)
    expect(await row.innerText()).toContain('articles:read')
    expect(await admin.page.locator('table.mcp-tokens').innerText()).toContain('Admin agent')
    await row.getByRole('button', { name: /Revoke/ }).click()
    await admin.page.getByText('The grant was revoked.').waitFor()
    expect(await admin.page.locator('table.mcp-tokens').innerText()).not.toContain('Editor agent')
    await admin.context.close()

    // At once: the very next call and the refresh fail; the other agent is untouched.
    const refused = await callMcp(editorAgent.tokens.access_token)
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { error_description: string }).error_description).toMatch(/revoked/)
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: editorAgent.tokens.refresh_token!, client_id: editorAgent.agent.information!.client_id })
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    expect((await callMcp(adminAgent.tokens.access_token)).status).toBe(200)
  })

  it('refuses a revoke from anyone but a signed-in owner or admin, and from another site', async () => {
    const { agent } = await authorizedAgent('articles:read', ADMIN, { client_name: 'Guarded agent' })
    const [grant] = await sql<{ grant_id: string }>(
      `SELECT g.grant_id FROM oauth_models g WHERE g.kind = 'Grant' AND g.payload->>'clientId' = $1`,
      [agent.information!.client_id],
    )
    const revoke = (headers: Record<string, string>) => fetch(`${server.url}/cms-api/oauth-grants/${grant!.grant_id}/revoke`, { method: 'POST', headers, redirect: 'manual' })
    expect((await revoke({})).status).toBe(401)
    const login = async (who: typeof ADMIN) =>
      ((await (await fetch(`${server.url}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })).json()) as { token: string }).token
    const editorToken = await login(EDITOR)
    expect((await revoke({ authorization: `JWT ${editorToken}`, origin: server.url })).status).toBe(403)
    const adminToken = await login(ADMIN)
    expect((await revoke({ authorization: `JWT ${adminToken}`, origin: 'https://evil.example' })).status).toBe(403)
    expect((await revoke({ authorization: `JWT ${adminToken}`, origin: server.url })).status).toBe(303)
    expect((await revoke({ authorization: `JWT ${adminToken}`, origin: server.url })).status).toBe(404)
  })
})

describe('attacks refused', () => {
  it('refuses an authorization without PKCE, or with plain PKCE', async () => {
    const clientId = await registerPublicClient()
    for (const url of [authorizeUrl(clientId, null), authorizeUrl(clientId, 'a'.repeat(43), { code_challenge_method: 'plain' })]) {
      const response = await fetch(url, { redirect: 'manual' })
      const location = new URL(response.headers.get('location')!)
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
      expect(location.searchParams.get('error')).toBe('invalid_request')
      expect(location.searchParams.get('code')).toBeNull()
    }
  })

  it('refuses a wrong verifier, a replayed code (revoking what it gave) and an altered redirect_uri', async () => {
    const clientId = await registerPublicClient({ redirect_uris: [REDIRECT, 'http://127.0.0.1:8976/other'] })
    const exchange = (code: string, verifier: string, redirect = REDIRECT) =>
      tokenRequest({ grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: redirect, code_verifier: verifier, resource: mcpUrl() })

    const one = pkce()
    const first = await personDecides(authorizeUrl(clientId, one.challenge))
    expect(await exchange(first.back.searchParams.get('code')!, pkce().verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })

    const two = pkce()
    const second = await personDecides(authorizeUrl(clientId, two.challenge))
    expect(await exchange(second.back.searchParams.get('code')!, two.verifier, 'http://127.0.0.1:8976/other')).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })

    const three = pkce()
    const third = await personDecides(authorizeUrl(clientId, three.challenge))
    const code = third.back.searchParams.get('code')!
    const issued = await exchange(code, three.verifier)
    expect(issued.status).toBe(200)
    expect(await exchange(code, three.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    expect((await callMcp(issued.body.access_token!)).status).toBe(401)
  })

  it('never redirects to an unregistered redirect_uri', async () => {
    const clientId = await registerPublicClient()
    const response = await fetch(authorizeUrl(clientId, pkce().challenge, { redirect_uri: 'http://127.0.0.1:8976/callback/../evil' }), { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('Authorization failed')
  })

  it('registers only https or loopback http redirect URIs, and a client_name', async () => {
    for (const metadata of [
      { client_name: 'x', redirect_uris: ['http://evil.example/cb'] },
      { client_name: 'x', redirect_uris: ['ftp://127.0.0.1/cb'] },
      { redirect_uris: ['https://agent.example/cb'] },
      { client_name: 'x', application_type: 'native', redirect_uris: ['http://127.0.0.1/cb'] },
      { client_name: 'x', redirect_uris: 5 },
      { client_name: 'x', redirect_uris: [{}] },
    ]) {
      const response = await register(metadata, '198.51.100.50')
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/^invalid_(redirect_uri|client_metadata)$/)
    }
    expect((await register({ client_name: 'x', redirect_uris: ['https://agent.example/cb'] }, '198.51.100.50')).status).toBe(201)
  })

  it('fetches nothing a registration names: jwks_uri and sector_identifier_uri are refused, request_uris ignored', async () => {
    // A listener standing for an internal service: no registration may make the server connect to it.
    const connections: Socket[] = []
    const internal = net.createServer((socket) => connections.push(socket))
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
    const port = (internal.address() as AddressInfo).port
    try {
      const base = { client_name: 'Prober', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }
      for (const [field, value] of [
        ['jwks_uri', `https://127.0.0.1:${port}/jwks`],
        ['sector_identifier_uri', `https://127.0.0.1:${port}/sector`],
        ['sector_identifier_uri', `https://localhost:${port}/sector`],
      ] as const) {
        const response = await register({ ...base, [field]: value }, '198.51.100.60')
        expect(response.status, field).toBe(400)
        expect(await response.json()).toEqual({ error: 'invalid_client_metadata', error_description: `${field} is not supported: this server fetches nothing a client registers` })
      }
      const withRequestUris = await register({ ...base, request_uris: [`https://127.0.0.1:${port}/request`] }, '198.51.100.60')
      expect(withRequestUris.status).toBe(201)
      expect(await withRequestUris.json()).not.toHaveProperty('request_uris')
      // Whatever happened above happened within the registration requests: nothing connected.
      expect(connections).toHaveLength(0)
    } finally {
      for (const socket of connections) socket.destroy()
      await new Promise((resolve) => internal.close(resolve))
    }
  })

  it('issues tokens for the MCP resource only', async () => {
    const clientId = await registerPublicClient()
    const response = await fetch(authorizeUrl(clientId, pkce().challenge, { resource: 'https://other.example/api' }), { redirect: 'manual' })
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('invalid_target')
  })

  it('takes the token in the Authorization header only, and refuses expired and unknown ones', async () => {
    const { tokens } = await authorizedAgent()
    const inQuery = await fetch(`${mcpUrl()}?access_token=${tokens.access_token}`, { method: 'POST' })
    expect(inQuery.status).toBe(400)
    expect(await inQuery.json()).toMatchObject({ error: 'invalid_request' })
    const missing = await fetch(mcpUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${server.url}/.well-known/oauth-protected-resource/mcp", scope="articles:read articles:write pms:write glossary:write pr-links:write"`,
    )
    expect((await callMcp('not-a-token')).status).toBe(401)
    // A token for another audience (as another resource server of the same authorization server would get) is refused.
    const other = await authorizedAgent()
    await sql(`UPDATE oauth_models SET payload = jsonb_set(payload, '{aud}', '"https://other.example/api"') WHERE kind = 'AccessToken' AND payload->>'clientId' = $1`, [other.agent.information!.client_id])
    const elsewhere = await callMcp(other.tokens.access_token)
    expect(elsewhere.status).toBe(401)
    expect(((await elsewhere.json()) as { error_description: string }).error_description).toMatch(/issued for another resource/)
    await sql(`UPDATE oauth_models SET payload = jsonb_set(payload, '{exp}', to_jsonb(extract(epoch from now())::int - 10)) WHERE kind = 'AccessToken' AND id_hash = $1`, [
      createHash('sha256').update(tokens.access_token).digest('hex'),
    ])
    const expired = await callMcp(tokens.access_token)
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { error_description: string }).error_description).toMatch(/expired/)
  })

  it('limits registrations per client address with 429, however the path is spelled', async () => {
    const ip = '198.51.100.77'
    let status = 0
    for (let index = 0; index < 21 && status !== 429; index += 1) {
      // oidc-provider's router ignores case and a trailing slash: so does the limit.
      const path = ['/oauth/register', '/oauth/register/', '/oauth/REGISTER'][index % 3]
      status = (
        await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ client_name: `Flood ${index}`, redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }),
        })
      ).status
      expect([201, 429]).toContain(status)
    }
    expect(status).toBe(429)
    expect((await register({ client_name: 'Another address', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }, '198.51.100.78')).status).toBe(201)
  })
})

describe('introspection and metadata', () => {
  it('lets a client introspect only its own tokens', async () => {
    const { tokens } = await authorizedAgent()
    const response = await register({ client_name: 'Curious', grant_types: ['urn:ietf:params:oauth:grant-type:device_code'], response_types: [], redirect_uris: [], token_endpoint_auth_method: 'client_secret_basic' })
    const other = (await response.json()) as { client_id: string; client_secret: string }
    const introspection = await fetch(
      `${server.url}/oauth/introspect`,
      form({ token: tokens.access_token }, { authorization: `Basic ${Buffer.from(`${other.client_id}:${other.client_secret}`).toString('base64')}` }),
    )
    expect(introspection.status).toBe(200)
    expect(await introspection.json()).toEqual({ active: false })
  })

  it('builds its URLs from BASE_URL, never from a client-sent X-Forwarded-Host', async () => {
    const metadata = (await (await fetch(`${server.url}/.well-known/oauth-authorization-server`, { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } })).json()) as Record<string, string>
    expect(metadata.issuer).toBe(server.url)
    expect(metadata.token_endpoint).toBe(`${server.url}/oauth/token`)
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
    const basic = (secret: string) => ({ authorization: `Basic ${Buffer.from(`${client.client_id}:${secret}`).toString('base64')}` })
    const start = (secret: string) => fetch(`${server.url}/oauth/device/code`, form({ scope: 'articles:read', resource: mcpUrl() }, basic(secret)))
    expect((await start(client.client_secret)).status).toBe(200)
    expect((await start('wrong')).status).toBe(401)
  })
})

describe('discovery', () => {
  it('publishes RFC 8414 metadata with the agent_auth block, and RFC 9728 metadata for /mcp', async () => {
    const metadata = (await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>
    expect(metadata).toMatchObject({
      issuer: server.url,
      authorization_endpoint: `${server.url}/oauth/authorize`,
      token_endpoint: `${server.url}/oauth/token`,
      registration_endpoint: `${server.url}/oauth/register`,
      device_authorization_endpoint: `${server.url}/oauth/device/code`,
      revocation_endpoint: `${server.url}/oauth/revoke`,
      jwks_uri: `${server.url}/oauth/jwks`,
      code_challenge_methods_supported: ['S256'],
      agent_auth: { registration_endpoint: `${server.url}/oauth/register`, skill: `${server.url}/auth.md`, revocation: { by_a_person: `${server.url}/cockpit/mcp-tokens` } },
    })
    expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code']))
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['articles:read', 'articles:write', 'pms:write', 'glossary:write', 'pr-links:write']))
    // What binds a token at the token endpoint is what the resource accepts proofs with.
    expect(metadata.dpop_signing_alg_values_supported).toEqual(['ES256', 'Ed25519', 'EdDSA'])
    const jwks = (await (await fetch(`${server.url}/oauth/jwks`)).json()) as { keys: Array<Record<string, unknown>> }
    expect(jwks.keys.length).toBeGreaterThan(0)
    expect(jwks.keys[0]).not.toHaveProperty('d')

    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      expect(await (await fetch(`${server.url}${path}`)).json()).toEqual({
        resource: mcpUrl(),
        resource_name: 'PMS News editorial tools (MCP)',
        authorization_servers: [server.url],
        scopes_supported: ['articles:read', 'articles:write', 'pms:write', 'glossary:write', 'pr-links:write'],
        bearer_methods_supported: ['header'],
        dpop_signing_alg_values_supported: ['ES256', 'Ed25519', 'EdDSA'],
        resource_documentation: `${server.url}/auth.md`,
      })
    }
  })

  it('serves /auth.md as markdown: discover, register, authorize, use, refresh, revocation', async () => {
    const response = await fetch(`${server.url}/auth.md`)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(Number(response.headers.get('x-markdown-tokens'))).toBeGreaterThan(300)
    const text = await response.text()
    expect(text.startsWith('# auth.md\n')).toBe(true)
    for (const heading of ['## 1. Discover', '## 2. Register', '## 3. Authorize', '## 4. Use', '## 5. Refresh', '## 6. Revocation', '## Contact']) {
      expect(text).toContain(heading)
    }
    expect(text).toContain('User-Agent')
    expect(text).toContain('editors@pmsnews.example')
    expect(text).toContain(`${server.url}/oauth/register`)
  })
})

describe('restarts', () => {
  // Each test starts a server, which startAppServer allows 90 s on a busy machine: more than the 60 s test default.
  const RESTART_TEST_MS = 150_000

  it('keeps tokens valid across a restart: they live in PostgreSQL', async () => {
    const { agent, tokens } = await authorizedAgent()
    expect(await server.stop()).toBe(0)
    server = await startAppServer(serverEnv, { port: Number(new URL(server.url).port) })
    expect((await callMcp(tokens.access_token)).status).toBe(200)
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: agent.information!.client_id })
    expect(refreshed.status).toBe(200)
  }, RESTART_TEST_MS)

  it('works across app instances on one database: a token from one is good on another', async () => {
    const { agent, tokens } = await authorizedAgent()
    // A second instance of the same site (same BASE_URL, same secret), as behind a load balancer.
    const other = await startAppServer({ ...serverEnv, BASE_URL: server.url })
    try {
      const response = await callMcp(tokens.access_token, `${other.url}/mcp`)
      expect(response.status).toBe(200)
      const refreshed = await fetch(`${other.url}/oauth/token`, form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: agent.information!.client_id }))
      expect(refreshed.status).toBe(200)
      const { access_token: fresh, refresh_token: next } = (await refreshed.json()) as { access_token: string; refresh_token: string }
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
  }, RESTART_TEST_MS)
})
