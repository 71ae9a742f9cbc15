/**
 * Whether a build output is newer than the code it was made from: one answer for `npm run cli` (scripts/launchCli.mjs,
 * which runs the CLI bundle only when it is current) and for the tests' build check (tests/helpers/build.ts). Plain
 * JavaScript, because the CLI's launcher runs before anything can compile TypeScript.
 */
import fs from 'node:fs'
import path from 'node:path'

/** What the build is made from, relative to the project root. Tests are not. */
export const SOURCES = [
  'src',
  'server.ts',
  'scripts',
  'payload.config.ts',
  'next.config.ts',
  'tsconfig.json',
  'package-lock.json',
]

/** @param {string} entry @returns {number} the newest modification time under `entry` (a file or a folder) */
function newestMtime(entry) {
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry)) {
    if (child.endsWith('.test.ts')) continue
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  }
  return newest
}

/**
 * @param {string} root the project root
 * @param {string[]} outputs build outputs, relative to the root
 * @returns {boolean} every output exists and no source changed after the oldest of them
 */
export function outputsAreFresh(root, outputs) {
  const absolute = outputs.map((output) => path.join(root, output))
  if (!absolute.every((output) => fs.existsSync(output))) return false
  const built = Math.min(...absolute.map((output) => fs.statSync(output).mtimeMs))
  return SOURCES.every(
    (source) => !fs.existsSync(path.join(root, source)) || newestMtime(path.join(root, source)) <= built,
  )
}
