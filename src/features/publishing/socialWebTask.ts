/**
 * The publishing step that tells the social web (docs/decisions/044-federation.md): last in the publishing job, so
 * that its failure holds up nothing else, and queued on its own when an article is deleted. It queues what the change
 * means — `Create` and `Announce` on first publication, `Update` on an edit, `Delete` when the article leaves the
 * public site — for the followers' inboxes (src/features/federation/outbox.ts); the workers deliver them. Its outcome goes to
 * the publish log, but for a deleted article, whose log went with it.
 */
import type { Payload, TaskConfig } from 'payload'

import { env } from '../../ground/env'
import { federatedArticleById } from '../federation/articleDocument'
import { type ArticleChange, federateArticleChange, type SentActivity } from '../federation/outbox'
import { jobIdOf } from './articleTask'
import { doneInJob, logPublishEvent } from './publishLog'

const ARTICLE_CHANGES: readonly ArticleChange[] = ['published', 'edited', 'unpublished', 'deleted']

/** What an editor reads in the publish log. */
function outcomeOf(change: ArticleChange, sent: SentActivity[]): { status: 'succeeded' | 'skipped'; message: string } {
  if (sent.length === 0) {
    const why =
      change === 'published'
        ? 'it was sent when it was first published'
        : change === 'edited'
          ? 'it was published before the social web was set up, or is not public'
          : 'it was never sent there'
    return { status: 'skipped', message: `Nothing to tell the social web: ${why}.` }
  }
  const inboxes = Math.max(...sent.map((activity) => activity.inboxes))
  const what =
    sent[0]!.type === 'Create'
      ? 'the new article'
      : sent[0]!.type === 'Update'
        ? 'the edit'
        : 'that the article was withdrawn'
  return {
    status: 'succeeded',
    message:
      inboxes === 0
        ? `Recorded ${what} on the social web; nobody follows it there yet.`
        : `Sending ${what} to the social web: ${inboxes} ${inboxes === 1 ? 'server' : 'servers'} with followers.`,
  }
}

export const socialWebTask: TaskConfig = {
  slug: 'social-web',
  inputSchema: [
    { name: 'articleId', type: 'number', required: true },
    { name: 'change', type: 'select', options: [...ARTICLE_CHANGES], required: true },
  ],
  outputSchema: [
    { name: 'status', type: 'text' },
    { name: 'message', type: 'text' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: env.JOBS_RETRY_DELAY_MS } },
  handler: async ({ input, job, req }) => {
    const payload: Payload = req.payload
    const { articleId, change } = input as { articleId: number; change: ArticleChange }
    const log = change !== 'deleted'
    const jobId = jobIdOf(job)
    // Done already in an earlier run of this job (./articleTask.ts says when): the social web is not told twice.
    const done = log && jobId !== undefined ? await doneInJob(payload, jobId, 'social-web') : null
    if (done) return { output: done }
    try {
      const article = await federatedArticleById(payload, articleId, env.baseUrl)
      const outcome = outcomeOf(change, await federateArticleChange(payload, articleId, change, article, env.baseUrl))
      if (log)
        await logPublishEvent(
          payload,
          articleId,
          'social-web',
          outcome.status,
          outcome.message,
          undefined,
          undefined,
          jobId,
        )
      return { output: outcome }
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      if (log)
        await logPublishEvent(
          payload,
          articleId,
          'social-web',
          'failed',
          'Could not tell the social web; it will be tried again.',
          detail,
          undefined,
          jobId,
        )
      throw error
    }
  },
}
