/**
 * Deleting an article for good while a publishing job logs an event of it (a full run met this as a 409 on
 * `DELETE /cms-api/articles/:id?trash=true` right after publishing steps). The delete's hook locks the article and
 * deletes its publish log; an event whose insert was under way when the delete began commits while the delete waits
 * for the lock. Read with the statement's first snapshot, that event survived, and the foreign key's ON DELETE SET NULL
 * then broke its NOT NULL (SQLSTATE 23502, answered 409). The delete must take the event with it.
 */
import pg from 'pg'
import { expect, it } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { useLocalPayload } from '../helpers/localPayload'

const local = useLocalPayload()

it('deletes an article whose publishing job logged an event while the delete waited for it', async () => {
  const { payload, sql } = local
  const article = await createArticle(payload, await createArticleParents(payload), { is_published: true })
  const job = new pg.Client({ connectionString: local.database.url })
  await job.connect()
  try {
    // A publishing job's log entry, written but not yet committed: it holds the article's key share lock.
    await job.query('BEGIN')
    await job.query(
      `INSERT INTO publish_events (article_id, task, status, message, updated_at, created_at)
       VALUES ($1, 'social-web', 'succeeded', 'told the followers', now(), now())`,
      [article.id],
    )
    const deleted = payload.delete({ collection: 'articles', id: article.id, overrideAccess: true, trash: true })
    const outcome = deleted.then(
      () => 'deleted',
      (error: unknown) => `refused: ${String(error)}`,
    )
    // The delete waits on the job's lock of the article before the job commits.
    await expect
      .poll(
        async () =>
          (
            await sql(`SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`)
          )[0]!.n,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0)
    await job.query('COMMIT')
    expect(await outcome).toBe('deleted')
  } finally {
    await job.end()
  }
  expect(await sql('SELECT id FROM articles WHERE id = $1', [article.id])).toEqual([])
  expect(await sql('SELECT id FROM publish_events WHERE article_id = $1', [article.id])).toEqual([])
})
