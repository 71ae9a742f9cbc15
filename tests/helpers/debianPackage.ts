/**
 * Tools some tests drive (Chromium, xmllint) come from Debian's packages, never from a download. When one is
 * missing and we are root, the global setup installs it with apt-get, as the machine notes prescribe, once and
 * before any test file runs; the tests themselves only check that it is there.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export interface DebianTool {
  binary: string
  debianPackage: string
}

export const CHROMIUM: DebianTool = { binary: '/usr/bin/chromium', debianPackage: 'chromium' }
export const XMLLINT: DebianTool = { binary: '/usr/bin/xmllint', debianPackage: 'libxml2-utils' }

/** apt-get waits this long for another apt or dpkg (another checkout's test run) to release its locks. */
const LOCK_WAIT_SECONDS = 600

/** For the global setup: installs the package when its binary is missing and we may; otherwise leaves it to `requireDebianTool`. */
export function installMissingDebianTool({ binary, debianPackage }: DebianTool): void {
  if (fs.existsSync(binary) || process.getuid?.() !== 0) return
  process.stderr.write(`Installing Debian's ${debianPackage} package for the tests (apt-get)…\n`)
  const waitForLock = ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`]
  execFileSync('apt-get', [...waitForLock, 'update', '-qq'], { stdio: 'ignore' })
  execFileSync('apt-get', [...waitForLock, 'install', '-y', '-qq', debianPackage], { stdio: 'ignore' })
  if (!fs.existsSync(binary)) throw new Error(`apt-get installed ${debianPackage}, but ${binary} is still missing`)
}

export function requireDebianTool({ binary, debianPackage }: DebianTool): string {
  if (!fs.existsSync(binary))
    throw new Error(
      `${binary} is missing: install Debian's ${debianPackage} package (npm test does so when run as root)`,
    )
  return binary
}
