/**
 * The OAuth 2.1 authorization server (issue 9) against what it must refuse (missing PKCE, replayed codes, foreign
 * redirect URIs and resources, registrations that would make it fetch, too many registrations, being made a
 * redirector by a client nobody approved), and its discovery metadata and /auth.md.
 */
import { createHash } from 'node:crypto'
import net, { type AddressInfo, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'

import { ADMIN } from '../../helpers/accounts'
import { postJsonRpc } from '../../helpers/mcpJsonRpc'
import { approveWithoutBrowser, REDIRECT } from '../../helpers/oauthAgent'
import { form, pkce, useOAuthApp } from './oauthClient'

const { app, mcpUrl, authorizedAgent, tokenRequest, callMcp, register, registerPublicClient, authorizeUrl } =
  useOAuthApp()
const { sql } = app

describe('attacks refused', () => {
  it('shows a failed authorization of a client no person approved on its own page, and never redirects there (RFC 9700 §4.11.2)', async () => {
    // Anyone may register any https redirect: this one stands for a stranger's site (nothing is contacted).
    const stranger = 'https://evil.example/cb'
    const clientId = await registerPublicClient({ client_name: 'Stranger', redirect_uris: [stranger] })
    const asStranger = (challenge: string | null, extra: Record<string, string> = {}) =>
      authorizeUrl(clientId, challenge, { redirect_uri: stranger, ...extra })
    for (const [url, error] of [
      [asStranger(null), 'invalid_request'],
      [asStranger('a'.repeat(43), { code_challenge_method: 'plain' }), 'invalid_request'],
      [asStranger(pkce().challenge, { scope: 'articles:read "quoted"' }), 'invalid_scope'],
      [asStranger(pkce().challenge, { response_type: 'token' }), 'unsupported_response_type'],
      [asStranger(pkce().challenge, { request: 'a.b.c' }), 'request_not_supported'],
      [asStranger(pkce().challenge, { resource: 'https://other.example/api' }), 'invalid_target'],
      [asStranger(pkce().challenge, { prompt: 'none' }), 'login_required'],
      // Neither a fragment nor an auto-submitting form leads there either.
      [asStranger(null, { response_mode: 'fragment' }), 'invalid_request'],
      [asStranger(null, { response_mode: 'form_post' }), 'invalid_request'],
    ] as const) {
      const response = await fetch(url, { redirect: 'manual' })
      expect(response.status, url).toBe(400)
      expect(response.headers.get('location'), url).toBeNull()
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      const page = await response.text()
      expect(page, url).toContain('<h1>Authorization failed</h1>')
      expect(page, url).toContain(`<strong>${error}</strong>: `)
      expect(page).toContain(
        '<p>The request came from:</p>\n<p class="client"><strong class="client-name">Stranger</strong><br>' +
          '<span class="client-claim">registered itself here (its name is its own claim)</span></p>\n' +
          '<p>It asked for this answer at <strong class="redirect-host">evil.example</strong>. ' +
          'No one has approved this application here yet, so this server does not send you on to it.',
      )
      // The host as text only: no link, no form, no script that would take the browser there.
      expect(page).not.toMatch(/(href|action|src)="https:\/\/evil\.example/)
      expect(page).not.toContain('<script')
    }
    const missingPkce = await (await fetch(asStranger(null), { redirect: 'manual' })).text()
    expect(missingPkce).toContain(
      '<strong>invalid_request</strong>: Authorization Server policy requires PKCE to be used for this request',
    )

    // A request that passes its checks goes on to our sign-in page as before.
    const good = await fetch(asStranger(pkce().challenge), { redirect: 'manual' })
    expect(good.status).toBe(303)
    expect(good.headers.get('location')).toMatch(/^\/oauth\/interaction\/[\w-]+$/)
  })

  it('answers a failed authorization of a client a person approved at its redirect URI, until the approval is revoked', async () => {
    const clientId = await registerPublicClient()
    await approveWithoutBrowser(authorizeUrl(clientId, pkce().challenge), ADMIN)
    const redirectedWith = async (url: string) => {
      const response = await fetch(url, { redirect: 'manual' })
      expect(response.status, url).toBe(303)
      const location = new URL(response.headers.get('location')!)
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
      expect(location.searchParams.get('code')).toBeNull()
      expect(location.searchParams.get('state')).toBe('s')
      return location.searchParams.get('error')
    }
    expect(await redirectedWith(authorizeUrl(clientId, null))).toBe('invalid_request')
    expect(await redirectedWith(authorizeUrl(clientId, 'a'.repeat(43), { code_challenge_method: 'plain' }))).toBe(
      'invalid_request',
    )
    expect(await redirectedWith(authorizeUrl(clientId, pkce().challenge, { scope: 'articles:read "quoted"' }))).toBe(
      'invalid_scope',
    )

    // Revoked, the approval no longer stands: the client is a stranger again.
    await sql(`UPDATE oauth_models SET kind = 'Revoked:' || kind WHERE kind = 'Grant' AND payload->>'clientId' = $1`, [
      clientId,
    ])
    const response = await fetch(authorizeUrl(clientId, null), { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('<strong>invalid_request</strong>: ')
  })

  it('refuses a wrong verifier, a replayed code (revoking what it gave) and an altered redirect_uri', async () => {
    const clientId = await registerPublicClient({ redirect_uris: [REDIRECT, 'http://127.0.0.1:8976/other'] })
    const exchange = (code: string, verifier: string, redirect = REDIRECT) =>
      tokenRequest({
        grant_type: 'authorization_code',
        code,
        client_id: clientId,
        redirect_uri: redirect,
        code_verifier: verifier,
        resource: mcpUrl(),
      })

    const one = pkce()
    const first = await approveWithoutBrowser(authorizeUrl(clientId, one.challenge), ADMIN)
    expect(await exchange(first.back.searchParams.get('code')!, pkce().verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })

    const two = pkce()
    const second = await approveWithoutBrowser(authorizeUrl(clientId, two.challenge), ADMIN)
    expect(
      await exchange(second.back.searchParams.get('code')!, two.verifier, 'http://127.0.0.1:8976/other'),
    ).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })

    const three = pkce()
    const third = await approveWithoutBrowser(authorizeUrl(clientId, three.challenge), ADMIN)
    const code = third.back.searchParams.get('code')!
    const issued = await exchange(code, three.verifier)
    expect(issued.status).toBe(200)
    expect(await exchange(code, three.verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    expect((await callMcp(issued.body.access_token!)).status).toBe(401)
  })

  it('never redirects to an unregistered redirect_uri', async () => {
    const clientId = await registerPublicClient()
    const response = await fetch(
      authorizeUrl(clientId, pkce().challenge, { redirect_uri: 'http://127.0.0.1:8976/callback/../evil' }),
      { redirect: 'manual' },
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('Authorization failed')
  })

  it('registers only https or loopback http redirect URIs, and a client_name', async () => {
    for (const metadata of [
      { client_name: 'x', redirect_uris: ['http://evil.example/cb'] },
      { client_name: 'x', redirect_uris: ['ftp://127.0.0.1/cb'] },
      { redirect_uris: ['https://agent.example/cb'] },
      { client_name: 'x', application_type: 'native', redirect_uris: ['myapp:/cb'] },
      { client_name: 'x', redirect_uris: 5 },
      { client_name: 'x', redirect_uris: [{}] },
    ]) {
      const response = await register(metadata, '198.51.100.50')
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/^invalid_(redirect_uri|client_metadata)$/)
    }
    expect(
      (await register({ client_name: 'x', redirect_uris: ['https://agent.example/cb'] }, '198.51.100.50')).status,
    ).toBe(201)
  })

  it('registers a native app as the official SDK v2 client does, and lets it pick its port on a loopback IP only', async () => {
    // The body of @modelcontextprotocol/client 2.4's registration, with fields RFC 7591 lets a server ignore.
    const registered = await register({
      client_name: 'MCP SDK v2 client',
      application_type: 'native',
      redirect_uris: ['http://127.0.0.1/callback', 'http://localhost:8976/callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      client_uri: 'https://agent.example',
      logo_uri: 'https://agent.example/logo.png',
      software_id: 'io.modelcontextprotocol.client',
      software_version: '2.4.0',
      some_future_field: { nested: true },
    })
    expect(registered.status, await registered.clone().text()).toBe(201)
    const client = (await registered.json()) as Record<string, unknown>
    expect(client).toMatchObject({ application_type: 'native', client_uri: 'https://agent.example' })
    expect(client).not.toHaveProperty('some_future_field')
    const clientId = client.client_id as string

    // The port the app listens on today, not the one it registered.
    const port = { redirect_uri: 'http://127.0.0.1:51234/callback' }
    const { verifier, challenge } = pkce()
    const { back } = await approveWithoutBrowser(authorizeUrl(clientId, challenge, port), ADMIN)
    expect(`${back.origin}${back.pathname}`).toBe(port.redirect_uri)
    const token = await tokenRequest({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      client_id: clientId,
      redirect_uri: port.redirect_uri,
      code_verifier: verifier,
      resource: mcpUrl(),
    })
    expect(token.status, JSON.stringify(token.body)).toBe(200)

    // localhost is a name, not a loopback IP: exactly as registered. And a web client's redirects are exact.
    const refused = async (id: string, redirect_uri: string) => {
      const response = await fetch(authorizeUrl(id, pkce().challenge, { redirect_uri }), { redirect: 'manual' })
      expect(response.status, redirect_uri).toBe(400)
      expect(response.headers.get('location')).toBeNull()
    }
    await refused(clientId, 'http://localhost:51234/callback')
    await refused(clientId, 'http://127.0.0.1:51234/callback/../evil')
    await refused(
      await registerPublicClient({ redirect_uris: ['http://127.0.0.1/callback'] }),
      'http://127.0.0.1:51234/callback',
    )
  })

  it('gives an authorization that names no scope articles:read, and the consent page says so', async () => {
    const clientId = await registerPublicClient()
    const { verifier, challenge } = pkce()
    const { back, consent } = await approveWithoutBrowser(authorizeUrl(clientId, challenge, { scope: '' }), ADMIN)
    expect(consent).toContain('articles:read')
    expect(consent).toContain('Read-only access: what an application gets when it asks for no particular scope')
    const token = await tokenRequest({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      client_id: clientId,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      resource: mcpUrl(),
    })
    expect(token.status, JSON.stringify(token.body)).toBe(200)
    expect(token.body.scope).toBe('articles:read')
    expect((await callMcp(token.body.access_token!)).status).toBe(200)

    // A device request without a scope: its form, with the default written in, still reaches oidc-provider whole.
    const device = await registerPublicClient({
      grant_types: ['urn:ietf:params:oauth:grant-type:device_code'],
      response_types: [],
      redirect_uris: [],
    })
    const started = await fetch(`${app.url}/oauth/device/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: device, resource: mcpUrl() }),
    })
    expect(started.status, await started.clone().text()).toBe(200)
    expect(await started.json()).toMatchObject({ user_code: expect.any(String), device_code: expect.any(String) })
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
        expect(await response.json()).toEqual({
          error: 'invalid_client_metadata',
          error_description: `${field} is not supported: this server fetches nothing a client registers`,
        })
      }
      const withRequestUris = await register(
        { ...base, request_uris: [`https://127.0.0.1:${port}/request`] },
        '198.51.100.60',
      )
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
    // A client a person approved, so that the refusal goes back to it.
    await approveWithoutBrowser(authorizeUrl(clientId, pkce().challenge), ADMIN)
    const response = await fetch(authorizeUrl(clientId, pkce().challenge, { resource: 'https://other.example/api' }), {
      redirect: 'manual',
    })
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('invalid_target')
  })

  it('takes the token in the Authorization header only, and refuses expired and unknown ones', async () => {
    const { tokens } = await authorizedAgent()
    const inQuery = await fetch(`${mcpUrl()}?access_token=${tokens.access_token}`, { method: 'POST' })
    expect(inQuery.status).toBe(400)
    expect(await inQuery.json()).toMatchObject({ error: 'invalid_request' })
    const missing = await postJsonRpc(mcpUrl(), { jsonrpc: '2.0', id: 1, method: 'ping' })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${app.url}/.well-known/oauth-protected-resource/mcp", scope="articles:read articles:write pms:write glossary:write pr-links:write"`,
    )
    expect((await callMcp('not-a-token')).status).toBe(401)
    // A token for another audience (as another resource server of the same authorization server would get) is refused.
    const other = await authorizedAgent()
    await sql(
      `UPDATE oauth_models SET payload = jsonb_set(payload, '{aud}', '"https://other.example/api"') WHERE kind = 'AccessToken' AND payload->>'clientId' = $1`,
      [other.agent.information!.client_id],
    )
    const elsewhere = await callMcp(other.tokens.access_token)
    expect(elsewhere.status).toBe(401)
    expect(elsewhere.message.error_description).toMatch(/issued for another resource/)
    await sql(
      `UPDATE oauth_models SET payload = jsonb_set(payload, '{exp}', to_jsonb(extract(epoch from now())::int - 10)) WHERE kind = 'AccessToken' AND id_hash = $1`,
      [createHash('sha256').update(tokens.access_token).digest('hex')],
    )
    const expired = await callMcp(tokens.access_token)
    expect(expired.status).toBe(401)
    expect(expired.message.error_description).toMatch(/expired/)
  })

  it('limits registrations per client address with 429, however the path is spelled', async () => {
    const ip = '198.51.100.77'
    let status = 0
    for (let index = 0; index < 21 && status !== 429; index += 1) {
      // oidc-provider's router ignores case and a trailing slash: so does the limit.
      const path = ['/oauth/register', '/oauth/register/', '/oauth/REGISTER'][index % 3]
      status = (
        await fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({
            client_name: `Flood ${index}`,
            redirect_uris: [REDIRECT],
            token_endpoint_auth_method: 'none',
          }),
        })
      ).status
      expect([201, 429]).toContain(status)
    }
    expect(status).toBe(429)
    expect(
      (
        await register(
          { client_name: 'Another address', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
          '198.51.100.78',
        )
      ).status,
    ).toBe(201)
  })
})

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

/** A client of the device flow, and a flow of it started: the code a person would be shown. */
async function startDeviceFlow(clientName = 'Headless agent') {
  const clientId = await registerPublicClient({
    client_name: clientName,
    grant_types: [DEVICE_GRANT],
    response_types: [],
    redirect_uris: [],
  })
  const started = await fetch(`${app.url}/oauth/device/code`, form({ client_id: clientId, resource: mcpUrl() }))
  expect(started.status, await started.clone().text()).toBe(200)
  return { clientId, userCode: ((await started.json()) as { user_code: string }).user_code }
}

/** The device page as a browser from `from` keeps it: its cookies, and the xsrf secret of the form last shown. */
async function openDevicePage(from: string) {
  const cookies = new Map<string, string>()
  let xsrf = ''
  const send = async (init: { method?: string; body?: string } = {}) => {
    const response = await fetch(`${app.url}/oauth/device`, {
      ...init,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': from,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    const html = await response.text()
    xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? xsrf
    return { status: response.status, retryAfter: response.headers.get('retry-after'), html }
  }
  const page = await send()
  const enter = (userCode: string) =>
    send({ method: 'POST', body: new URLSearchParams({ xsrf, user_code: userCode }).toString() })
  return { page, enter, reload: () => send() }
}

/** The text of a page, its tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('what strangers can make it keep, guess and claim (issue 60)', () => {
  it('keeps at most 60 rows per network in 15 minutes for people not signed in, for half an hour each, and answers the rest 429', async () => {
    const deviceClient = (await startDeviceFlow()).clientId
    const webClient = await registerPublicClient()
    const rows = async () => Number((await sql(`SELECT count(*)::int AS n FROM oauth_models`))[0].n)
    const before = await rows()
    const [{ since }] = await sql(`SELECT now() AS since`)
    // Two addresses of one IPv6 /64: one network.
    const network = ['2001:db8:60:1::a', '2001:db8:60:1::b']
    const answers: Record<'page' | 'authorize' | 'code', Response[]> = { page: [], authorize: [], code: [] }
    for (let index = 0; index < 25; index += 1) {
      const from = { 'x-forwarded-for': network[index % 2]! }
      answers.page.push(await fetch(`${app.url}/oauth/device`, { headers: from }))
      answers.authorize.push(
        await fetch(authorizeUrl(webClient, pkce().challenge), { headers: from, redirect: 'manual' }),
      )
      answers.code.push(
        await fetch(`${app.url}/oauth/device/code`, form({ client_id: deviceClient, resource: mcpUrl() }, from)),
      )
    }
    const served = Object.values(answers)
      .flat()
      .filter((response) => response.status !== 429)
    expect(served.map((response) => response.status).sort()).toEqual(
      [...Array(20).fill(200), ...Array(20).fill(200), ...Array(20).fill(303)].sort(),
    )
    expect(await rows()).toBe(before + 60)

    // Refused in each one's own form: a page for the browser's pages, OAuth's error JSON for the endpoint.
    for (const kind of ['page', 'authorize'] as const) {
      const refused = answers[kind].at(-1)!
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900)
      expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(textOf(await refused.text())).toMatch(
        /Too many sign-ins to PMS News were started from your network in the last 15 minutes\. Wait 1?\d minutes?, then go back/,
      )
    }
    const refusedCode = answers.code.at(-1)!
    expect(refusedCode.status).toBe(429)
    expect(refusedCode.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refusedCode.json()).toMatchObject({ error: 'rate_limited' })

    // What it kept for nobody lasts half an hour at most (a session was kept for 14 days), and another network is served.
    const [kept] = await sql(
      `SELECT count(*)::int AS n, max(expires_at - now()) <= interval '30 minutes' AS short FROM oauth_models
       WHERE kind IN ('Session', 'Interaction') AND created_at >= $1`,
      [since],
    )
    expect(kept.n).toBe(40)
    expect(kept.short).toBe(true)
    expect(
      (await fetch(`${app.url}/oauth/device`, { headers: { 'x-forwarded-for': '2001:db8:60:2::a' } })).status,
    ).toBe(200)
  })

  it('lets a browser enter 5 codes that are not valid and a network 20 in 15 minutes, saying how many tries are left, then refuses even the right one (RFC 8628 §5.1)', async () => {
    const { userCode } = await startDeviceFlow()
    const from = '198.51.100.62'
    const first = await openDevicePage(from)
    expect(first.page.status).toBe(200)
    for (const left of ['4 tries left', '3 tries left', '2 tries left', '1 try left']) {
      const wrong = await first.enter('BBBB-BBBB')
      expect(wrong.status).toBe(200)
      expect(textOf(wrong.html)).toContain(`That code is not valid, or has expired. Check it and try again: ${left}.`)
    }
    const last = await first.enter('BBBB-BBBB')
    expect(textOf(last.html)).toMatch(/That was the last try for now\. Wait 1?\d minutes?, then open this page again/)
    expect(last.html).not.toContain('name="user_code"')
    // The right code now: refused before it is looked up, so the answer tells nothing about it.
    const right = await first.enter(userCode)
    expect(right.status).toBe(429)
    expect(Number(right.retryAfter)).toBeGreaterThan(0)
    expect(textOf(right.html)).toMatch(/Too many codes that were not valid were entered here\. Wait 1?\d minutes?/)
    expect(right.html).not.toContain('Is this your code?')
    expect((await first.reload()).status).toBe(429)

    // New sessions from the same network, 20 wrong codes in all: then the network is refused too.
    for (let session = 0; session < 3; session += 1) {
      const next = await openDevicePage(from)
      for (let guess = 0; guess < 5; guess += 1) expect((await next.enter('CCCC-CCCC')).status).toBe(200)
    }
    expect((await openDevicePage(from)).page.status).toBe(429)
    // From another network, the right code is still taken.
    const elsewhere = await openDevicePage('198.51.100.63')
    expect(textOf((await elsewhere.enter(userCode)).html)).toContain('Is this your code?')
  })

  it('refuses client metadata past its bounds with invalid_client_metadata (invalid_redirect_uri for redirect URIs)', async () => {
    const base = { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }
    for (const [metadata, description, error = 'invalid_client_metadata'] of [
      [{ client_name: 'x'.repeat(20_000) }, 'client_name may be at most 100 characters long, not 20000'],
      [
        { client_name: 'Agent\u202Edeifirev' },
        'client_name may not contain control characters or invisible characters',
      ],
      [
        { client_name: 'x', logo_uri: `https://agent.example/${'a'.repeat(2000)}` },
        'logo_uri may be at most 2000 characters long, not 2022',
      ],
      [
        { client_name: 'x', software_version: 'v'.repeat(201) },
        'software_version may be at most 200 characters long, not 201',
      ],
      [
        { client_name: 'x', redirect_uris: Array.from({ length: 11 }, (_, i) => `https://agent.example/${i}`) },
        'redirect_uris may have at most 10 entries, not 11',
        // oidc-provider's code for any problem it is told of redirect_uris (RFC 7591 §3.2.2).
        'invalid_redirect_uri',
      ],
    ] as const) {
      const response = await register({ ...base, ...metadata }, '198.51.100.64')
      expect(response.status, description).toBe(400)
      expect(await response.json()).toEqual({ error, error_description: description })
    }
  })

  it('says on the sign-in and device pages that a name claiming to be verified is its own claim', async () => {
    const name = 'Claude (published by claude.ai) — verified'
    const asShown =
      `<p class="client"><strong class="client-name">Claude (published by claude.ai) — verified</strong><br>` +
      `<span class="client-claim">registered itself here (its name is its own claim)</span></p>`
    const clientId = await registerPublicClient({ client_name: name })
    const started = await fetch(authorizeUrl(clientId, pkce().challenge), { redirect: 'manual' })
    const signIn = await fetch(new URL(started.headers.get('location')!, app.url), {
      headers: {
        cookie: started.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; '),
      },
    })
    const page = await signIn.text()
    expect(page).toContain('<h1>Sign in to approve access</h1>')
    expect(page).toContain(asShown)

    const { userCode } = await startDeviceFlow(name)
    const confirm = await (await openDevicePage('198.51.100.65')).enter(userCode)
    expect(confirm.html).toContain('<h1>Is this your code?</h1>')
    expect(confirm.html).toContain(asShown)
  })
})

describe('discovery', () => {
  it('publishes RFC 8414 metadata with the agent_auth block, and RFC 9728 metadata for /mcp', async () => {
    const metadata = (await (await fetch(`${app.url}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >
    expect(metadata).toMatchObject({
      issuer: app.url,
      authorization_endpoint: `${app.url}/oauth/authorize`,
      token_endpoint: `${app.url}/oauth/token`,
      registration_endpoint: `${app.url}/oauth/register`,
      device_authorization_endpoint: `${app.url}/oauth/device/code`,
      revocation_endpoint: `${app.url}/oauth/revoke`,
      jwks_uri: `${app.url}/oauth/jwks`,
      code_challenge_methods_supported: ['S256'],
      // The auth.md convention's fields (register, then a person's approval claims the registration), and ours.
      agent_auth: {
        skill: `${app.url}/auth.md`,
        register_uri: `${app.url}/oauth/register`,
        claim_uri: `${app.url}/oauth/authorize`,
        revocation_uri: `${app.url}/oauth/revoke`,
        identity_types_supported: ['anonymous'],
        anonymous: { credential_types_supported: ['access_token'], scopes_before_claim: [] },
        default_scope: 'articles:read',
        registration_endpoint: `${app.url}/oauth/register`,
        revocation: { by_a_person: `${app.url}/cockpit/mcp-tokens` },
      },
    })
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code']),
    )
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['articles:read', 'articles:write', 'pms:write', 'glossary:write', 'pr-links:write']),
    )
    // What binds a token at the token endpoint is what the resource accepts proofs with.
    expect(metadata.dpop_signing_alg_values_supported).toEqual(['ES256', 'Ed25519', 'EdDSA'])
    const jwks = (await (await fetch(`${app.url}/oauth/jwks`)).json()) as { keys: Array<Record<string, unknown>> }
    expect(jwks.keys.length).toBeGreaterThan(0)
    expect(jwks.keys[0]).not.toHaveProperty('d')

    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      expect(await (await fetch(`${app.url}${path}`)).json()).toEqual({
        resource: mcpUrl(),
        resource_name: 'PMS News editorial tools (MCP)',
        authorization_servers: [app.url],
        scopes_supported: ['articles:read', 'articles:write', 'pms:write', 'glossary:write', 'pr-links:write'],
        bearer_methods_supported: ['header'],
        dpop_signing_alg_values_supported: ['ES256', 'Ed25519', 'EdDSA'],
        resource_documentation: `${app.url}/auth.md`,
      })
    }
  })

  it('serves /auth.md as markdown: discover, register, authorize, use, refresh, revocation', async () => {
    const response = await fetch(`${app.url}/auth.md`)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(Number(response.headers.get('x-markdown-tokens'))).toBeGreaterThan(300)
    const text = await response.text()
    expect(text.startsWith('# auth.md\n')).toBe(true)
    for (const heading of [
      '## 1. Discover',
      '## 2. Register',
      '## 3. Authorize',
      '## 4. Use',
      '## 5. Refresh',
      '## 6. Revocation',
      '## Contact',
    ]) {
      expect(text).toContain(heading)
    }
    expect(text).toContain('User-Agent')
    expect(text).toContain('editors@pmsnews.example')
    expect(text).toContain(`${app.url}/oauth/register`)
    // Both ways of identifying a client, and both protocol eras of the server.
    expect(text).toContain('client_id_metadata_document_supported')
    expect(text).toContain('MCP 2026-07-28')
  })
})
