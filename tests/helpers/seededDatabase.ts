/** A fresh database with the demo content, seeded by the CLI as an operator would (once per run), and its data directory. */
import { fixtureDatabase, type TestDatabase } from './testEnv'

export function seededDatabase(): Promise<{ database: TestDatabase; dataDir: string }> {
  return fixtureDatabase('seeded')
}
