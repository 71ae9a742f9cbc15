/**
 * Headless Debian Chromium driven by playwright-core (never a downloaded browser). When it is missing and we are
 * root, it is installed with apt-get, as the machine notes prescribe.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const CHROMIUM = '/usr/bin/chromium'

function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'ignore' })
}

export async function launchBrowser(): Promise<Browser> {
  ensureChromium()
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
