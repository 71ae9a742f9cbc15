/** A fresh database with the demo content, seeded by the CLI as an operator would, and its data directory. */
import { expect } from 'vitest'

import { runCliProcess } from './runCliProcess'
import { freshDatabase, tempDataDir, type TestDatabase } from './testEnv'

export async function seededDatabase(): Promise<{ database: TestDatabase; dataDir: string }> {
  const database = await freshDatabase()
  const dataDir = tempDataDir()
  const seeded = await runCliProcess(['seed'], { DATABASE_URL: database.url, DATA_DIR: dataDir })
  expect(seeded.code, seeded.stderr).toBe(0)
  return { database, dataDir }
}
