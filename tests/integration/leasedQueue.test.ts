/**
 * The leased queue (src/ground/queue/leasedQueue.ts) against PostgreSQL, on tables of this file's own: two workers
 * never get one row; a lease that runs out is claimed again; a renewed one is not; a finished row is done; a failure
 * is tried again on the schedule and given up after the last try; a worker that gives back lets go at once. The table
 * with a lease naming its worker is called `leased work`, a name that only quoting makes valid; the other keeps a flag,
 * as Payload's jobs do.
 */
import { sql } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { type LeasedTable, leasedQueue } from '../../src/ground/queue/leasedQueue'
import { filePools, runSql } from '../helpers/sql'
import { freshDatabase, type TestDatabase } from '../helpers/testEnv'

interface Item {
  topic: string
  n: number
  attempts: number
}

/** Long, so that no lease runs out by itself while the test runs: time passes here by moving leases back. */
const LEASE_MS = 3_600_000
const SCHEDULE = { attempts: 3, firstDelayMs: 60_000, longestDelayMs: 90_000 }

const WORK: LeasedTable<Item> = {
  table: 'leased work',
  key: { topic: 'topic', n: 'n' },
  lease: { owner: 'claimed_by', until: 'claimed_until', ms: LEASE_MS },
  status: { column: 'state', waiting: 'waiting', working: 'working', failed: 'failed' },
  retries: { attempts: 'attempts', dueAt: 'due_at', reason: 'last_error', schedule: SCHEDULE },
  where: sql`q.topic = 'mail'`,
  order: sql`q.n`,
  select: sql`SELECT topic, n, attempts FROM claimed ORDER BY n`,
}

let database: TestDatabase
const pools = filePools()
/** A worker's own connection pool; one that waited on another's locks fails rather than hangs (a claim never waits). */
const connection = () =>
  drizzle(pools.open({ connectionString: database.url, max: 2, options: '-c lock_timeout=10000' }))
const worker = () => leasedQueue(connection(), WORK)
const query = async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await runSql(database.url, text, params)).rows as Row[]
const numbers = (items: Item[]) => items.map((item) => item.n)
/** How row `n` stands; `claimed` while it names a worker or a lease. */
const row = async (n: number) =>
  (
    await query(
      `SELECT state, attempts, claimed_by IS NOT NULL OR claimed_until IS NOT NULL AS claimed, last_error AS error
       FROM "leased work" WHERE topic = 'mail' AND n = $1`,
      [n],
    )
  )[0]
/** As if the leases had run out: the workers holding them died. */
const lapse = () =>
  query(`UPDATE "leased work" SET claimed_until = now() - interval '1 second' WHERE claimed_until IS NOT NULL`)
const secondsUntil = async (column: 'claimed_until' | 'due_at', n: number) =>
  (
    await query<{ seconds: number }>(
      `SELECT extract(epoch FROM ${column} - now())::float8 AS seconds FROM "leased work" WHERE topic = 'mail' AND n = $1`,
      [n],
    )
  )[0]!.seconds

beforeAll(async () => {
  database = await freshDatabase()
  await query(`
    CREATE TABLE "leased work" (
      topic text NOT NULL, n integer NOT NULL, state text NOT NULL DEFAULT 'waiting',
      attempts integer NOT NULL DEFAULT 0, due_at timestamptz NOT NULL DEFAULT now(),
      claimed_by text, claimed_until timestamptz, last_error text, done_at timestamptz,
      PRIMARY KEY (topic, n));
    CREATE TABLE flagged (
      id serial PRIMARY KEY, processing boolean, updated_at timestamptz NOT NULL DEFAULT now(),
      finished boolean NOT NULL DEFAULT false)`)
})

afterAll(async () => {
  await pools.end()
  await database?.drop()
})

beforeEach(async () => {
  await query(`TRUNCATE "leased work", flagged`)
  // Another topic's rows, which this queue's `where` leaves alone.
  await query(`INSERT INTO "leased work" (topic, n) SELECT 'mail', n FROM generate_series(1, 4) n
               UNION ALL SELECT 'post', n FROM generate_series(1, 4) n`)
})

describe('a leased queue', () => {
  it('gives two workers claiming at once different rows, the second without waiting for the first', async () => {
    const second = worker()
    expect(await second.anyClaimable()).toBe(true)
    const [first, theirs] = await connection().transaction(async (transaction) => {
      // The first claim is not committed yet: its rows are locked while the second worker claims.
      const mine = await leasedQueue(transaction, WORK).claim(2)
      return [mine, await second.claim(4)]
    })
    expect(numbers(first)).toEqual([1, 2])
    expect(numbers(theirs)).toEqual([3, 4])
    expect(await worker().claim(4)).toEqual([])

    // Many workers at once, each on its own connection: every row is claimed once.
    await query(`INSERT INTO "leased work" (topic, n) SELECT 'mail', n FROM generate_series(5, 40) n`)
    const claims = await Promise.all(Array.from({ length: 8 }, () => worker().claim(5)))
    const claimed = claims.flatMap(numbers).sort((a, b) => a - b)
    expect(claimed).toEqual(Array.from({ length: 36 }, (_, index) => index + 5))
  })

  it('claims again a row whose lease ran out (its worker died), counting the try', async () => {
    const dead = worker()
    const [item] = await dead.claim(1)
    expect(item).toEqual({ topic: 'mail', n: 1, attempts: 1 })
    const other = worker()
    expect(numbers(await other.claim(1))).toEqual([2])
    await lapse()
    expect(await other.claim(2)).toEqual([
      { topic: 'mail', n: 1, attempts: 2 },
      { topic: 'mail', n: 2, attempts: 2 },
    ])
    // The dead worker, had it lived, learns that the row is no longer its own.
    expect(await dead.renew(item!)).toBe(false)
  })

  it('keeps a renewed lease: the row is not claimed again', async () => {
    const holder = worker()
    const [first, second] = await holder.claim(2)
    await lapse()
    expect(await holder.renew(first!)).toBe(true)
    expect(await secondsUntil('claimed_until', 1)).toBeGreaterThan(LEASE_MS / 1000 - 60)
    const other = worker()
    expect(numbers(await other.claim(4))).toEqual([2, 3, 4])
    expect(await holder.renew(second!)).toBe(false)

    // A heartbeat renews every row the worker holds, and only those.
    await lapse()
    await holder.renewAll()
    expect(await secondsUntil('claimed_until', 1)).toBeGreaterThan(LEASE_MS / 1000 - 60)
    expect(numbers(await worker().claim(4))).toEqual([2, 3, 4])
  })

  it('marks a finished row done and lets it go, whoever holds it by then', async () => {
    const holder = worker()
    const [first, second] = await holder.claim(2)
    await holder.finish(first!, sql`state = 'done', done_at = now()`)
    expect(await row(1)).toEqual({ state: 'done', attempts: 1, claimed: false, error: null })

    // The second's lease runs out and another worker takes it; the first worker's work is done all the same.
    await lapse()
    const other = worker()
    expect(numbers(await other.claim(1))).toEqual([2])
    await holder.finish(second!, sql`state = 'done', done_at = now()`)
    expect(await row(2)).toEqual({ state: 'done', attempts: 2, claimed: false, error: null })
    expect(await other.renew(second!)).toBe(false)

    await query(`UPDATE "leased work" SET state = 'done' WHERE n > 2`)
    expect(await other.anyClaimable()).toBe(false)
    expect(await other.claim(4)).toEqual([])
  })

  it('tries a failed row again on the schedule, and gives it up after the last try or at once when told', async () => {
    await query(`DELETE FROM "leased work" WHERE topic = 'mail' AND n > 1`)
    const holder = worker()
    const waits: Array<number | null> = []
    for (let attempt = 1; attempt <= SCHEDULE.attempts; attempt += 1) {
      const [item] = await holder.claim(1)
      expect(item).toEqual({ topic: 'mail', n: 1, attempts: attempt })
      waits.push(await holder.fail(item!, `refused ${attempt}`))
      if (attempt === SCHEDULE.attempts) break
      // It waits for its time, and is not claimed before.
      expect(await row(1)).toEqual({ state: 'waiting', attempts: attempt, claimed: false, error: `refused ${attempt}` })
      expect(Math.round(await secondsUntil('due_at', 1))).toBe(waits.at(-1)! / 1000)
      expect(await worker().claim(1)).toEqual([])
      await query(`UPDATE "leased work" SET due_at = now() WHERE state = 'waiting'`)
    }
    // The first delay, doubled but at most the longest; none after the last try.
    expect(waits).toEqual([60_000, 90_000, null])
    expect(await row(1)).toEqual({ state: 'failed', attempts: 3, claimed: false, error: 'refused 3' })
    expect(await worker().claim(1)).toEqual([])

    await query(`INSERT INTO "leased work" (topic, n) VALUES ('mail', 2)`)
    const [next] = await holder.claim(1)
    expect(await holder.fail(next!, 'will never pass', { giveUp: true })).toBeNull()
    expect(await row(2)).toEqual({ state: 'failed', attempts: 1, claimed: false, error: 'will never pass' })
  })

  it('counts a failure only from the worker holding the row', async () => {
    const dead = worker()
    const [item] = await dead.claim(1)
    await lapse()
    expect(await worker().claim(1)).toEqual([{ topic: 'mail', n: 1, attempts: 2 }])
    await dead.fail(item!, 'too late')
    expect(await row(1)).toEqual({ state: 'working', attempts: 2, claimed: true, error: null })
  })

  it('gives back what a stopping worker holds, and only that: claimable at once, the try uncounted', async () => {
    expect(numbers(await worker().claim(1))).toEqual([1])
    const stopping = worker()
    expect(numbers(await stopping.claim(3))).toEqual([2, 3, 4])
    await stopping.giveBack()
    expect(await row(2)).toEqual({ state: 'waiting', attempts: 0, claimed: false, error: null })
    expect(await worker().claim(4)).toEqual([2, 3, 4].map((n) => ({ topic: 'mail', n, attempts: 1 })))
    expect(await row(1)).toEqual({ state: 'working', attempts: 1, claimed: true, error: null })
  })

  it('refuses a table described without a key', () => {
    expect(() => leasedQueue(connection(), { ...WORK, key: {} })).toThrow('leasedQueue(leased work): no key columns')
  })
})

describe('a leased queue whose lease is a flag', () => {
  const FLAGGED: LeasedTable<{ id: number }> = {
    table: 'flagged',
    key: { id: 'id' },
    lease: { flag: 'processing', renewedAt: 'updated_at', ms: LEASE_MS },
    where: sql`NOT q.finished`,
    order: sql`q.id`,
    select: sql`SELECT id FROM claimed ORDER BY id`,
  }
  const flagWorker = () => leasedQueue(connection(), FLAGGED)
  const ids = (rows: Array<{ id: number }>) => rows.map((item) => item.id)
  const age = () => query(`UPDATE flagged SET updated_at = now() - interval '2 hours'`)

  it('keeps the rows a worker renews, lets go those it forgot, and gives back the rest', async () => {
    await query(`INSERT INTO flagged (id) VALUES (1), (2), (3)`)
    const holder = flagWorker()
    expect(ids(await holder.claim(2))).toEqual([1, 2])
    expect(ids(await flagWorker().claim(3))).toEqual([3])
    await query(`UPDATE flagged SET finished = true, processing = false WHERE id = 3`)
    await age()
    await holder.renewAll()
    expect(await flagWorker().claim(3)).toEqual([])

    // Other code settled the first (as Payload finishes its jobs); its stamp is no longer renewed.
    holder.forget({ id: 1 })
    await age()
    await holder.renewAll()
    expect(ids(await flagWorker().claim(3))).toEqual([1])

    await holder.giveBack()
    expect(ids(await flagWorker().claim(3))).toEqual([2])
  })
})
