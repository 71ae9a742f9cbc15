/**
 * `npm run cli` (scripts/launchCli.mjs) runs the build's CLI bundle only while it is newer than every source file, and
 * the sources through tsx otherwise, so a developer never runs a stale CLI. Checked on a copy of the launcher in a
 * project of its own, whose "bundle" and "sources" say which of them ran.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-cli-launcher-'))
afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

function write(file: string, text: string, mtime: Date) {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
  fs.writeFileSync(path.join(project, file), text)
  fs.utimesSync(path.join(project, file), mtime, mtime)
}

const runCli = (...args: string[]) =>
  execFileSync(path.join(root, 'node_modules/.bin/node'), [path.join(project, 'scripts/launchCli.mjs'), ...args], {
    cwd: project,
    encoding: 'utf8',
  })

it('runs dist/cli.mjs while it is newer than the sources, and the sources through tsx once one changed', () => {
  const earlier = new Date(Date.now() - 60_000)
  for (const file of ['launchCli.mjs', 'sourceFreshness.mjs'])
    write(`scripts/${file}`, fs.readFileSync(path.join(root, 'scripts', file), 'utf8'), earlier)
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'))
  write('package.json', fs.readFileSync(path.join(root, 'package.json'), 'utf8'), earlier)
  // TypeScript only tsx can run (a type annotation, an import without extension), as the real sources are.
  write('src/answer.ts', 'export const answer: string = "sources"\n', earlier)
  write(
    'scripts/cli.ts',
    'import { answer } from "../src/answer"\nconsole.log(answer, process.argv.slice(2).join(" "))\n',
    earlier,
  )
  write('dist/cli.mjs', 'console.log("bundle", process.argv.slice(2).join(" "))\n', new Date(Date.now() + 1000))

  expect(runCli('tokens:list')).toBe('bundle tokens:list\n')

  write('src/answer.ts', 'export const answer: string = "edited sources"\n', new Date(Date.now() + 60_000))
  expect(runCli('tokens:list')).toBe('edited sources tokens:list\n')
})
