/**
 * Read counts are kept READ_COUNTS_KEEP_DAYS days (src/features/analytics/readCounts.ts): settling adds the tally's rows and,
 * once a day in each process, forgets the older days.
 */
import { beforeAll, expect, it } from 'vitest'

import { useLocalPayload } from '../helpers/localPayload'

const local = useLocalPayload()
let readCounts: typeof import('../../src/features/analytics/readCounts')

beforeAll(async () => {
  readCounts = await import('../../src/features/analytics/readCounts')
  const [{ today }] = await local.sql(`SELECT current_date::text AS today`)
  databaseToday = Date.parse(`${today}T00:00:00Z`)
})

/** The database's own today, whatever its time zone: the kept days are counted from it. */
let databaseToday: number

const row = (daysAgo: number, reads = 1) => ({
  day: new Date(databaseToday - daysAgo * 86_400_000).toISOString().slice(0, 10),
  path: '/glossary',
  format: 'html' as const,
  kind: 'person' as const,
  name: '',
  referrer: '',
  purpose: '' as const,
  reads,
  disallowed: 0,
  refused: 0,
})

const daysKept = async () =>
  (await local.sql(`SELECT (current_date - day)::int AS ago FROM read_counts ORDER BY 1`)).map((kept) => kept.ago)

it('adds the rows, forgets the days past the kept ones once a day, and keeps the rest', async () => {
  let today = '2026-11-29'
  const settle = readCounts.readCountsSettlement(local.payload, 31, () => today)

  await settle([row(0), row(31), row(32), row(400)])
  expect(await daysKept()).toEqual([0, 31])

  // The same day: rows are added, nothing more is forgotten.
  await settle([row(45)])
  expect(await daysKept()).toEqual([0, 31, 45])

  today = '2026-11-30'
  await settle([row(0, 2)])
  expect(await daysKept()).toEqual([0, 31])
  expect(await local.sql(`SELECT reads FROM read_counts WHERE day = current_date`)).toEqual([{ reads: '3' }])
})
