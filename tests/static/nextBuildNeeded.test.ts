/**
 * The global setup builds Next only for a run that serves the built app (tests/setup/nextBuildNeeded.ts): a file that
 * starts the server must get a fresh build, wherever it sits; unit and integration files alone need none.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

import { nextBuildNeeded } from '../setup/nextBuildNeeded'

const root = path.resolve(import.meta.dirname, '../..')
const file = (name: string) => path.join(root, name)

it('builds for the HTTP, browser and fault files, and for an integration file that starts the server', () => {
  expect(nextBuildNeeded([file('tests/http/smoke.test.ts')])).toBe(true)
  expect(nextBuildNeeded([file('tests/faults/rendererKilled.test.ts')])).toBe(true)
  expect(nextBuildNeeded([file('tests/integration/cli.test.ts')])).toBe(true)
  expect(nextBuildNeeded([file('tests/integration/productionBuild.test.ts')])).toBe(true)
  expect(nextBuildNeeded([])).toBe(true)
})

it('does not build for unit and integration files that use no server', () => {
  expect(nextBuildNeeded([file('tests/integration/trash.test.ts'), file('src/server/edge/renderQueue.test.ts')])).toBe(
    false,
  )
})

it('builds for every file of the suite that starts the built server', () => {
  const starters = fs
    .globSync('{tests,src}/**/*.test.ts', { cwd: root })
    .filter((name) => /startAppServer|useApp\(|faultRig/.test(fs.readFileSync(file(name), 'utf8')))
  expect(starters.length).toBeGreaterThan(50)
  for (const name of starters) expect(nextBuildNeeded([file(name)]), name).toBe(true)
})
