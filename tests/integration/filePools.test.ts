/**
 * tests/helpers/sql.ts's `filePools`: ending them waits until every connection they opened has closed its socket, so
 * that a test file's `DROP DATABASE … WITH (FORCE)` after it has no connection left to end from the server's side.
 * pg-pool's own `end()` resolves before that; a forced drop then surfaced as an uncaught error on a pool (CI, stop 79).
 */
import type pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { filePools } from '../helpers/sql'
import { freshDatabase, type TestDatabase } from '../helpers/testEnv'

let database: TestDatabase

beforeAll(async () => {
  database = await freshDatabase()
})

afterAll(async () => {
  await database?.drop()
})

it('ends a pool only once each of its connections has closed, then lets a forced drop end none', async () => {
  const pools = filePools()
  const opened: pg.PoolClient[] = []
  const closed = new Set<pg.PoolClient>()
  const errors: Error[] = []
  const pool = pools.open({ connectionString: database.url, max: 3 })
  pool.on('connect', (client) => {
    opened.push(client)
    client.on('end', () => closed.add(client))
  })
  pool.on('error', (error) => errors.push(error))
  // Three connections held at once, all idle when the pools end.
  const held = await Promise.all([1, 2, 3].map(() => pool.connect()))
  for (const client of held) {
    await client.query('SELECT 1')
    client.release()
  }
  expect(opened).toHaveLength(3)

  await pools.end()
  expect(closed.size).toBe(3)
  await database.drop()
  expect(errors).toEqual([])
})
