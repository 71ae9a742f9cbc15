/**
 * The run's own embedded PostgreSQL (no DATABASE_URL: tests/setup/globalSetup.ts) is thrown away afterwards, so it
 * runs without waiting for the disk. A server at DATABASE_URL is the operator's, configured by them: not checked.
 */
import pg from 'pg'
import { expect, inject, it } from 'vitest'

it.skipIf(process.env.DATABASE_URL)(
  'never flushes to disk: no fsync, no synchronous commit, no full-page writes',
  async () => {
    const client = new pg.Client({ connectionString: inject('databaseServerUrl') })
    await client.connect()
    try {
      const { rows } = await client.query(
        `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`,
      )
      expect(rows).toEqual([
        { name: 'fsync', setting: 'off' },
        { name: 'full_page_writes', setting: 'off' },
        { name: 'synchronous_commit', setting: 'off' },
      ])
    } finally {
      await client.end()
    }
  },
)
