/**
 * The public reads of a listing's newest article, a PMS's count and latest date and a sitemap range's date are each
 * one probe of a partial index of public articles whose predicate is the article's own half of the visibility rule,
 * trash included (migration 20261203_120000; the rule, src/ground/db/publicVisibility.ts): all but the range's are
 * answered from the index alone. A condition of the rule missing from the predicate would still let PostgreSQL pick
 * the index, but it would read the table for every entry to check it: no `Index Only Scan`, and the condition as a
 * `Filter`. A test database holds no rows, where a scan and a sort are cheaper: with both turned off for the
 * planner, what remains shows which index answers each statement as the app writes it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  latestPublicationOfPms,
  newestChangeOfPublicArticles,
  publicArticleCountOfPms,
} from '../../src/content/articles/publicArticlesOfListing'
import { articleIdsBylinedBy } from '../../src/content/articles/byline'
import { newestChangeFirst, publicArticleOwnRule, publicPmsIds } from '../../src/ground/db/publicVisibility'
import { ARTICLE_IDS_PER_SITEMAP } from '../../src/ground/paths'
import { freshDatabase, type TestDatabase } from '../helpers/testEnv'

let database: TestDatabase
let client: pg.Client
const dialect = new PgDialect()

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

/** The plan of a statement the app writes, with its parameters as the app binds them. */
async function planOf(statement: SQL): Promise<string> {
  const query = dialect.sqlToQuery(statement)
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params)
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}

/**
 * The articles read from `index` alone, the visibility rule never checked row by row: the plan's node that reads
 * `articles` (with its conditions, the lines up to the next node) is an index-only scan of it naming none of the
 * rule's columns. (The public PMS profiles, read beside it, are checked on their own table.) `indexOnly: false` for
 * an index on an expression of a column, which PostgreSQL never reads alone (it would need the column itself).
 */
function expectIndexOnly(plan: string, index: string | RegExp, { indexOnly = true } = {}) {
  const lines = plan.split('\n')
  const start = lines.findIndex((line) => / on articles a\b/.test(line))
  expect(start, plan).toBeGreaterThanOrEqual(0)
  const end = lines.findIndex((line, i) => i > start && line.includes('->'))
  const node = lines.slice(start, end === -1 ? undefined : end).join('\n')
  const name = typeof index === 'string' ? index : index.source
  const scan = indexOnly ? 'Index Only Scan' : 'Index Scan'
  expect(node, plan).toMatch(new RegExp(`${scan} (Backward )?using ${name} on articles a\\b`))
  expect(node, plan).not.toMatch(/deleted_at|is_published|slug|published_at IS/)
  expect(plan).not.toMatch(/Sort/)
}

describe('the partial indexes of public articles', () => {
  it('carry the whole own rule of an article in their predicate, the trash included', async () => {
    const { rows } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'articles' AND indexname LIKE 'articles_public_%' ORDER BY indexname`,
    )
    expect(rows.map((row) => row.indexname)).toEqual([
      'articles_public_author_changed_idx',
      'articles_public_category_changed_idx',
      'articles_public_pms_changed_idx',
      'articles_public_pms_newest_idx',
      'articles_public_range_changed_idx',
    ])
    for (const { indexname, indexdef } of rows)
      expect(indexdef, indexname).toMatch(
        /WHERE \(is_published AND \(slug IS NOT NULL\) AND \(published_at IS NOT NULL\) AND \(deleted_at IS NULL\)\)$/,
      )
  })
})

describe('public reads answer from them alone', () => {
  it("a category's and an author's newest change (the sitemap of listings, the category pages)", async () => {
    expectIndexOnly(
      await planOf(sql`SELECT ${newestChangeOfPublicArticles({ category: sql`${1}`, publicPmsIds })}`),
      'articles_public_category_changed_idx',
    )
    expectIndexOnly(
      await planOf(sql`SELECT ${newestChangeOfPublicArticles({ author: sql`${1}`, publicPmsIds })}`),
      'articles_public_author_changed_idx',
    )
  })

  it("a PMS's newest change, count of articles and latest publication (the directory, hubs, search)", async () => {
    expectIndexOnly(
      await planOf(sql`SELECT ${newestChangeOfPublicArticles({ pms: sql`${1}` })}`),
      'articles_public_pms_changed_idx',
    )
    expectIndexOnly(
      await planOf(sql`SELECT ${publicArticleCountOfPms(sql`${1}`)}`),
      /articles_public_pms_(changed|newest)_idx/,
    )
    expectIndexOnly(await planOf(sql`SELECT ${latestPublicationOfPms(sql`${1}`)}`), 'articles_public_pms_newest_idx')
  })

  it("a sitemap range's newest change, the rule in the index (src/content/articles/publicArticlesForSitemaps.ts)", async () => {
    const range = sql.raw(String(ARTICLE_IDS_PER_SITEMAP))
    expectIndexOnly(
      await planOf(sql`
        SELECT a.updated_at AS at FROM articles a
        WHERE (a.id - 1) / ${range} = ${0} AND ${publicArticleOwnRule('a')} AND a.pms_id = ANY (${publicPmsIds})
        ORDER BY ${newestChangeFirst('a')} LIMIT 1`),
      'articles_public_range_changed_idx',
      { indexOnly: false },
    )
  })
})

describe("an author's articles, co-written ones included (docs/decisions/069-co-bylines.md)", () => {
  it('are found through the rels index by author and the lead-author index, then the articles by id: no scan', async () => {
    const plan = await planOf(sql`
      SELECT a.id FROM articles a WHERE a.id = ANY (${articleIdsBylinedBy(sql`${1}`)})
      ORDER BY a.published_at DESC, a.id DESC LIMIT 10`)
    expect(plan).toMatch(/Index Scan (using|on) articles_rels_authors_id_idx\b/)
    expect(plan).toMatch(/Index Scan (using|on) articles_author_idx\b/)
    expect(plan).toMatch(/Index Scan (using|on) articles_pkey\b/)
    expect(plan).not.toMatch(/Seq Scan/)
  })
})
