/** Waiting on Payload's jobs queue (`payload_jobs`) of a test's database, whichever process runs it. */
import type { Sql } from './appFixture'
import { until } from './until'

/**
 * Resolves once no job (of `task`, when given) is due or running. A job that failed for good, or one scheduled more
 * than a minute ahead (a scheduled publication), does not count. Needs no test context: the global setup uses it too.
 */
export async function queueDrained(
  sql: Sql,
  { task, timeoutMs = 60_000 }: { task?: string; timeoutMs?: number } = {},
): Promise<void> {
  let left = 0
  await until(
    async () => {
      const [row] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM payload_jobs
         WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND (wait_until IS NULL OR wait_until <= now() + interval '1 minute')
           AND ($1::text IS NULL OR task_slug::text = $1)`,
        [task ?? null],
      )
      left = row!.n
      return left === 0
    },
    { limitMs: timeoutMs, what: () => `${left} jobs${task ? ` of ${task}` : ''} still queued` },
  )
}

/**
 * The clock moved past an article's date, rather than waited for: the date, on its row and its versions, and the
 * article's pending jobs (its scheduled publication) made a minute past.
 */
export async function dateComes(sql: Sql, articleId: number): Promise<void> {
  await sql(`UPDATE articles SET published_at = now() - interval '1 minute' WHERE id = $1`, [articleId])
  await sql(`UPDATE _articles_v SET version_published_at = now() - interval '1 minute' WHERE parent_id = $1`, [
    articleId,
  ])
  await sql(
    `UPDATE payload_jobs SET wait_until = now() - interval '1 minute'
     WHERE completed_at IS NULL AND (input->>'articleId')::int = $1`,
    [articleId],
  )
}
