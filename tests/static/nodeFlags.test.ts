/** `npm start` and `npm run worker` run with the flags the tests' and benchmarks' processes take (scripts/nodeFlags.mjs). */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { NODE_FLAGS } from '../../scripts/nodeFlags.mjs'

const scripts = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

describe('the Node flags of the long-running processes', () => {
  it.each([
    ['start', 'dist/server.mjs'],
    ['worker', 'dist/worker.mjs'],
  ])('are those `npm run %s` runs %s with', (script, bundle) => {
    expect(scripts[script]).toContain(` node ${NODE_FLAGS.join(' ')} ${bundle}`)
  })
})
