/**
 * What a search asks PostgreSQL (docs/decisions/011-search.md, "Planning"): the statement that finds a window's
 * candidate articles is planned for the words searched (the tsquery a constant, so the planner sees how common they
 * are), and the one that ranks what was found, counts and makes the snippets is prepared — the same text whatever the
 * words, planned once per connection. Planned on every search, it had cost PostgreSQL more than running it. The
 * archive's shape is read by a statement without parameters, which PostgreSQL plans once per connection.
 */
import { sql } from '@payloadcms/db-postgres'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { genericPlanRows } from '../../src/ground/db/adapter'
import { newestCandidates } from '../../src/features/search/articleCandidates'
import { searchContent } from '../../src/features/search/searchContent'
import { parseSearchQuery } from '../../src/features/search/searchQuery'
import { createArticle, createArticleParents } from '../helpers/fixtures'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

let local: LocalPayload

beforeAll(async () => {
  local = await startLocalPayload()
})

afterAll(async () => {
  await local?.close()
})

interface Asked {
  name?: string
  text: string
}

/** The statements `run` sends through the app's pool, named or not: what its connections are asked. */
async function statementsOf(run: () => Promise<unknown>): Promise<Asked[]> {
  const pool = (local.payload.db as unknown as { pool: pg.Pool & { Client: typeof pg.Client } }).pool
  const query = vi.spyOn(pool.Client.prototype, 'query')
  try {
    await run()
    return query.mock.calls.map(([first]) =>
      typeof first === 'string'
        ? { text: first }
        : { name: (first as pg.QueryConfig).name, text: (first as pg.QueryConfig).text },
    )
  } finally {
    query.mockRestore()
  }
}

describe('a search', () => {
  it('plans the statement finding candidates for its words, and ranks them with one prepared statement', async () => {
    const parents = await createArticleParents(local.payload)
    await createArticle(local.payload, parents, {
      title: 'Night audit without the night shift',
      slug: 'night-audit-without-the-night-shift',
      body: 'The night audit closes the day: rates posted, no-shows charged.',
      is_published: true,
    })
    await createArticle(local.payload, parents, {
      title: 'Housekeeping boards',
      slug: 'housekeeping-boards',
      body: 'Rooms cleaned and inspected, in real time.',
      is_published: true,
    })

    let found: Awaited<ReturnType<typeof searchContent>> | undefined
    const asked = await statementsOf(async () => {
      found = await searchContent(local.payload, parseSearchQuery('night audit'), 1, 10)
    })
    expect(found?.hits.map((hit) => hit.title)).toEqual(['Night audit without the night shift'])
    expect(found?.hits[0]?.snippet).toContain('night')

    const ranking = asked.filter((statement) => statement.text.includes('ts_rank_cd'))
    expect(ranking).toHaveLength(1)
    expect(ranking[0]!.name).toMatch(/^site_/)
    // With its generic plan forced (PostgreSQL planned it for the ids' count on every call), in a read-only transaction.
    const rankingAt = asked.indexOf(ranking[0]!)
    expect(asked[rankingAt - 1]!.text).toBe('BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_generic_plan')
    expect(asked[rankingAt + 1]!.text).toBe('COMMIT')
    const candidates = asked.filter((statement) => /search_vector @@/.test(statement.text) && !statement.name)
    expect(candidates).toHaveLength(1)
    expect(candidates[0]!.text).not.toContain('ts_rank_cd')
    // The archive's shape (the statistics the first window is sized by) in a prepared statement without parameters,
    // planned once per connection: beside the words it was planned on every search.
    const shape = asked.filter((statement) => statement.text.includes('pg_stats'))
    expect(shape).toHaveLength(1)
    expect(shape[0]!.name).toMatch(/^site_/)
    expect(shape[0]!.text).not.toMatch(/\$\d/)

    // Other words: the same prepared statement.
    const again = await statementsOf(() =>
      searchContent(local.payload, parseSearchQuery('housekeeping'), 1, 10).then((other) =>
        expect(other.hits.map((hit) => hit.title)).toEqual(['Housekeeping boards']),
      ),
    )
    expect(
      again.filter((statement) => statement.text.includes('ts_rank_cd')).map((statement) => statement.name),
    ).toEqual([ranking[0]!.name])
  })

  it('that matches nothing still counts, and ranks nothing past the last page', async () => {
    const nothing = await searchContent(local.payload, parseSearchQuery('zzyzx qwfp'), 1, 10)
    expect(nothing).toMatchObject({ total: 0, more: false, hits: [] })
    const past = await searchContent(local.payload, parseSearchQuery('night audit'), 5, 10)
    expect(past.hits).toEqual([])
    expect(past.total).toBeGreaterThan(0)
  })
  it('widens a window that found too few, and ranks only once the last window is found', async () => {
    // A large archive's shape whose newest window lies after every article: the first window finds nothing, so the
    // whole archive is looked in next (docs/decisions/011-search.md).
    const shape = {
      total: 100_000,
      dateBounds: Array.from({ length: 101 }, () => '2999-01-01T00:00:00Z'),
      lexemes: new Map<string, number>(),
    }
    let found: Awaited<ReturnType<typeof newestCandidates>> | undefined
    const asked = await statementsOf(async () => {
      found = await newestCandidates(local.payload, sql`${"'night' & 'audit'"}::tsquery`, shape, 600, {})
    })
    expect(found?.ids).toHaveLength(1)
    expect(found?.more).toBe(false)
    const windows = asked.filter((statement) => /search_vector @@/.test(statement.text))
    expect(windows).toHaveLength(2)
    expect(windows[0]!.text).toContain('published_at >=')
    expect(windows[1]!.text).not.toContain('published_at >=')
    expect(asked.some((statement) => statement.text.includes('ts_rank_cd'))).toBe(false)
  })
})

describe('a statement run with its generic plan forced', () => {
  it('fails alone: its transaction is rolled back and the connection serves the next statement', async () => {
    const pool = (local.payload.db as unknown as { pool: pg.Pool }).pool
    await expect(genericPlanRows(local.payload, sql`SELECT 1 / ${0}::int AS n`)).rejects.toThrow(/division by zero/)
    expect(pool.totalCount).toBeGreaterThan(0)
    // Every connection the pool holds is out of any transaction, and the forced mode ended with the one it was set in.
    for (let i = 0; i < pool.totalCount; i += 1) {
      const [row] = await genericPlanRows<{ n: number }>(local.payload, sql`SELECT ${2}::int AS n`)
      expect(row).toEqual({ n: 2 })
      const { rows } = await pool.query<{ mode: string; open: boolean }>(
        `SELECT current_setting('plan_cache_mode') AS mode, now() <> statement_timestamp() AS open`,
      )
      expect(rows).toEqual([{ mode: 'auto', open: false }])
    }
  })
})
