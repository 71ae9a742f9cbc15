/**
 * Which database fixtures a run needs: those its test files name as a quoted string (`useApp({ database: 'seeded' })`),
 * and `migrated`, which every file without a name gets. A run of a few files (CI's smoke tests, a file run alone
 * while working on it) then makes no seed and no publishing it does not use, a minute or two of two cores; naming
 * one more than a file uses (the word `'published'` in a test of something else) only makes one more fixture.
 */
import fs from 'node:fs'

import { DATABASE_FIXTURE_NAMES, type DatabaseFixtureName } from './databaseFixtures'

/** `files`: the run's test files (absolute paths); empty when unknown, and then every fixture is made. */
export function fixturesNamed(files: string[]): DatabaseFixtureName[] {
  if (files.length === 0) return [...DATABASE_FIXTURE_NAMES]
  const appFiles = files.filter((file) => /\/tests\/(?!static\/).*\.test\.ts$/.test(file))
  const texts = appFiles.map((file) => fs.readFileSync(file, 'utf8'))
  return DATABASE_FIXTURE_NAMES.filter(
    (name) => name === 'migrated' || texts.some((text) => new RegExp(`['"\`]${name}['"\`]`).test(text)),
  )
}
