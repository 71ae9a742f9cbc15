/**
 * Every published article, for the documents that list them all (llms.txt): read in batches by
 * keyset, so 100,000 articles cost a few dozen indexed queries and never sit in memory together. Only what a list
 * line needs is read, of the public articles (src/ground/db/publicVisibility.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { preparedRows } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'

export interface ArticleIndexEntry {
  id: number
  title: string
  slug: string
  pmsSlug: string
  excerpt: string | null
  publishedAt: Date
  updatedAt: Date
}

const BATCH_SIZE = 2000

interface Row {
  id: number
  title: string
  slug: string
  pms_slug: string
  excerpt: string | null
  published_at: Date | string
  updated_at: Date | string
}

const entryOf = (row: Row): ArticleIndexEntry => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  pmsSlug: row.pms_slug,
  excerpt: row.excerpt,
  publishedAt: new Date(row.published_at),
  updatedAt: new Date(row.updated_at),
})

async function query(payload: Payload, where: SQL, order: SQL, limit: number, offset = 0): Promise<Row[]> {
  const rows = await preparedRows(
    payload,
    sql`
    SELECT a.id, a.title, a.slug, p.slug AS pms_slug, a.excerpt, a.published_at, a.updated_at
    FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE ${publicArticle('a', 'p')} AND ${where}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows as unknown as Row[]
}

/** Newest first, by publication date: the order readers and agents scan in. */
export async function* publishedArticlesNewestFirst(payload: Payload): AsyncGenerator<ArticleIndexEntry> {
  let after: { publishedAt: Date; id: number } | null = null
  for (;;) {
    const where: SQL = after
      ? sql`(a.published_at, a.id) < (${after.publishedAt.toISOString()}::timestamptz, ${after.id})`
      : sql`true`
    const rows = await query(payload, where, sql`a.published_at DESC, a.id DESC`, BATCH_SIZE)
    for (const row of rows) yield entryOf(row)
    if (rows.length < BATCH_SIZE) return
    const last = entryOf(rows.at(-1)!)
    after = { publishedAt: last.publishedAt, id: last.id }
  }
}

export async function countPublishedArticles(payload: Payload): Promise<number> {
  const rows = await preparedRows(
    payload,
    sql`
    SELECT count(*)::int AS count FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE ${publicArticle('a', 'p')}`,
  )
  return (rows[0] as { count: number }).count
}
