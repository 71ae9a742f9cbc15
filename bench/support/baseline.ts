/**
 * Another commit of this repository, checked out beside it (a git worktree under the system's temp directory) for a
 * before-and-after benchmark in one run: `BENCH_BASELINE=<commit>`. Its dependencies are installed with `npm ci`
 * (Next's build refuses a node_modules linked from outside the project), and it is built by startBenchApp like this
 * checkout.
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
  if (!fs.existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  return { root, commit }
}
