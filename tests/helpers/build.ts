/**
 * The HTTP tests run the production build. It is rebuilt when missing or older than any source file, so a plain
 * `npm test` on a fresh clone works and never tests stale code. The test run does this once, in its global setup,
 * before any test file starts: a build takes minutes on two cores, far too long for a file's beforeAll.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'server.ts', 'scripts', 'payload.config.ts', 'next.config.ts', 'tsconfig.json', 'package-lock.json']

/** What `npm run build` makes last: the server and worker bundles (scripts/bundleServer.ts), after Next's build. */
const BUNDLES = ['dist/server.mjs', 'dist/worker.mjs']

/** `next build` takes about two minutes on an idle two-core machine; this bound only catches a hung build. */
const BUILD_LIMIT_MS = 20 * 60_000

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
  const outputs = ['.next/BUILD_ID', ...BUNDLES].map((output) => path.join(root, output))
  if (!outputs.every((output) => fs.existsSync(output))) return false
  const built = Math.min(...outputs.map((output) => fs.statSync(output).mtimeMs))
  return SOURCES.every((source) => !fs.existsSync(path.join(root, source)) || newestMtime(path.join(root, source)) <= built)
}

function build(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile('npm', ['run', 'build'], { cwd: root, timeout: BUILD_LIMIT_MS, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve()
      const why = error.killed ? `was stopped after the ${BUILD_LIMIT_MS / 60_000} min limit` : `failed (exit ${String(error.code)})`
      reject(new Error(`npm run build ${why}:\n${stdout.slice(-4000)}${stderr.slice(-4000)}`, { cause: error }))
    })
    child.stdin?.end()
  })
}

/** Builds once even when several processes ask at the same time (a lock directory serialises them). */
export async function ensureFreshBuild(root: string): Promise<void> {
  const lock = path.join(root, '.next-build.lock')
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      // A lock older than any build is left over from a killed run.
      const stat = fs.statSync(lock, { throwIfNoEntry: false })
      if (stat && Date.now() - stat.mtimeMs > BUILD_LIMIT_MS) fs.rmSync(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  try {
    if (buildIsFresh(root)) return
    process.stderr.write('Building the app for the HTTP tests (npm run build)…\n')
    await build(root)
  } finally {
    fs.rmdirSync(lock)
  }
}
