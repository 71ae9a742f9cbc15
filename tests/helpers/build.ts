/**
 * The HTTP tests run the production build. It is rebuilt when missing or older than any source file, so a plain
 * `npm test` on a fresh clone works and never tests stale code. The test run does this once, in its global setup,
 * before any test file starts: a build takes minutes on two cores, far too long for a file's beforeAll.
 *
 * The two halves of `npm run build` are made apart: the bundles first (`npm run build:bundle`, seconds), so that the
 * global setup's fixtures already run `npm run cli` and the worker from them, then Next's build beside the fixtures.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { outputsAreFresh } from '../../scripts/sourceFreshness.mjs'
import { until } from './until'

/** The server, worker and CLI bundles (scripts/bundleServer.ts). */
const BUNDLES = ['dist/server.mjs', 'dist/worker.mjs', 'dist/cli.mjs']

/** `next build` takes about two minutes on an idle two-core machine; this bound only catches a hung build. */
const BUILD_LIMIT_MS = 20 * 60_000

/**
 * The build as a newcomer's shell runs it: `next build` keeps a NODE_ENV it finds (Vitest's `test` here) instead of
 * setting its own `production`.
 */
const BUILD_ENV = { ...process.env, NODE_ENV: 'production' } as const

function runScript(root: string, script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'npm',
      ['run', script],
      { cwd: root, env: BUILD_ENV, timeout: BUILD_LIMIT_MS, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve()
        const why = error.killed
          ? `was stopped after the ${BUILD_LIMIT_MS / 60_000} min limit`
          : `failed (exit ${String(error.code)})`
        reject(new Error(`npm run ${script} ${why}:\n${stdout.slice(-4000)}${stderr.slice(-4000)}`, { cause: error }))
      },
    )
    child.stdin?.end()
  })
}

/** Runs `work` alone even when several processes ask at the same time (a lock directory serialises them). */
async function underBuildLock(root: string, work: () => Promise<void>): Promise<void> {
  const lock = path.join(root, '.next-build.lock')
  // Taken once this process makes the directory; another process's build may hold it for up to the build limit.
  await until(
    () => {
      try {
        fs.mkdirSync(lock)
        return true
      } catch {
        // A lock older than any build is left over from a killed run.
        const stat = fs.statSync(lock, { throwIfNoEntry: false })
        if (stat && Date.now() - stat.mtimeMs > BUILD_LIMIT_MS) fs.rmSync(lock, { recursive: true, force: true })
        return false
      }
    },
    { limitMs: 3 * BUILD_LIMIT_MS, everyMs: 500, what: () => `the build lock ${lock} is still held` },
  )
  try {
    await work()
  } finally {
    fs.rmdirSync(lock)
  }
}

/** The server, worker and CLI bundles, made again when older than a source. */
export function ensureFreshBundles(root: string): Promise<void> {
  return underBuildLock(root, async () => {
    if (outputsAreFresh(root, BUNDLES)) return
    process.stderr.write('Bundling the server, the worker and the CLI (npm run build:bundle)…\n')
    await runScript(root, 'build:bundle')
  })
}

/** Next's build, made again when older than a source; the bundles must be fresh already (ensureFreshBundles). */
export function ensureFreshNextBuild(root: string): Promise<void> {
  return underBuildLock(root, async () => {
    if (outputsAreFresh(root, ['.next/BUILD_ID'])) return
    process.stderr.write("Building the app's pages for the HTTP tests (npm run build:next)…\n")
    await runScript(root, 'build:next')
  })
}

/** The whole build, as `npm run build` makes it. */
export async function ensureFreshBuild(root: string): Promise<void> {
  await ensureFreshBundles(root)
  await ensureFreshNextBuild(root)
}
