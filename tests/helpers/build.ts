/**
 * The HTTP tests run the production build. It is rebuilt when missing or older than any source file, so a plain
 * `npm test` on a fresh clone works and never tests stale code.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'payload.config.ts', 'next.config.ts', 'package-lock.json']

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry)) {
    if (child.endsWith('.test.ts')) continue
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  }
  return newest
}

export function buildIsFresh(root: string): boolean {
  const marker = path.join(root, '.next/BUILD_ID')
  if (!fs.existsSync(marker)) return false
  const built = fs.statSync(marker).mtimeMs
  return SOURCES.every((source) => !fs.existsSync(path.join(root, source)) || newestMtime(path.join(root, source)) <= built)
}

/** Builds once even when several test workers ask at the same time (a lock directory serialises them). */
export async function ensureFreshBuild(root: string): Promise<void> {
  const lock = path.join(root, '.next-build.lock')
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      // A lock older than any build is left over from a killed run.
      const stat = fs.statSync(lock, { throwIfNoEntry: false })
      if (stat && Date.now() - stat.mtimeMs > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  try {
    if (buildIsFresh(root)) return
    process.stderr.write('Building the app for the HTTP tests (npm run build)…\n')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  } finally {
    fs.rmdirSync(lock)
  }
}
