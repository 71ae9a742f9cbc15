/**
 * An agent getting access the way a real one does: the MCP SDK's own client OAuth (`auth()` with an
 * OAuthClientProvider) on one side, a person signing in and approving in headless Chromium on the other.
 */
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js'
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

import { ADMIN, type Person } from './accounts'

export const REDIRECT = 'http://127.0.0.1:8976/callback'

/** An agent's client state, the way an MCP client keeps it, in memory. */
export class AgentProvider implements OAuthClientProvider {
  information?: OAuthClientInformationMixed
  saved?: OAuthTokens
  verifier = ''
  authorizationUrl?: URL

  constructor(private readonly metadata: Partial<OAuthClientMetadata> = {}) {}

  get redirectUrl() {
    return REDIRECT
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Newsroom agent',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...this.metadata,
    }
  }

  state() {
    return 'state-123'
  }

  clientInformation() {
    return this.information
  }

  saveClientInformation(information: OAuthClientInformationMixed) {
    this.information = information
  }

  tokens() {
    return this.saved
  }

  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url
  }

  saveCodeVerifier(verifier: string) {
    this.verifier = verifier
  }

  codeVerifier() {
    return this.verifier
  }
}


/** A person and a browser, approving (or denying) what agents ask. */
export function consentingPerson(browser: () => Browser, mcpUrl: () => string) {
  /** Where the browser was sent back to (the agent's redirect URI), caught before it leaves the machine. */
  async function catchRedirect(page: Page): Promise<() => Promise<URL>> {
    let resolve!: (url: URL) => void
    const caught = new Promise<URL>((done) => (resolve = done))
    await page.route(`${REDIRECT}**`, async (route) => {
      resolve(new URL(route.request().url()))
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'back at the agent' })
    })
    return () => caught
  }

  async function signIn(page: Page, who = ADMIN) {
    await page.getByRole('heading', { name: 'Sign in to approve access' }).waitFor()
    await page.fill('input[name="email"]', who.email)
    await page.fill('input[name="password"]', who.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }

  /** A person opens the authorization URL, signs in and approves (or denies); returns the redirect back. */
  async function personDecides(url: string, { approve = true, who = ADMIN, context }: { approve?: boolean; who?: Person; context?: BrowserContext } = {}) {
    const own = context ?? (await browser().newContext())
    const page = await own.newPage()
    const redirected = await catchRedirect(page)
    await page.goto(url)
    await signIn(page, who)
    await page.getByRole('heading', { name: 'Approve access?' }).waitFor()
    const consent = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    await page.getByRole('button', { name: approve ? 'Approve' : 'Deny' }).click()
    const back = await redirected()
    if (!context) await own.close()
    return { back, consent }
  }

  /** The whole authorization of an agent through the SDK's auth(), a person approving in the browser. */
  async function authorizedAgent(scope = 'articles:read', who = ADMIN, metadata: Partial<OAuthClientMetadata> = {}) {
    const agent = new AgentProvider(metadata)
    expect(await auth(agent, { serverUrl: mcpUrl(), scope })).toBe('REDIRECT')
    const { back, consent } = await personDecides(agent.authorizationUrl!.href, { who })
    expect(await auth(agent, { serverUrl: mcpUrl(), authorizationCode: back.searchParams.get('code')! })).toBe('AUTHORIZED')
    return { agent, consent, tokens: agent.saved! }
  }


  return { catchRedirect, signIn, personDecides, authorizedAgent }
}
