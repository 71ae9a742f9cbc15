/**
 * Tools some tests drive (Chromium, xmllint) come from Debian's packages, never from a download. When one is
 * missing and we are root, it is installed with apt-get, as the machine notes prescribe.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export function ensureDebianTool(binary: string, debianPackage: string): void {
  if (fs.existsSync(binary)) return
  if (process.getuid?.() !== 0) throw new Error(`${binary} is missing: install Debian's ${debianPackage} package`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'ignore' })
}
