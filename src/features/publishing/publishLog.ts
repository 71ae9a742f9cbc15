/** The publish log: one `publish-events` record per task outcome, shown on the article in the cockpit. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, queryInRequest } from '../../ground/db/adapter'

/** The publishing steps the log names, in the order a publication runs them (the collection's options too). */
export const PUBLISH_TASKS = [
  'schedule',
  'summary',
  'embedding',
  'related-articles',
  'social-post',
  'websub-ping',
  'social-web',
  'standard-site',
] as const
export type PublishTask = (typeof PUBLISH_TASKS)[number]
export type PublishOutcome = 'succeeded' | 'failed' | 'skipped'

/**
 * `message` in words for editors; `detail`, what a developer needs (provider, model, the error itself); `req`, the
 * transaction of an article's save that the event belongs to; `jobId`, the job whose task it was (`doneInJob`).
 */
export async function logPublishEvent(
  payload: Payload,
  articleId: number,
  task: PublishTask,
  status: PublishOutcome,
  message: string,
  detail?: string,
  req?: PayloadRequest,
  jobId?: number,
): Promise<void> {
  await payload.create({
    collection: 'publish-events',
    data: {
      article: articleId,
      task,
      status,
      message: message.slice(0, 1000),
      detail: detail?.slice(0, 4000) ?? null,
      job_id: jobId ?? null,
    },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
}

/**
 * What task `task` of job `jobId` already did, if it finished (succeeded or skipped) in an earlier run of that job:
 * the database can go away after a task's work and its log entry committed but before Payload recorded the task as
 * done, and the job's next run would do the work again (a second social post, a second log entry). Null otherwise.
 */
export async function doneInJob(
  payload: Payload,
  jobId: number,
  task: PublishTask,
): Promise<{ status: Exclude<PublishOutcome, 'failed'>; message: string } | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT status, message FROM publish_events WHERE job_id = ${jobId} AND task = ${task} AND status <> 'failed'
    ORDER BY id DESC LIMIT 1`)
  const row = rows[0] as { status: 'succeeded' | 'skipped'; message: string | null } | undefined
  return row ? { status: row.status, message: row.message ?? '' } : null
}

/**
 * Deletes an article's publish log in the request's transaction (the article's delete). The article's row is locked
 * first, so that a publishing job finishing meanwhile cannot log an event between this delete and the article's: its
 * insert waits for the delete, then fails on the foreign key, and its retry finds no article and stops. The lock and
 * the delete are two statements: an event whose insert was under way when the lock was asked for commits before the
 * lock is granted, and a statement sees only what had committed when it began — one statement would leave that event,
 * and the article's delete would then fail on it (its ON DELETE SET NULL against the NOT NULL column: SQLSTATE 23502).
 */
export async function deletePublishLogOf(req: PayloadRequest, articleId: number | string): Promise<void> {
  await queryInRequest(req, sql`SELECT id FROM articles WHERE id = ${articleId} FOR UPDATE`)
  await queryInRequest(req, sql`DELETE FROM publish_events WHERE article_id = ${articleId}`)
}
