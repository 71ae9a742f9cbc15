/**
 * Client ID Metadata Documents (CIMD): an agent whose client_id is the https URL of its own metadata, as hosted
 * agents and MCP 2026-07-28 clients present themselves, authorized without registering. The documents are served by
 * a server on loopback standing in for `https://cimd.test` (OAUTH_CLIENT_METADATA_TEST_ORIGINS, which the app takes
 * only with a loopback BASE_URL); the guard that refuses non-public addresses is unit-tested in
 * src/features/oauth/clientMetadataFetch.test.ts.
 */
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FakeServer, startFakeServer } from '../../fakes/fakeServer'
import { ADMIN } from '../../helpers/accounts'
import { useApp } from '../../helpers/appFixture'
import { keepScreenshot, useBrowser } from '../../helpers/browser'
import { AgentProvider, approveWithoutBrowser } from '../../helpers/oauthAgent'

const ORIGIN = 'https://cimd.test'
const AGENT_ID = `${ORIGIN}/agents/editor.json`
const REDIRECT = 'http://127.0.0.1:8979/callback'
const STRANGER_ID = `${ORIGIN}/agents/stranger.json`
const STRANGER_REDIRECT = 'https://evil.example/cb'

/** What a hosted agent publishes about itself at its client_id. */
const agentDocument = {
  client_id: AGENT_ID,
  client_name: 'Hosted editor agent',
  client_uri: ORIGIN,
  redirect_uris: [REDIRECT],
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  token_endpoint_auth_method: 'none',
}

let documents: FakeServer
beforeAll(async () => {
  documents = await startFakeServer(({ path }) => {
    if (path === '/agents/editor.json') return { status: 200, body: agentDocument }
    // A document claiming to be another client: whoever serves it is not that client.
    if (path === '/agents/quiet.json') {
      const { token_endpoint_auth_method: _, ...quiet } = agentDocument
      return { status: 200, body: { ...quiet, client_id: `${ORIGIN}/agents/quiet.json` } }
    }
    // Anyone may publish a document naming any https redirect.
    if (path === '/agents/stranger.json')
      return {
        status: 200,
        body: { ...agentDocument, client_id: STRANGER_ID, client_name: 'Stranger', redirect_uris: [STRANGER_REDIRECT] },
      }
    if (path === '/agents/impostor.json') return { status: 200, body: { ...agentDocument, client_id: AGENT_ID } }
    // A document is a registration by another road, bound alike: here a name too long to show.
    if (path === '/agents/long-name.json')
      return {
        status: 200,
        body: { ...agentDocument, client_id: `${ORIGIN}/agents/long-name.json`, client_name: 'Agent '.repeat(30) },
      }
    return { status: 404, body: { error: 'not found' } }
  })
})
afterAll(async () => {
  await documents?.close()
})

const app = useApp({
  database: 'seededWithAccounts',
  env: () => ({ OAUTH_CLIENT_METADATA_TEST_ORIGINS: `${ORIGIN}=${documents.url}` }),
})
const mcpUrl = () => new URL(`${app.url}/mcp`)
const browser = useBrowser()

/** An authorization request for `clientId`, as a browser would open it; answers the page oidc-provider renders. */
const authorize = (clientId: string, redirectUri = REDIRECT) =>
  fetch(authorizationUrl(clientId, redirectUri), { redirect: 'manual' })

const authorizationUrl = (clientId: string, redirectUri = REDIRECT) =>
  `${app.url}/oauth/authorize?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'articles:read',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'xyz',
  })}`

describe('client ID metadata documents', () => {
  it('are advertised with public clients, as hosted agents look for before choosing them', async () => {
    const metadata = (await (await fetch(`${app.url}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >
    expect(metadata.client_id_metadata_document_supported).toBe(true)
    expect(metadata.token_endpoint_auth_methods_supported).toContain('none')
  })

  it('let an agent known by its document authorize without registering, the consent naming its host, and use the tools', async () => {
    // The SDK v2 client's OAuth state for an agent known by its document: its URL for a client_id, no registration.
    const agent = new AgentProvider(
      { client_name: agentDocument.client_name },
      { redirect: REDIRECT, clientMetadataUrl: AGENT_ID },
    )
    const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: agent })
    const options = { versionNegotiation: { mode: { pin: '2026-07-28' } } }
    await expect(
      new Client({ name: 'hosted-agent', version: '1.0.0' }, options).connect(transport),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    expect(agent.authorizationUrl!.searchParams.get('client_id')).toBe(AGENT_ID)
    expect(agent.information?.client_id).toBe(AGENT_ID)
    const { back, consent } = await approveWithoutBrowser(agent.authorizationUrl!.href, ADMIN)
    expect(consent).toContain('Hosted editor agent')
    expect(consent).toContain('published by cimd.test')
    await transport.finishAuth(back.searchParams)

    const client = new Client({ name: 'hosted-agent', version: '1.0.0' }, options)
    await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: agent }))
    try {
      const listed = await client.callTool({ name: 'list-categories', arguments: {} })
      expect(listed.isError, JSON.stringify(listed.content)).toBeFalsy()
      const written = await client.callTool({
        name: 'create-glossary-term',
        arguments: {
          term: 'Channel manager (CIMD)',
          short_definition: 'Keeps rates and rooms in step across booking sites.',
        },
      })
      expect(written.isError, JSON.stringify(written.content)).toBeFalsy()
      // The audit trail names the agent by the host that published it: the name in the document is only a claim.
      expect(await app.sql(`SELECT client_name FROM mcp_audit_events WHERE tool = 'create-glossary-term'`)).toEqual([
        { client_name: 'cimd.test' },
      ])
    } finally {
      await client.close()
    }
    // Nothing was registered: the document is the registration, fetched (and then cached) from its URL.
    expect(
      await app.sql(`SELECT 1 FROM oauth_models WHERE kind = 'Client' AND payload->>'client_id' = $1`, [AGENT_ID]),
    ).toEqual([])
    expect(
      documents.requests.filter((request) => request.path === '/agents/editor.json').length,
    ).toBeGreaterThanOrEqual(1)
  })

  it('show the person, in a browser on a desktop and on a phone, light and dark, the host that published the client', async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser().newContext({ viewport: { width, height }, colorScheme })
        const page = await context.newPage()
        await page.goto(authorizationUrl(AGENT_ID))
        // The sign-in page already says who published the client, and that its name is its own claim.
        expect(await page.locator('.client-host').innerText()).toBe('cimd.test')
        expect(await page.locator('.client-claim').innerText()).toBe(
          'published by cimd.test (its name is its own claim; the address is checked)',
        )
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await keepScreenshot(page, `oauth-sign-in-cimd-${width}-${colorScheme}`)
        await page.fill('input[name="email"]', ADMIN.email)
        await page.fill('input[name="password"]', ADMIN.password)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.getByRole('heading', { name: 'Approve access?' }).waitFor()
        const host = page.locator('.client-host')
        expect(await host.innerText()).toBe('cimd.test')
        expect(await host.isVisible()).toBe(true)
        // Nothing runs off the side of a phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        // Both answers readable in either scheme: each button's text stands out from its own background (the dark
        // scheme once showed a white Deny on white).
        for (const name of ['Approve', 'Deny']) {
          const { color, background } = await page.getByRole('button', { name }).evaluate((button) => ({
            color: getComputedStyle(button).color,
            background: getComputedStyle(button).backgroundColor,
          }))
          expect(luminanceContrast(color, background), `${name}, ${colorScheme}`).toBeGreaterThanOrEqual(4.5)
        }
        await keepScreenshot(page, `oauth-consent-cimd-${width}-${colorScheme}`)
        await context.close()
      }
    }
  })

  it('take a document that names no token endpoint method as a public client', async () => {
    const quiet = await authorize(`${ORIGIN}/agents/quiet.json`)
    // On to the sign-in page, not refused as a confidential client without a secret.
    expect(quiet.status).toBe(303)
    expect(quiet.headers.get('location')).toMatch(/^\/oauth\/interaction\//)
  })

  it('show the failed authorization of one no person approved on our page, never at its redirect (RFC 9700 §4.11.2)', async () => {
    const url = new URL(authorizationUrl(STRANGER_ID, STRANGER_REDIRECT))
    url.searchParams.delete('code_challenge')
    url.searchParams.delete('code_challenge_method')
    const response = await fetch(url, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    const page = await response.text()
    expect(page).toContain('<strong>invalid_request</strong>: Authorization Server policy requires PKCE')
    expect(page).toContain(
      '<strong class="client-name">Stranger</strong><br><span class="client-claim">published by ' +
        '<strong class="client-host">cimd.test</strong> (its name is its own claim; the address is checked)</span></p>\n' +
        '<p>It asked for this answer at <strong class="redirect-host">evil.example</strong>.',
    )
    expect(page).not.toMatch(/(href|action|src)="https:\/\/evil\.example/)
    // With PKCE, on to the sign-in page.
    const good = await authorize(STRANGER_ID, STRANGER_REDIRECT)
    expect(good.status).toBe(303)
    expect(good.headers.get('location')).toMatch(/^\/oauth\/interaction\//)
  })

  it('refuse a document whose client_id is not its own URL, a redirect it does not list, a name past its bounds, and a client_id on a non-public address', async () => {
    const impostor = await authorize(`${ORIGIN}/agents/impostor.json`)
    expect(impostor.status).toBe(400)
    expect(await impostor.text()).toMatch(/client_id/)

    const elsewhere = await authorize(AGENT_ID, 'http://127.0.0.1:8979/other')
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.text()).toMatch(/redirect_uri/)

    const long = await authorize(`${ORIGIN}/agents/long-name.json`)
    expect(long.status).toBe(400)
    expect(long.headers.get('location')).toBeNull()
    expect(await long.text()).toContain('client_name may be at most 100 characters long, not 180')

    const before = documents.requests.length
    const inner = await authorize(`https://127.0.0.1:${new URL(documents.url).port}/agents/editor.json`)
    expect(inner.status).toBe(400)
    expect(documents.requests.length).toBe(before)
  })
})

/** WCAG's contrast ratio of two `rgb(…)` colours as getComputedStyle gives them. */
function luminanceContrast(first: string, second: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}
