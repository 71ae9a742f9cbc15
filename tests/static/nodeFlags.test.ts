/**
 * `npm start` and `npm run worker` run with the flags the tests' and benchmarks' processes take (scripts/nodeFlags.mjs):
 * `npm start` through scripts/start.sh, whose choice between the edge's flags and the one process's is run here with a
 * `node` that only says what it was given.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { NODE_FLAGS, serverNodeFlags } from '../../scripts/nodeFlags.mjs'

const root = path.join(import.meta.dirname, '../..')
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts

/** What scripts/start.sh runs in `env`: the arguments it gives `node`. */
function startArguments(env: Record<string, string>): string[] {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-start-'))
  fs.writeFileSync(path.join(bin, 'node'), '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 })
  const printed = execFileSync('sh', ['scripts/start.sh'], {
    cwd: root,
    env: { ...process.env, EDGE: undefined, PATH: `${bin}:${process.env.PATH}`, ...env },
    encoding: 'utf8',
  })
  fs.rmSync(bin, { recursive: true })
  return printed.trim().split('\n')
}

describe('the Node flags of the long-running processes', () => {
  it('are those `npm run worker` runs dist/worker.mjs with', () => {
    expect(scripts.worker).toContain(` node ${NODE_FLAGS.join(' ')} dist/worker.mjs`)
  })

  it('are those `npm start` runs dist/server.mjs with: the edge with its young generation, the one process without', () => {
    expect(scripts.start).toMatch(/ sh scripts\/start\.sh$/)
    for (const env of [{}, { EDGE: 'on' }, { EDGE: 'off' }] as Array<Record<string, string>>) {
      expect(startArguments(env)).toEqual([...serverNodeFlags(env), 'dist/server.mjs'])
    }
    expect(serverNodeFlags({})).toEqual([
      ...NODE_FLAGS,
      '--max-semi-space-size=1',
      '--optimize-for-size',
      '--v8-pool-size=1',
    ])
    expect(serverNodeFlags({ EDGE: 'off' })).toEqual(NODE_FLAGS)
  })
})
