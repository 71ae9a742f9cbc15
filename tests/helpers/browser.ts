/** Headless Debian Chromium driven by playwright-core (never a downloaded browser). */
import { type Browser, chromium } from 'playwright-core'

import { ensureDebianTool } from './debianPackage'

const CHROMIUM = '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  ensureDebianTool(CHROMIUM, 'chromium')
  return chromium.launch({
    executablePath: CHROMIUM,
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
