/**
 * What every publishing task shares (docs/decisions/012-publishing-jobs.md): it reads the article afresh, does nothing
 * unless it is published (only published content leaves the server), and writes its outcome to the article's publish
 * log. A task that throws is retried by the jobs queue with backoff.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { drizzleOf } from '../db/adapter'
import { publicArticle } from '../db/publicVisibility'
import { env } from '../env'
import type { PublishableArticle } from './articleText'
import { logPublishEvent, type PublishTask } from './publishLog'

export interface LoadedArticle extends PublishableArticle {
  isPublished: boolean
  publishedAt: Date | null
  summary: string | null
  summaryByEditor: boolean
  summarySourceHash: string | null
  socialPostUrl: string | null
  pmsName: string | null
  pmsSlug: string | null
}

async function loadArticle(payload: Payload, id: number): Promise<LoadedArticle | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT a.id, a.title, a.slug, a.excerpt, a.body, a.summary, a.summary_by_editor, a.summary_source_hash, a.social_post_url, a.published_at,
           ${publicArticle('a', 'p')} AS live, p.name AS pms_name, p.slug AS pms_slug
    FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = ${id}`)
  const row = rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  return {
    id: row.id as number,
    title: row.title as string,
    slug: row.slug as string,
    excerpt: row.excerpt as string | null,
    body: row.body as string,
    isPublished: row.live === true,
    publishedAt: row.published_at ? new Date(row.published_at as string) : null,
    summary: row.summary as string | null,
    summaryByEditor: row.summary_by_editor === true,
    summarySourceHash: row.summary_source_hash as string | null,
    socialPostUrl: row.social_post_url as string | null,
    pmsName: row.pms_name as string | null,
    pmsSlug: row.pms_slug as string | null,
  }
}

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
}

/** Runs one task's work for a published article, logs what happened, and rethrows failures for the retry. */
async function runLogged(
  payload: Payload,
  articleId: number,
  task: PublishTask,
  work: (article: LoadedArticle) => Promise<Outcome>,
  needsPublished = true,
) {
  const article = await loadArticle(payload, articleId)
  if (!article) return { output: { status: 'skipped', message: 'the article no longer exists' } }
  if (needsPublished && !article.isPublished) {
    await logPublishEvent(
      payload,
      articleId,
      task,
      'skipped',
      'The article is not published, so nothing was done or sent.',
    )
    return { output: { status: 'skipped', message: 'not published' } }
  }
  try {
    const outcome = await work(article)
    await logPublishEvent(payload, articleId, task, outcome.status, outcome.message, outcome.detail)
    return { output: outcome }
  } catch (error) {
    await logPublishEvent(
      payload,
      articleId,
      task,
      'failed',
      FAILED_WORDS[task],
      error instanceof Error ? error.message : String(error),
    )
    throw error
  }
}

const articleIdOf = (input: unknown) => (input as { articleId: number }).articleId

/**
 * A publishing task: `{ articleId }` in, `{ status, message }` out, retried with exponential backoff (5 more attempts
 * over about 5 minutes by default), its work run through runLogged.
 */
export function articleTask(
  slug: Exclude<PublishTask, 'schedule'>,
  work: (article: LoadedArticle, payload: Payload) => Promise<Outcome>,
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
    handler: async ({ input, req }) =>
      runLogged(req.payload, articleIdOf(input), slug, (article) => work(article, req.payload), needsPublished),
  }
}
