/**
 * Tools some tests drive (Chromium, xmllint) come from Debian's packages, never from a download. When one is
 * missing and we are root, it is installed with apt-get, as the machine notes prescribe.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const INSTALL_WAIT_MS = 10 * 60_000

export function ensureDebianTool(binary: string, debianPackage: string): void {
  if (fs.existsSync(binary)) return
  if (process.getuid?.() !== 0) throw new Error(`${binary} is missing: install Debian's ${debianPackage} package`)
  // Test files run in parallel and may install at the same moment: wait for apt's and dpkg's locks instead of
  // failing on them, and if apt still fails, give a concurrent installer time to finish.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=600']
  try {
    execFileSync('apt-get', [...waitForLock, 'update', '-qq'], { stdio: 'ignore' })
    execFileSync('apt-get', [...waitForLock, 'install', '-y', '-qq', debianPackage], { stdio: 'ignore' })
  } catch (error) {
    const deadline = Date.now() + INSTALL_WAIT_MS
    while (!fs.existsSync(binary) && Date.now() < deadline) execFileSync('sleep', ['2'])
    if (!fs.existsSync(binary)) throw error
  }
}
