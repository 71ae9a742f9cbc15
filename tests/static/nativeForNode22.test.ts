/**
 * The postinstall that builds better-sqlite3 for the project's Node 22 (scripts/nativeForNode22.mjs): where it cannot
 * be built (no C++ toolchain on a newcomer's machine), the install must still succeed, since only the AT Protocol test
 * needs the module, and say so.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'

const script = path.resolve(import.meta.dirname, '../../scripts/nativeForNode22.mjs')

it('warns and lets the install succeed when better-sqlite3 can be neither loaded nor built', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'native-'))
  try {
    fs.mkdirSync(path.join(root, 'scripts'))
    fs.copyFileSync(script, path.join(root, 'scripts/nativeForNode22.mjs'))
    // A module that does not load, as one built for another Node's ABI does not.
    const module = path.join(root, 'node_modules/better-sqlite3')
    fs.mkdirSync(module, { recursive: true })
    fs.writeFileSync(path.join(module, 'package.json'), '{"name":"better-sqlite3","main":"index.js"}')
    fs.writeFileSync(path.join(module, 'index.js'), "throw new Error('was compiled against a different Node.js')")
    // A build that fails, as node-gyp does without make and g++.
    const failingGyp = path.join(root, 'failing-gyp.js')
    fs.writeFileSync(failingGyp, 'process.exit(1)')
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/nativeForNode22.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', npm_config_node_gyp: failingGyp },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stderr).toContain('better-sqlite3 does not load')
    expect(run.stderr).toContain('C++ toolchain')
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
