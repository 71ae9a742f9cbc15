/**
 * The OAuth 2.1 authorization server (issue 9) with a person in a real headless Chromium: the MCP SDK's own client
 * OAuth (`auth()` with an OAuthClientProvider) sends them to sign in and approve, a device shows them a code, and
 * they see and revoke grants in /cockpit/mcp-tokens.
 */
import { createHash } from 'node:crypto'

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { ADMIN, EDITOR } from '../../helpers/accounts'
import { cockpitSignedIn, keepScreenshot, useBrowser } from '../../helpers/browser'
import { consentingPerson, REDIRECT } from '../../helpers/oauthAgent'
import { form, pkce, useOAuthApp } from './oauthClient'

const { app, mcpUrl, tokenRequest, callMcp, register, registerPublicClient, authorizeUrl } = useOAuthApp()
const { sql } = app

const browser = useBrowser()
const { signIn, personDecides, authorizedAgent } = consentingPerson(browser, () => mcpUrl())

/** The page as it is, on a desktop and on a phone, light and dark. */
async function keepScreenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme })
      await keepScreenshot(page, `${name}-${width}-${colorScheme}`)
    }
  }
}

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
    expect(response.message).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
    // Stored by hash only: the database never holds a token.
    const stored = JSON.stringify(await sql(`SELECT id_hash, sealed_id, payload FROM oauth_models`))
    expect(stored).not.toContain(tokens.access_token)
    expect(stored).not.toContain(tokens.refresh_token!)
  })

  it('approves nothing by itself: a second authorization asks the person again', async () => {
    const context = await browser().newContext()
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
    const cookie = (await context.cookies(app.url)).map((item) => `${item.name}=${item.value}`).join('; ')
    const silent = await fetch(authorizeUrl(clientId, challenge, { prompt: 'none' }), {
      headers: { cookie },
      redirect: 'manual',
    })
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
    const started = await fetch(
      `${app.url}/oauth/device/code`,
      form({ client_id: clientId, scope: 'articles:read', resource: mcpUrl() }),
    )
    expect(started.status).toBe(200)
    const device = (await started.json()) as {
      device_code: string
      user_code: string
      verification_uri: string
    }
    expect(device.verification_uri).toBe(`${app.url}/oauth/device`)

    const poll = () =>
      tokenRequest({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: device.device_code,
        client_id: clientId,
      })
    expect((await poll()).body.error).toBe('authorization_pending')

    const context = await browser().newContext()
    const page = await context.newPage()
    /** How long the browser's session is kept, in seconds. */
    const sessionLifetime = async () => {
      const cookie = (await context.cookies(app.url)).find((each) => each.name === '_session')!
      const [row] = await sql<{ seconds: number }>(
        `SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM oauth_models WHERE kind = 'Session' AND id_hash = $1`,
        [createHash('sha256').update(cookie.value).digest('hex')],
      )
      return row!.seconds
    }
    await page.goto(device.verification_uri)
    await page.getByRole('heading', { name: 'Connect an agent' }).waitFor()
    // A code mistyped: the page says so, and how many tries are left.
    await page.getByLabel('Code').fill('BBBB-BBBB')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Check it and try again: 4 tries left.').waitFor()
    await keepScreenshots(page, 'oauth-device-code-not-valid')
    // Until someone signs in, the session lasts half an hour.
    expect(await sessionLifetime()).toBeLessThanOrEqual(30 * 60)
    await page.getByLabel('Code').fill(device.user_code)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Is this your code?' }).waitFor()
    expect(await page.locator('main').innerText()).toContain(
      'Headless agent\nregistered itself here (its name is its own claim)',
    )
    await keepScreenshots(page, 'oauth-device-confirm')
    await page.getByRole('button', { name: 'Continue' }).click()
    await signIn(page, EDITOR)
    await page.getByRole('heading', { name: 'Approve access?' }).waitFor()
    expect(await page.locator('main').innerText()).toContain('a device, by the code you entered')
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('heading', { name: 'Connected' }).waitFor()
    await keepScreenshots(page, 'oauth-device-connected')
    // Signed in, it lasts 14 days.
    expect(await sessionLifetime()).toBeGreaterThan(13 * 24 * 3600)
    await context.close()

    // The approval is done ("Connected"): the next poll gets the tokens. (The provider never answers slow_down.)
    const answer = await poll()
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.refresh_token).toBeTruthy()
    expect((await callMcp(answer.body.access_token!)).status).toBe(200)
    // The code works once.
    expect((await poll()).body.error).toBe('invalid_grant')
  })
})

describe('revocation in /cockpit/mcp-tokens', () => {
  it('lists grants (all for admins, their own for editors) and revokes one for good with its Revoke button', async () => {
    const editorAgent = await authorizedAgent('articles:read', EDITOR, { client_name: 'Editor agent' })
    const adminAgent = await authorizedAgent('articles:read', ADMIN, { client_name: 'Admin agent' })

    const cockpit = async (who: typeof ADMIN) => {
      const { context, page } = await cockpitSignedIn(browser(), app.url, who, { at: '/cockpit/mcp-tokens' })
      await page.getByRole('heading', { name: 'MCP tokens' }).waitFor()
      return { context, page }
    }

    const editor = await cockpit(EDITOR)
    expect(await editor.page.locator('section[data-client]', { hasText: 'Editor agent' }).count()).toBe(1)
    expect(await editor.page.locator('section[data-client]', { hasText: 'Admin agent' }).count()).toBe(0)
    await keepScreenshot(editor.page, 'cockpit/mcp-tokens-editor-desktop-light')
    await editor.context.close()

    const admin = await cockpit(ADMIN)
    const section = admin.page.locator('section[data-client]', { hasText: 'Editor agent' })
    const row = section.locator('tbody tr').first()
    expect(await row.innerText()).toContain(EDITOR.email)
    // Scopes in words, and the agent's registration.
    expect(await row.innerText()).toContain('Read articles, PMS profiles')
    expect(await section.innerText()).toMatch(
      /registered itself here \(its name is its own claim\) · since \d+ \w+ \d{4}/,
    )
    expect(await admin.page.locator('section[data-client]', { hasText: 'Admin agent' }).count()).toBe(1)
    // Filtered to one account, only that account's grants show.
    await admin.page.locator('select[name="account"]').selectOption({ label: ADMIN.email })
    await admin.page.getByRole('button', { name: 'Filter' }).click()
    await admin.page.waitForURL(/account=/)
    expect(await admin.page.locator('section[data-client]', { hasText: 'Editor agent' }).count()).toBe(0)
    expect(await admin.page.locator('section[data-client]', { hasText: 'Admin agent' }).count()).toBe(1)
    await admin.page.goto(`${app.url}/cockpit/mcp-tokens`)
    await keepScreenshot(admin.page, 'cockpit/mcp-tokens-admin-desktop-light')
    // Revoke asks first, naming the agent and the account; dismissed, nothing happens.
    const questions: string[] = []
    admin.page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await admin.page
      .locator('section[data-client]', { hasText: 'Editor agent' })
      .getByRole('button', { name: 'Revoke' })
      .click()
    expect(questions[0]).toContain('Editor agent')
    expect(questions[0]).toContain(EDITOR.email)
    expect((await callMcp(editorAgent.tokens.access_token)).status).toBe(200)
    admin.page.once('dialog', (dialog) => void dialog.accept())
    await admin.page
      .locator('section[data-client]', { hasText: 'Editor agent' })
      .getByRole('button', { name: 'Revoke' })
      .click()
    await admin.page.getByText('The grant was revoked.').waitFor()
    expect(await admin.page.locator('section[data-client]', { hasText: 'Editor agent' }).count()).toBe(0)
    await admin.context.close()

    // At once: the very next call and the refresh fail; the other agent is untouched.
    const refused = await callMcp(editorAgent.tokens.access_token)
    expect(refused.status).toBe(401)
    expect(refused.message.error_description).toMatch(/revoked/)
    const refresh = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: editorAgent.tokens.refresh_token!,
      client_id: editorAgent.agent.information!.client_id,
    })
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    expect((await callMcp(adminAgent.tokens.access_token)).status).toBe(200)
  })

  it('revokes every grant of one agent at once, within what the person may revoke', async () => {
    const { agent, tokens } = await authorizedAgent('articles:read', ADMIN, { client_name: 'Busy agent' })
    const login = async (who: typeof ADMIN) =>
      (
        (await (
          await fetch(`${app.url}/cms-api/users/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(who),
          })
        ).json()) as { token: string }
      ).token
    const revokeAll = async (who: typeof ADMIN) =>
      fetch(`${app.url}/cms-api/oauth-grants/revoke-client`, {
        method: 'POST',
        headers: {
          authorization: `JWT ${await login(who)}`,
          origin: app.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ client_id: agent.information!.client_id }).toString(),
        redirect: 'manual',
      })
    // An editor's "revoke all" reaches only their own grants: this one is the admin's.
    expect((await revokeAll(EDITOR)).headers.get('location')).toBe('/cockpit/mcp-tokens?revoked=0')
    expect((await callMcp(tokens.access_token)).status).toBe(200)
    expect((await revokeAll(ADMIN)).headers.get('location')).toBe('/cockpit/mcp-tokens?revoked=1')
    expect((await callMcp(tokens.access_token)).status).toBe(401)
  })

  it('refuses a revoke from anyone but a signed-in owner or admin, and from another site', async () => {
    const { agent } = await authorizedAgent('articles:read', ADMIN, { client_name: 'Guarded agent' })
    const [grant] = await sql<{ grant_id: string }>(
      `SELECT g.grant_id FROM oauth_models g WHERE g.kind = 'Grant' AND g.payload->>'clientId' = $1`,
      [agent.information!.client_id],
    )
    const revoke = (headers: Record<string, string>) =>
      fetch(`${app.url}/cms-api/oauth-grants/${grant!.grant_id}/revoke`, {
        method: 'POST',
        headers,
        redirect: 'manual',
      })
    expect((await revoke({})).status).toBe(401)
    const login = async (who: typeof ADMIN) =>
      (
        (await (
          await fetch(`${app.url}/cms-api/users/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(who),
          })
        ).json()) as { token: string }
      ).token
    const editorToken = await login(EDITOR)
    expect((await revoke({ authorization: `JWT ${editorToken}`, origin: app.url })).status).toBe(403)
    const adminToken = await login(ADMIN)
    expect((await revoke({ authorization: `JWT ${adminToken}`, origin: 'https://evil.example' })).status).toBe(403)
    expect((await revoke({ authorization: `JWT ${adminToken}`, origin: app.url })).status).toBe(303)
    expect((await revoke({ authorization: `JWT ${adminToken}`, origin: app.url })).status).toBe(404)
  })
})
