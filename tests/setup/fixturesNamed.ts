/**
 * Which database fixtures a run needs: those its test files name as a quoted string (`useApp({ database: 'seeded' })`),
 * and `migrated`, which every file without a name gets. A run of a few files (CI's smoke tests, a file run alone
 * while working on it) then makes no seed and no publishing it does not use, a minute or two of two cores; naming
 * one more than a file uses (the word `'published'` in a test of something else) only makes one more fixture. A rig
 * beside the tests (`./mcpClient`, whose `useMcpApp` names the fixture for every MCP test) is read with the file that
 * imports it, so that such a file run alone still gets its fixture.
 */
import fs from 'node:fs'
import path from 'node:path'

import { DATABASE_FIXTURE_NAMES, type DatabaseFixtureName } from './databaseFixtures'

/** `files`: the run's test files (absolute paths); empty when unknown, and then every fixture is made. */
export function fixturesNamed(files: string[]): DatabaseFixtureName[] {
  if (files.length === 0) return [...DATABASE_FIXTURE_NAMES]
  const appFiles = files.filter((file) => /\/tests\/(?!static\/).*\.test\.ts$/.test(file))
  const texts = appFiles.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8')
    return [text, ...rigsBeside(file, text)]
  })
  return DATABASE_FIXTURE_NAMES.filter(
    (name) => name === 'migrated' || texts.some((text) => new RegExp(`['"\`]${name}['"\`]`).test(text)),
  )
}

/** The texts of the modules `file` imports from its own folder (`from './…'`), one level deep. */
function rigsBeside(file: string, text: string): string[] {
  const rigs = [...text.matchAll(/from '\.\/([^']+)'/g)].map((match) => path.join(path.dirname(file), `${match[1]}.ts`))
  return rigs.filter((rig) => fs.existsSync(rig)).map((rig) => fs.readFileSync(rig, 'utf8'))
}
