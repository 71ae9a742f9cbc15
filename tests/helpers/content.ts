/**
 * Content rows written straight into a test's database, for HTTP tests that need a page to read and not the write
 * path (that is tested on its own). Nothing here runs Payload's hooks: no slug is derived, nothing is announced, no
 * publishing job is queued. Tests of the write path go through the app (`cms()`, the REST API, MCP) or the local API
 * (./fixtures.ts).
 */
import type { Sql } from './appFixture'

/** One row with its timestamps; resolves to its id. */
async function insertRow(sql: Sql, table: string, fields: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(fields)
  const placeholders = columns.map((_, index) => `$${index + 1}`)
  const [row] = await sql<{ id: number }>(
    `INSERT INTO ${table} (${[...columns, 'updated_at', 'created_at'].join(', ')}) VALUES (${[...placeholders, 'now()', 'now()'].join(', ')}) RETURNING id`,
    Object.values(fields),
  )
  return row!.id
}

/** A PMS profile, published unless said otherwise; with `logo_id`, public content that shows that image. */
export const insertPms = (sql: Sql, pms: { name: string; slug: string; is_published?: boolean; logo_id?: number }) =>
  insertRow(sql, 'pmses', { is_published: true, ...pms })

export const insertAuthor = (sql: Sql, author: { name: string; slug: string; fediverse_handle?: string }) =>
  insertRow(sql, 'authors', author)

/**
 * An article's byline, in order, as Payload keeps it (src/content/articles/byline.ts): its row's `author_id` should be
 * the first of them, as every write through the app makes it.
 */
export async function insertByline(sql: Sql, articleId: number, authorIds: number[]): Promise<void> {
  for (const [index, authorId] of authorIds.entries())
    await sql(`INSERT INTO articles_rels ("order", parent_id, path, authors_id) VALUES ($1, $2, 'authors', $3)`, [
      index + 1,
      articleId,
      authorId,
    ])
}

export const insertCategory = (sql: Sql, category: { name: string; slug: string }) =>
  insertRow(sql, 'categories', category)

/** An article row; published (dated now) unless `is_published` says otherwise. */
export function insertArticle(
  sql: Sql,
  article: { title: string; slug: string; pms_id: number; author_id: number; body?: string } & Record<string, unknown>,
) {
  const published = article.is_published ?? true
  return insertRow(sql, 'articles', {
    body: 'Body.',
    is_published: published,
    published_at: published ? new Date() : null,
    ...article,
  })
}

/** A date `days` before now, for articles that must sort behind the rest. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/** Harbor PMS and the first author of the demo content (the `seeded` fixtures): parents for the articles a test adds. */
export async function demoParents(sql: Sql): Promise<{ pms_id: number; author_id: number }> {
  const [harbor] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
  const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
  return { pms_id: harbor!.id, author_id: author!.id }
}

/** A tag carried by `articleIds`, in that order of theirs (docs/decisions/070-tags.md); in the trash with `trashed`. */
export async function insertTag(
  sql: Sql,
  tag: { name: string; slug: string; description?: string; trashed?: boolean },
  articleIds: number[],
): Promise<number> {
  const { trashed, ...fields } = tag
  const id = await insertRow(sql, 'tags', { ...fields, ...(trashed ? { deleted_at: new Date() } : {}) })
  for (const articleId of articleIds)
    await sql(
      `INSERT INTO articles_rels (parent_id, path, tags_id, "order")
       VALUES ($1, 'tags', $2, (SELECT count(*) + 1 FROM articles_rels WHERE parent_id = $1 AND path = 'tags'))`,
      [articleId, id],
    )
  return id
}
