/**
 * An agent getting access the way a real one does: the MCP SDK's own client OAuth (`auth()` with an
 * OAuthClientProvider) on one side, a person signing in and approving in headless Chromium on the other.
 */
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js'
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

import { ADMIN, type Person } from './accounts'

export const REDIRECT = 'http://127.0.0.1:8976/callback'

/**
 * An agent's client state, the way an MCP client keeps it, in memory; the same for the SDK 1.x and v2 clients.
 * `clientMetadataUrl` makes it an agent known by its metadata document (CIMD) rather than a registered one.
 */
export class AgentProvider implements OAuthClientProvider {
  information?: OAuthClientInformationMixed
  saved?: OAuthTokens
  verifier = ''
  authorizationUrl?: URL
  readonly clientMetadataUrl?: string

  constructor(
    private readonly metadata: Partial<OAuthClientMetadata> = {},
    private readonly options: { redirect?: string; clientMetadataUrl?: string } = {},
  ) {
    this.clientMetadataUrl = options.clientMetadataUrl
  }

  get redirectUrl() {
    return this.options.redirect ?? REDIRECT
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Newsroom agent',
      redirect_uris: [this.redirectUrl],
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

/** How a person answers an authorization URL: where they were sent back to, and what the consent page said. */
type Approval = (authorizationUrl: string) => Promise<{ back: URL; consent: string }>

/** The whole authorization of an agent through the SDK's auth(), `approve` standing for the person. */
async function authorizeAgent(
  mcpUrl: string,
  approve: Approval,
  scope: string,
  metadata: Partial<OAuthClientMetadata>,
) {
  const agent = new AgentProvider(metadata)
  expect(await auth(agent, { serverUrl: mcpUrl, scope })).toBe('REDIRECT')
  const { back, consent } = await approve(agent.authorizationUrl!.href)
  expect(await auth(agent, { serverUrl: mcpUrl, authorizationCode: back.searchParams.get('code')! })).toBe('AUTHORIZED')
  return { agent, consent, tokens: agent.saved! }
}

/**
 * A person who signs in and approves by posting the sign-in and consent pages' forms (they work without script),
 * with fetch and a cookie jar instead of a browser: for tests whose subject is what the agent does with its token.
 */
export async function approveWithoutBrowser(
  authorizationUrl: string,
  who: Person,
): Promise<{ back: URL; consent: string }> {
  const cookies = new Map<string, string>()
  const send = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form && new URLSearchParams(form).toString(),
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')).trim(), pair!.slice(pair!.indexOf('=') + 1)]
      const expired = attributes.some(
        (attribute) => /^\s*expires=.*1970/i.test(attribute) || /^\s*max-age=0\s*$/i.test(attribute),
      )
      if (expired || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }
  let consent = ''
  let at = new URL(authorizationUrl)
  // Back at the agent: the redirect URI the request named.
  const agent = at.searchParams.get('redirect_uri') ?? REDIRECT
  let response = await send(at)
  for (let step = 0; step < 12; step += 1) {
    const location = response.headers.get('location')
    if (location) {
      at = new URL(location, at)
      if (at.href.startsWith(agent)) return { back: at, consent }
      response = await send(at)
      continue
    }
    const html = await response.text()
    const form = /<form method="post" action="([^"]*\/(login|consent))">/.exec(html)
    if (!form)
      throw new Error(`no sign-in or consent form at ${at.pathname} (${response.status}):\n${html.slice(0, 500)}`)
    if (form[2] === 'consent') consent = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    response = await send(
      new URL(form[1]!.replace(/&amp;/g, '&'), at),
      form[2] === 'login' ? { email: who.email, password: who.password } : {},
    )
  }
  throw new Error(`the authorization did not come back to ${agent}`)
}

/** Agents authorized by a person approving without a browser (approveWithoutBrowser). */
export function authorizedAgentWithoutBrowser(
  mcpUrl: string,
  scope = 'articles:read',
  who: Person = ADMIN,
  metadata: Partial<OAuthClientMetadata> = {},
) {
  return authorizeAgent(mcpUrl, (url) => approveWithoutBrowser(url, who), scope, metadata)
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
  async function personDecides(
    url: string,
    { approve = true, who = ADMIN, context }: { approve?: boolean; who?: Person; context?: BrowserContext } = {},
  ) {
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
  const authorizedAgent = (scope = 'articles:read', who = ADMIN, metadata: Partial<OAuthClientMetadata> = {}) =>
    authorizeAgent(mcpUrl(), (url) => personDecides(url, { who }), scope, metadata)

  return { signIn, personDecides, authorizedAgent }
}
