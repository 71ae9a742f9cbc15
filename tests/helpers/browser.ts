/** Headless Debian Chromium driven by playwright-core (never a downloaded browser). */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

import { CHROMIUM, requireDebianTool } from './debianPackage'

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireDebianTool(CHROMIUM),
    // The machine has no outside network: background services would only produce refused connections.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** A browser for the enclosing file or describe block, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is not launched yet: use it inside a test or a later hook')
    return browser
  }
}

/** A new browser context signed in to the cockpit as `who`, on the dashboard. */
export async function cockpitSignedIn(browser: Browser, baseUrl: string, who: { email: string; password: string }, options: { acceptDownloads?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options)
  // The cockpit renders on the server and loads its drawers' lists by server functions: on a busy two-core machine
  // one such step took over Playwright's default 30 s (CI, while a build ran beside it). The test's own limit stays.
  context.setDefaultTimeout(90_000)
  const page = await context.newPage()
  await page.goto(`${baseUrl}/cockpit/login`)
  await page.fill('input[name="email"]', who.email)
  await page.fill('input[name="password"]', who.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(`${baseUrl}/cockpit`)
  return { context, page }
}
