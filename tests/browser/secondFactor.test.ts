/**
 * Two-factor sign-in in a real browser (issue 61, docs/decisions/063-second-factor.md): a person sets up an
 * authenticator app and a passkey on the Security page, then signs in with each, in the cockpit and on the OAuth
 * sign-in page an agent's authorization sends the person to. The passkey is Chromium's virtual authenticator (CDP's
 * WebAuthn domain), so the real WebAuthn ceremonies run between the page and the server. The site is reached as
 * `localhost`: a passkey's RP ID must be a host name, never an IP address. Screenshots under
 * test-results/second-factor/, at 1366 and 390 px, light and dark.
 */
import { createHash, randomBytes } from 'node:crypto'

import { generate } from 'otplib'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addAccount } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { startAppServer, type AppServer } from '../helpers/appServer'
import { keepScreenshot, useBrowser } from '../helpers/browser'
import { freePort } from '../helpers/freePort'
import { REDIRECT } from '../helpers/oauthAgent'

const SHOTS = 'second-factor'
const PERSON = { email: 'two.factors@example.com', password: 'a long two-factor password' }
const app = useApp({ database: 'migratedWithAccounts', server: false })
const browser = useBrowser()
let server: AppServer
let site = ''
let context: BrowserContext
let page: Page
let secret = ''

beforeAll(async () => {
  const port = await freePort()
  site = `http://localhost:${port}`
  server = await startAppServer({ ...app.env, BASE_URL: site }, { port })
  await addAccount(server.url, PERSON, 'editor')
  context = await browser().newContext()
  context.setDefaultTimeout(90_000)
  page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
})

afterAll(async () => {
  await context?.close()
  await server?.stop()
})

async function passwordStep() {
  await context.clearCookies()
  await page.goto(`${site}/cockpit/login`)
  await page.fill('input[name="email"]', PERSON.email)
  await page.fill('input[name="password"]', PERSON.password)
  await page.click('button[type="submit"]')
}

async function shots(name: string, ready: () => Promise<unknown>) {
  for (const [width, size] of [
    [1366, 'desktop'],
    [390, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      // Payload picks its theme from the colour scheme when a page loads; these steps live in the page, so it is told.
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), scheme)
      await page.setViewportSize({ width, height: 900 })
      await ready()
      await keepScreenshot(page, `${SHOTS}/${name}-${size}-${scheme}`)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

describe('a person sets up two factors and signs in with each', () => {
  it('sets up an authenticator app on the Security page and is shown recovery codes once', async () => {
    await passwordStep()
    await page.waitForURL(`${site}/cockpit`)
    await page.goto(`${site}/cockpit/security`)
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
    secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '')
    await page.fill('#totp-confirm', await generate({ secret }))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10)
    await shots('recovery-codes', () => page.getByTestId('recovery-codes').waitFor())
    await page.getByRole('button', { name: 'I have kept them' }).click()
    await expect.poll(() => page.getByTestId('totp-state').textContent()).toBe('Set up.')
  })

  it('adds a passkey through the browser’s WebAuthn ceremony', async () => {
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await expect.poll(() => page.getByTestId('passkey-row').count()).toBe(1)
    await shots('security', () => page.getByTestId('passkey-row').waitFor())
  })

  it('signs in with a code from the app after the password', async () => {
    await passwordStep()
    await page.getByRole('heading', { name: 'One more step' }).waitFor()
    await shots('second-step', () => page.getByRole('heading', { name: 'One more step' }).waitFor())
    await page.fill('#second-factor-code', await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${site}/cockpit`)
    expect((await context.cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(true)
  })

  it('signs in with the passkey after the password', async () => {
    await passwordStep()
    await page.getByRole('button', { name: 'Use your passkey' }).click()
    await page.waitForURL(`${site}/cockpit`)
    await page.goto(`${site}/cockpit/security`)
    await expect.poll(() => page.getByTestId('passkey-row').locator('td').nth(2).textContent()).not.toBe('never')
  })

  it('signs an agent’s authorization in with the passkey on the OAuth sign-in page', async () => {
    await context.clearCookies()
    const registered = await fetch(`${site}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Passkey agent',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'none',
      }),
    })
    expect(registered.status).toBe(201)
    const { client_id } = (await registered.json()) as { client_id: string }
    const verifier = randomBytes(32).toString('base64url')
    const authorize = new URLSearchParams({
      response_type: 'code',
      client_id,
      redirect_uri: REDIRECT,
      scope: 'articles:read',
      resource: `${site}/mcp`,
      state: 's',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })
    await page.goto(`${site}/oauth/authorize?${authorize}`)
    await page.fill('#email', PERSON.email)
    await page.fill('#password', PERSON.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'One more step' }).waitFor()
    await shots('oauth-second-step', () => page.getByRole('button', { name: 'Use your passkey' }).waitFor())
    await page.getByRole('button', { name: 'Use your passkey' }).click()
    await page.getByRole('heading', { name: 'Approve access?' }).waitFor()
    await expect.poll(() => page.getByText(PERSON.email).count()).toBeGreaterThan(0)
  })

  it('refuses a wrong code with the one answer and stays on the second step', async () => {
    await passwordStep()
    await page.fill('#second-factor-code', '000000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('The code or passkey is not right.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/cockpit/login')
  })
})
