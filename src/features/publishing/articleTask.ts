/**
 * What every publishing task shares (docs/decisions/012-publishing-jobs.md): it reads the article afresh, does nothing
 * unless it is published (only published content leaves the server), and writes its outcome to the article's publish
 * log. A task that throws is retried by the jobs queue with backoff.
 */
import type { Payload, TaskConfig } from 'payload'

import { type ArticleForPublishing, articleForPublishing } from '../../content/articles/articleForPublishing'
import { env } from '../../ground/env'
import { doneInJob, logPublishEvent, type PublishTask } from './publishLog'

/** `message` is for editors; `detail` (providers, models, timings) for whoever runs the service. */
export type Outcome = { status: 'succeeded' | 'skipped'; message: string; detail?: string }

/** What a failure means to an editor; the error itself goes in the detail. The job is tried again (ADR 012). */
const FAILED_WORDS: Record<PublishTask, string> = {
  schedule: 'Could not publish at the scheduled time; it will be tried again.',
  summary: 'Could not write the summary; it will be tried again.',
  embedding: 'Could not prepare the article for related articles; it will be tried again.',
  'related-articles': 'Could not update the related articles; it will be tried again.',
  'social-post': 'Could not post to the social network; it will be tried again.',
  'websub-ping': 'Could not notify feed readers; it will be tried again.',
  'social-web': 'Could not tell the social web; it will be tried again.',
  'standard-site': 'Could not update the site’s records on Bluesky; it will be tried again.',
}

/** Runs one task's work for a published article, logs what happened, and rethrows failures for the retry. */
async function runLogged(
  payload: Payload,
  articleId: number,
  task: PublishTask,
  work: (article: ArticleForPublishing) => Promise<Outcome>,
  { needsPublished, jobId }: { needsPublished: boolean; jobId: number | undefined },
) {
  // Done already in an earlier run of this job, which the database lost before the job recorded it: not done twice.
  const done = jobId === undefined ? null : await doneInJob(payload, jobId, task)
  if (done) return { output: done }
  const article = await articleForPublishing(payload, articleId)
  if (!article) return { output: { status: 'skipped', message: 'the article no longer exists' } }
  if (needsPublished && !article.isPublished) {
    await logPublishEvent(
      payload,
      articleId,
      task,
      'skipped',
      'The article is not published, so nothing was done or sent.',
      undefined,
      undefined,
      jobId,
    )
    return { output: { status: 'skipped', message: 'not published' } }
  }
  try {
    const outcome = await work(article)
    await logPublishEvent(payload, articleId, task, outcome.status, outcome.message, outcome.detail, undefined, jobId)
    return { output: outcome }
  } catch (error) {
    await logPublishEvent(
      payload,
      articleId,
      task,
      'failed',
      FAILED_WORDS[task],
      error instanceof Error ? error.message : String(error),
      undefined,
      jobId,
    )
    throw error
  }
}

const articleIdOf = (input: unknown) => (input as { articleId: number }).articleId

/** The id of the job running a task, where Payload names one (a task run alone, outside a job, has none). */
export const jobIdOf = (job: { id?: number | string } | undefined): number | undefined => {
  const id = Number(job?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * A publishing task: `{ articleId }` in, `{ status, message }` out, retried with exponential backoff (5 more attempts
 * over about 5 minutes by default), its work run through runLogged.
 */
export function articleTask(
  slug: Exclude<PublishTask, 'schedule' | 'standard-site'>,
  work: (article: ArticleForPublishing, payload: Payload) => Promise<Outcome>,
  { needsPublished = true }: { needsPublished?: boolean } = {},
): TaskConfig {
  return {
    slug,
    inputSchema: [{ name: 'articleId', type: 'number', required: true }],
    outputSchema: [
      { name: 'status', type: 'text' },
      { name: 'message', type: 'text' },
    ],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: env.JOBS_RETRY_DELAY_MS } },
    handler: async ({ input, job, req }) =>
      runLogged(req.payload, articleIdOf(input), slug, (article) => work(article, req.payload), {
        needsPublished,
        jobId: jobIdOf(job),
      }),
  }
}
