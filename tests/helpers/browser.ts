/** Headless Debian Chromium driven by playwright-core (never a downloaded browser). */
import fs from 'node:fs'
import path from 'node:path'

import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

import { CHROMIUM, requireDebianTool } from './debianPackage'

async function launchBrowser(): Promise<Browser> {
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
      // Chromium 15x preloads its omnibox popup, a WebUI page, in a renderer of its own for every window, and every
      // Playwright page is a window: that renderer took more CPU than the pages under test (docs/performance.md).
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
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

/**
 * A new browser context signed in to the cockpit as `who`, on the page at `at` (the dashboard unless told; null for
 * none, when the test sets the page up before it goes anywhere). It signs in through the cockpit's API, whose cookie
 * lands in the context as the login form's would: the form itself is walked by tests/browser/cockpit.test.ts, and
 * loading the login page and the dashboard on the way cost Chromium two of the cockpit's heaviest page loads each time.
 */
export async function cockpitSignedIn(
  browser: Browser,
  baseUrl: string,
  who: { email: string; password: string },
  { acceptDownloads = false, at = '/cockpit' }: { acceptDownloads?: boolean; at?: string | null } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads })
  // The cockpit renders on the server and loads its drawers' lists by server functions: on a busy two-core machine
  // one such step took over Playwright's default 30 s (CI, while a build ran beside it). The test's own limit stays.
  context.setDefaultTimeout(90_000)
  const login = await context.request.post(`${baseUrl}/cms-api/users/login`, {
    data: { email: who.email, password: who.password },
  })
  if (!login.ok()) throw new Error(`signing in as ${who.email} answered ${login.status()}: ${await login.text()}`)
  const page = await context.newPage()
  if (at !== null) await page.goto(`${baseUrl}${at}`)
  return { context, page }
}

/**
 * One signed-in cockpit page per account for the enclosing file or describe block, made at the account's first use and
 * closed after the block's tests: a new context loads the cockpit's scripts cold (tests/browser/reviewCockpit.test.ts,
 * six contexts made two, and eight loads of its sixteen cut by inEveryLook: 42 s of CPU to 31 s, browser included).
 */
export function useCockpitPages(
  browser: () => Browser,
  app: { readonly url: string },
): (who: { email: string; password: string }) => Promise<Page> {
  const signedIn = new Map<string, Promise<{ context: BrowserContext; page: Page }>>()
  afterAll(async () => {
    for (const session of signedIn.values()) await (await session).context.close()
  })
  return async (who) => {
    let session = signedIn.get(who.email)
    if (!session) signedIn.set(who.email, (session = cockpitSignedIn(browser(), app.url, who, { at: null })))
    return (await session).page
  }
}

/** A look a cockpit page is checked in: a desktop's or a phone's width, and the browser's colour scheme. */
export interface Look {
  width: 1366 | 390
  /** The width's name in screenshots. */
  size: 'desktop' | 'phone'
  scheme: 'light' | 'dark'
}

const DESKTOP = { width: 1366, size: 'desktop' } as const
const PHONE = { width: 390, size: 'phone' } as const

/**
 * A cockpit page in its four looks, a desktop's and a phone's width, light and dark, with two loads instead of four.
 * The cockpit takes its colour scheme from the browser when a page loads, so each scheme is a load (`load`: go to the
 * page and wait until it is ready); its layout follows the window's width, so the other width is the same page resized.
 * Loaded light on a desktop, then dark on a phone, each width and each scheme is also seen straight from a load.
 * `check` waits for what it checks (a resize lays the page out again) and keeps the screenshot. Ends light, on a
 * desktop.
 */
export async function inEveryLook(
  page: Page,
  load: () => Promise<unknown>,
  check: (look: Look) => Promise<unknown>,
  { height = 900 }: { height?: number } = {},
): Promise<void> {
  for (const [scheme, first, then] of [
    ['light', DESKTOP, PHONE],
    ['dark', PHONE, DESKTOP],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width: first.width, height })
    await load()
    await check({ ...first, scheme })
    await page.setViewportSize({ width: then.width, height })
    await check({ ...then, scheme })
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: DESKTOP.width, height })
}

const RESULTS = path.resolve(import.meta.dirname, '../../test-results')

/**
 * A screenshot kept for a person to look at: test-results/<name>.jpg, the whole page unless `fullPage` is false.
 * JPEG, not PNG: encoding a full-page PNG cost Chromium about 0.8 s of CPU against 0.3 s for this JPEG, over the
 * suite's hundred screenshots (docs/performance.md), and at quality 85 the text reads as sharp.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const file = path.join(RESULTS, `${name}.jpg`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await page.screenshot({ path: file, type: 'jpeg', quality: 85, fullPage })
}
