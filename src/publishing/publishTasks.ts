/**
 * The publishing tasks (docs/decisions/012-publishing-jobs.md). Each reads the article afresh, does nothing unless
 * it is published (only published content leaves the server), does nothing when its result is already current
 * (so a retried or repeated job changes nothing), and writes its outcome to the article's publish log. A task that
 * throws is retried by the jobs queue with backoff.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { drizzleOf } from '../db/adapter'
import { publicArticle } from '../db/publicVisibility'
import { env } from '../env'
import { announceContentChangeFrom } from '../server/pageCache/announceContentChange'
import { articlePath } from '../site/paths'
import { contentHash, type PublishableArticle } from './articleText'
import { currentEmbeddingModel, embed } from './embeddingProvider'
import { storedEmbeddingOf, storeEmbedding } from './embeddingStore'
import { logPublishEvent, type PublishTask } from './publishLog'
import { updateRelatedFor } from './related/relatedArticles'
import { postArticle, socialNetworkName } from './social/socialNetwork'
import { summarize } from './summaryProvider'

interface LoadedArticle extends PublishableArticle {
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

type Outcome = { status: 'succeeded' | 'skipped'; message: string }

/** Runs one task's work for a published article, logs what happened, and rethrows failures for the retry. */
async function runLogged(payload: Payload, articleId: number, task: PublishTask, work: (article: LoadedArticle) => Promise<Outcome>, needsPublished = true) {
  const article = await loadArticle(payload, articleId)
  if (!article) return { output: { status: 'skipped', message: 'the article no longer exists' } }
  if (needsPublished && !article.isPublished) {
    await logPublishEvent(payload, articleId, task, 'skipped', 'the article is not published; nothing was sent anywhere')
    return { output: { status: 'skipped', message: 'not published' } }
  }
  try {
    const outcome = await work(article)
    await logPublishEvent(payload, articleId, task, outcome.status, outcome.message)
    return { output: outcome }
  } catch (error) {
    await logPublishEvent(payload, articleId, task, 'failed', error instanceof Error ? error.message : String(error))
    throw error
  }
}

const articleIdOf = (input: unknown) => (input as { articleId: number }).articleId

const articleInput = [{ name: 'articleId', type: 'number' as const, required: true }]
const output = [
  { name: 'status', type: 'text' as const },
  { name: 'message', type: 'text' as const },
]
/** Retries with exponential backoff: 5 more attempts over about 5 minutes by default. */
const retries = () => ({ attempts: 5, backoff: { type: 'exponential' as const, delay: env.JOBS_RETRY_DELAY_MS } })

export const summaryTask: TaskConfig = {
  slug: 'summary',
  inputSchema: articleInput,
  outputSchema: output,
  retries: retries(),
  handler: async ({ input, req }) =>
    runLogged(req.payload, articleIdOf(input), 'summary', async (article) => {
      if (article.summaryByEditor) return { status: 'skipped', message: 'an editor wrote the summary' }
      const hash = contentHash(article)
      if (article.summary && article.summarySourceHash === hash) return { status: 'skipped', message: 'the summary is current' }
      const summary = await summarize(article)
      // The latest version too, which the cockpit shows and Payload builds the next save on (keepJobResults).
      await drizzleOf(req.payload).execute(sql`
        WITH a AS (UPDATE articles SET summary = ${summary.text}, summary_source_hash = ${hash} WHERE id = ${article.id})
        UPDATE _articles_v SET version_summary = ${summary.text}, version_summary_source_hash = ${hash} WHERE parent_id = ${article.id} AND latest`)
      await announceContentChangeFrom(drizzleOf(req.payload), 'articles')
      return { status: 'succeeded', message: `${summary.provider} ${summary.model}: ${summary.text.split(/\s+/).length} words` }
    }),
}

export const embeddingTask: TaskConfig = {
  slug: 'embedding',
  inputSchema: articleInput,
  outputSchema: output,
  retries: retries(),
  handler: async ({ input, req }) =>
    runLogged(req.payload, articleIdOf(input), 'embedding', async (article) => {
      const hash = contentHash(article)
      const stored = await storedEmbeddingOf(req.payload, article.id)
      if (stored && stored.contentHash === hash && stored.model === currentEmbeddingModel().model) {
        return { status: 'skipped', message: `the embedding is current (${stored.model})` }
      }
      const embedding = await embed(article)
      await storeEmbedding(req.payload, article.id, embedding, hash)
      return { status: 'succeeded', message: `${embedding.provider} ${embedding.model}, ${embedding.vector.length} dimensions` }
    }),
}

export const relatedTask: TaskConfig = {
  slug: 'related-articles',
  inputSchema: articleInput,
  outputSchema: output,
  retries: retries(),
  handler: async ({ input, req }) =>
    runLogged(
      req.payload,
      articleIdOf(input),
      'related-articles',
      async (article) => {
        const started = performance.now()
        const outcome = await updateRelatedFor(req.payload, article.id)
        const took = `${Math.round(performance.now() - started)} ms`
        if (!article.isPublished) return { status: 'succeeded', message: `removed from ${outcome.neighbours.length} other lists (${took})` }
        return {
          status: 'succeeded',
          message: `${outcome.related.length} related (${outcome.backend}): ${outcome.related.map((item) => `#${item.id}`).join(', ') || 'none yet'}; ${outcome.neighbours.length} other lists updated (${took})`,
        }
      },
      false,
    ),
}

export const socialTask: TaskConfig = {
  slug: 'social-post',
  inputSchema: articleInput,
  outputSchema: output,
  retries: retries(),
  handler: async ({ input, req }) =>
    runLogged(req.payload, articleIdOf(input), 'social-post', async (article) => {
      if (article.socialPostUrl) return { status: 'skipped', message: `already posted: ${article.socialPostUrl}` }
      if (!socialNetworkName()) return { status: 'skipped', message: 'no social network is configured (SOCIAL_NETWORK)' }
      const posted = await postArticle({
        id: article.id,
        title: article.title,
        excerpt: article.excerpt,
        url: `${env.baseUrl}${articlePath(article.pmsSlug!, article.slug)}`,
        pmsName: article.pmsName,
        publishedAt: article.publishedAt ?? new Date(),
      })
      if (!posted) return { status: 'skipped', message: 'no social network is configured' }
      await drizzleOf(req.payload).execute(sql`
        WITH a AS (UPDATE articles SET social_post_url = ${posted.url} WHERE id = ${article.id})
        UPDATE _articles_v SET version_social_post_url = ${posted.url} WHERE parent_id = ${article.id} AND latest`)
      return { status: 'succeeded', message: `posted to ${posted.network}: ${posted.url}` }
    }),
}
