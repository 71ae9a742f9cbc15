/**
 * What the cockpit's lists read, inserted by SQL in seconds: `articles` generated articles (./generateArticles.ts), a
 * tenth of them drafts, each with its latest version in `_articles_v` (Payload's list view reads drafts, so it reads
 * the versions table), one in a thousand of them a `contributor`'s own drafts when one is named, and `notes` editorial notes spread over the newest articles when the `article_notes` table
 * exists (the review feature's collection: threads of a first note and replies, a third of them resolved).
 * Returns what it did, one line each, for the bench to print.
 */
import type pg from 'pg'

import { generateArticles } from './generateArticles'

/**
 * Columns of `articles` copied into a version as `version_<name>`, whichever fields the collection has today: each
 * as the name and the expression that reads it (an enum is cast to the versions table's own enum type).
 */
async function versionedColumns(client: pg.Client): Promise<Array<{ name: string; value: string }>> {
  const { rows } = await client.query<{ name: string; type: string; udt: string }>(
    `SELECT a.column_name AS name, v.data_type AS type, v.udt_name AS udt
     FROM information_schema.columns a
     JOIN information_schema.columns v
       ON v.table_schema = a.table_schema AND v.table_name = '_articles_v' AND v.column_name = 'version_' || a.column_name
     WHERE a.table_schema = current_schema() AND a.table_name = 'articles' AND a.is_generated = 'NEVER'
     ORDER BY a.ordinal_position`,
  )
  return rows.map(({ name, type, udt }) => ({
    name,
    value: type === 'USER-DEFINED' ? `"${name}"::text::"${udt}"` : `"${name}"`,
  }))
}

async function tableExists(client: pg.Client, table: string): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  )
  return rows.length > 0
}

export async function seedCockpitContent(
  client: pg.Client,
  {
    articles,
    notes,
    noteAuthor,
    contributor,
  }: { articles: number; notes: number; noteAuthor: number; contributor?: number },
): Promise<string[]> {
  const said: string[] = []
  let started = performance.now()
  await generateArticles(client, articles)
  // A newsroom's list has drafts among the published: every tenth article.
  await client.query(
    `UPDATE articles SET is_published = (id % 10 <> 0), published_at = CASE WHEN id % 10 = 0 THEN NULL ELSE published_at END,
       _status = (CASE WHEN id % 10 = 0 THEN 'draft' ELSE 'published' END)::enum_articles_status`,
  )
  // A contributor's own drafts: one article in a thousand (a freelancer's hundred at 100,000), all drafts.
  if (contributor !== undefined)
    await client.query(`UPDATE articles SET created_by_id = $1 WHERE id % 1000 = 0`, [contributor])
  const columns = await versionedColumns(client)
  await client.query(
    `INSERT INTO _articles_v (parent_id, ${columns.map((c) => `"version_${c.name}"`).join(', ')}, latest, autosave, created_at, updated_at)
     SELECT id, ${columns.map((c) => c.value).join(', ')}, true, false, updated_at, updated_at FROM articles`,
  )
  said.push(
    `${articles} articles (a tenth drafts) with their latest versions written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )

  if (!(await tableExists(client, 'article_notes'))) {
    said.push(`${notes} editorial notes skipped: this checkout has no article_notes table (the review feature's)`)
  } else {
    started = performance.now()
    // Threads of a first note and up to three replies on the newest articles, two notes in five resolved threads.
    const threads = Math.ceil(notes / 4)
    await client.query(
      `INSERT INTO article_notes (article_id, body, author_id, parent_id, resolved, created_at, updated_at)
       SELECT a.id, 'Please check the figures in paragraph ' || n || ' against the vendor''s release.', $1, NULL,
              n % 3 = 0, now() - make_interval(mins => n), now() - make_interval(mins => n)
       FROM generate_series(1, $2) AS n
       JOIN (SELECT id, row_number() OVER (ORDER BY id DESC) AS k FROM articles) a ON a.k = 1 + (n * 7) % ($2 * 2)`,
      [noteAuthor, threads],
    )
    await client.query(
      `INSERT INTO article_notes (article_id, body, author_id, parent_id, resolved, created_at, updated_at)
       SELECT t.article_id, 'Done: reply ' || n || ' to the note above.', $1, t.id, false,
              t.created_at + make_interval(mins => n), t.created_at + make_interval(mins => n)
       FROM (SELECT id, article_id, created_at, row_number() OVER (ORDER BY id) AS k FROM article_notes WHERE parent_id IS NULL) t
       JOIN generate_series(1, $2) AS n ON t.k = 1 + n % $3`,
      [noteAuthor, notes - threads, threads],
    )
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM article_notes`)
    said.push(`${rows[0].n} editorial notes written in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  // A live database as autovacuum keeps it, within a minute of such writes: statistics, the articles' rows rewritten
  // above cleaned away, and each page marked all-visible (an index-only count reads no table rows). Without it the
  // run times a database no newsroom has: one whose 100,000 rows were all written a moment ago.
  await client.query('VACUUM (ANALYZE)')
  return said
}
