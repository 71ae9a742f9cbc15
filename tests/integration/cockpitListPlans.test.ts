/**
 * The cockpit's article list and the dashboard's article lists each read a few rows of an index in their own order,
 * not the whole archive (migration 20261202_150000; `npm run bench:cockpit-list` times them at 100,000 articles).
 * A test database holds a handful of rows, where a scan and a sort are cheaper: with both turned off for the
 * planner, what remains shows whether an index answers each statement as the app sends it.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshDatabase, type TestDatabase } from '../helpers/testEnv'

let database: TestDatabase
let client: pg.Client

beforeAll(async () => {
  database = await freshDatabase()
  client = new pg.Client({ connectionString: database.url })
  await client.connect()
  await client.query('SET enable_seqscan = off; SET enable_sort = off; SET enable_incremental_sort = off')
})

afterAll(async () => {
  await client?.end()
  await database?.drop()
})

const planOf = async (statement: string) =>
  (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement}`)).rows.map((row) => row['QUERY PLAN']).join('\n')

describe('the cockpit reads its article lists from indexes', () => {
  it("the list's first page: the latest versions by publication date, drafts first, then Payload's tie-break", async () => {
    // The statement Payload's list view sends for the collection's default sort (`-published_at`), with draft: true.
    const plan = await planOf(
      `SELECT id FROM _articles_v WHERE latest = true ORDER BY version_published_at DESC, created_at DESC LIMIT 10`,
    )
    expect(plan).toContain('_articles_v_latest_published_idx')
    expect(plan).not.toMatch(/Sort/)
  })

  it("the dashboard's drafts and scheduled articles (src/content/articles/articleFigures.ts)", async () => {
    const drafts = await planOf(
      `SELECT id, title, updated_at AS at FROM articles WHERE NOT is_published AND NOT coalesce(scheduled, false)
       ORDER BY updated_at DESC NULLS LAST LIMIT 8`,
    )
    expect(drafts).toContain('articles_drafts_changed_idx')
    expect(drafts).not.toMatch(/Sort/)
    const scheduled = await planOf(
      `SELECT id, title, published_at AS at FROM articles WHERE scheduled ORDER BY published_at LIMIT 8`,
    )
    expect(scheduled).toContain('articles_scheduled_idx')
    expect(scheduled).not.toMatch(/Sort/)
  })
})
