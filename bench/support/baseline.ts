/**
 * Another commit of this repository, checked out beside it (a git worktree under the system's temp directory) for a
 * before-and-after benchmark in one run: `BENCH_BASELINE=<commit>`. It shares this checkout's node_modules when
 * both lock files are the same, and is built by startBenchApp like this checkout.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const thisCheckout = path.resolve(import.meta.dirname, '../..')
const git = (...args: string[]) => execFileSync('git', args, { cwd: thisCheckout, encoding: 'utf8' }).trim()

export function baselineCheckout(revision: string): { root: string; commit: string } {
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`)
  const root = path.join(os.tmpdir(), `pmsnews-baseline-${commit.slice(0, 12)}`)
  if (!fs.existsSync(path.join(root, '.git'))) {
    git('worktree', 'prune')
    git('worktree', 'add', '--detach', root, commit)
  }
  const sameLock = fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(thisCheckout, 'package-lock.json'), 'utf8')
  if (!sameLock) throw new Error(`${commit.slice(0, 12)} has another package-lock.json: run npm ci in ${root} first`)
  if (!fs.existsSync(path.join(root, 'node_modules'))) fs.symlinkSync(path.join(thisCheckout, 'node_modules'), path.join(root, 'node_modules'))
  return { root, commit }
}
