/**
 * The global setup makes only the database fixtures the run's files name (tests/setup/fixturesNamed.ts): a run of a
 * few files must still get every fixture those files clone, and a run it cannot list gets them all.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

import { DATABASE_FIXTURE_NAMES } from '../setup/databaseFixtures'
import { fixturesNamed } from '../setup/fixturesNamed'

const tests = path.resolve(import.meta.dirname, '..')
const file = (name: string) => path.join(tests, name)

it('makes only the migrated fixture for files that name none (CI smoke tests)', () => {
  expect(fixturesNamed([file('http/smoke.test.ts'), file('http/embedded.test.ts')])).toEqual(['migrated'])
})

it('makes the fixtures a file names, whatever else the run holds', () => {
  expect(fixturesNamed([file('http/badInput.test.ts'), file('static/fixturesNamed.test.ts')])).toEqual([
    'migrated',
    'seededWithAccounts',
  ])
})

it("makes every fixture some app file names when the whole suite runs, and all when the run's files are unknown", () => {
  const appFiles = fs
    .globSync('**/*.test.ts', { cwd: tests })
    .filter((name) => !name.startsWith('static/'))
    .map(file)
  const named = DATABASE_FIXTURE_NAMES.filter(
    (name) => name === 'migrated' || appFiles.some((f) => fs.readFileSync(f, 'utf8').includes(`database: '${name}'`)),
  )
  expect(fixturesNamed(appFiles)).toEqual(named)
  expect(fixturesNamed([])).toEqual([...DATABASE_FIXTURE_NAMES])
})

it('makes the fixture a rig beside the file names, so that one MCP test file run alone gets it', () => {
  expect(fixturesNamed([file('http/mcp/writeTools.test.ts')])).toContain('seededWithAccounts')
})
