/**
 * `npm run lint` (scripts/lint.mjs) runs every `lint:*` script of package.json side by side, prints each one's output
 * whole under its name, and fails when any of them fails. Each test runs the script in a project of its own whose
 * checks are shell commands.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'

const script = path.resolve(import.meta.dirname, '../../scripts/lint.mjs')
const roots: string[] = []

/** A project with these `lint:*` scripts and a copy of scripts/lint.mjs. */
function project(scripts: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-'))
  roots.push(root)
  fs.mkdirSync(path.join(root, 'scripts'))
  fs.copyFileSync(script, path.join(root, 'scripts/lint.mjs'))
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ scripts: { lint: 'node scripts/lint.mjs', ...scripts } }),
  )
  return root
}

const lint = (root: string) =>
  spawnSync(process.execPath, [path.join(root, 'scripts/lint.mjs')], { cwd: root, encoding: 'utf8' })

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

it('fails when one check fails, naming it, after every check has run', () => {
  const run = lint(project({ 'lint:first': 'echo first ran', 'lint:second': 'echo second broke >&2; exit 3' }))
  expect(run.status).toBe(1)
  expect(run.stdout).toContain('::: lint:first (echo first ran) passed in ')
  expect(run.stdout).toMatch(
    /::: lint:second \(echo second broke >&2; exit 3\) failed \(exit code 3\) in [\d.]+ s\nsecond broke\n/,
  )
  expect(run.stdout).toMatch(/::: lint failed in [\d.]+ s: lint:second\n$/)
})

it('passes when every check passes', () => {
  const run = lint(project({ 'lint:first': 'true', 'lint:second': 'true' }))
  expect(run.status).toBe(0)
  expect(run.stdout).toMatch(/::: lint passed in [\d.]+ s\n$/)
})

it('runs two checks at once', () => {
  // Each check ends only once the other has started, or fails after 30 s: run one after the other, the first fails.
  const waitFor = (mine: string, other: string) =>
    `touch ${mine}; for i in $(seq 300); do [ -e ${other} ] && exit 0; sleep 0.1; done; exit 1`
  const run = lint(project({ 'lint:a': waitFor('a', 'b'), 'lint:b': waitFor('b', 'a') }))
  expect(run.stdout).toMatch(/::: lint passed in/)
  expect(run.status).toBe(0)
})

it("prints each check's lines together though the checks run at once", () => {
  const run = lint(project({ 'lint:a': "seq 20000 | sed 's/^/a/'", 'lint:b': "seq 20000 | sed 's/^/b/' >&2" }))
  expect(run.status).toBe(0)
  const lines = run.stdout.split('\n')
  for (const name of ['a', 'b']) {
    const header = lines.findIndex((line) => line.startsWith(`::: lint:${name} `))
    expect(lines.slice(header + 1, header + 20001)).toEqual(Array.from({ length: 20000 }, (_, i) => `${name}${i + 1}`))
  }
})

it('stops what its checks started when it is stopped', async () => {
  const root = project({ 'lint:sleeper': "sh -c 'echo $$ > sleeper.pid; exec sleep 600'" })
  const child = spawn(process.execPath, [path.join(root, 'scripts/lint.mjs')], { cwd: root, stdio: 'ignore' })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const pidFile = path.join(root, 'sleeper.pid')
  await expect.poll(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').endsWith('\n')).toBe(true)
  const sleeper = Number(fs.readFileSync(pidFile, 'utf8'))
  child.kill('SIGTERM')
  await exited
  const alive = () => {
    try {
      process.kill(sleeper, 0)
      return true
    } catch {
      return false
    }
  }
  try {
    await expect.poll(alive).toBe(false)
  } finally {
    if (alive()) process.kill(sleeper, 'SIGKILL')
  }
})
