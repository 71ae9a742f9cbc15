/**
 * The publishing tasks (docs/decisions/012-publishing-jobs.md), each doing nothing when its result is already current
 * (so a retried or repeated job changes nothing); what they share is in articleTask.ts.
 */
import { sql } from '@payloadcms/db-postgres'

import { drizzleOf } from '../db/adapter'
import { env } from '../env'
import { announceContentChangeFrom } from '../server/pageCache/announceContentChange'
import { tagsOfArticlesNow } from '../server/pageCache/changeTags'
import { articlePath } from '../site/paths'
import { articleTask } from './articleTask'
import { contentHash } from './articleText'
import { currentEmbeddingModel, embed } from './embeddingProvider'
import { storedEmbeddingOf, storeEmbedding } from './embeddingStore'
import { updateRelatedFor } from './related/relatedArticles'
import { postArticle, socialNetworkName } from './social/socialNetwork'
import { feedTopics, notifyHub, websubHub } from '../discovery/websub'
import { summarize } from './summaryProvider'

export const summaryTask = articleTask('summary', async (article, payload) => {
  if (article.summaryByEditor) return { status: 'skipped', message: 'an editor wrote the summary' }
  const hash = contentHash(article)
  if (article.summary && article.summarySourceHash === hash) return { status: 'skipped', message: 'the summary is current' }
  const summary = await summarize(article)
  // The latest version too, which the cockpit shows and Payload builds the next save on (keepJobResults).
  await drizzleOf(payload).execute(sql`
    WITH a AS (UPDATE articles SET summary = ${summary.text}, summary_source_hash = ${hash} WHERE id = ${article.id})
    UPDATE _articles_v SET version_summary = ${summary.text}, version_summary_source_hash = ${hash} WHERE parent_id = ${article.id} AND latest`)
  const db = drizzleOf(payload)
  await announceContentChangeFrom(db, await tagsOfArticlesNow(async (query) => (await db.execute(query)).rows, [article.id]))
  return { status: 'succeeded', message: `${summary.provider} ${summary.model}: ${summary.text.split(/\s+/).length} words` }
})

export const embeddingTask = articleTask('embedding', async (article, payload) => {
  const hash = contentHash(article)
  const stored = await storedEmbeddingOf(payload, article.id)
  if (stored && stored.contentHash === hash && stored.model === currentEmbeddingModel().model) {
    return { status: 'skipped', message: `the embedding is current (${stored.model})` }
  }
  const embedding = await embed(article)
  await storeEmbedding(payload, article.id, embedding, hash)
  return { status: 'succeeded', message: `${embedding.provider} ${embedding.model}, ${embedding.vector.length} dimensions` }
})

// Also for an article no longer published: it leaves the other articles' related lists.
export const relatedTask = articleTask(
  'related-articles',
  async (article, payload) => {
    const started = performance.now()
    const outcome = await updateRelatedFor(payload, article.id)
    const took = `${Math.round(performance.now() - started)} ms`
    if (!article.isPublished) return { status: 'succeeded', message: `removed from ${outcome.neighbours.length} other lists (${took})` }
    return {
      status: 'succeeded',
      message: `${outcome.related.length} related (${outcome.backend}): ${outcome.related.map((item) => `#${item.id}`).join(', ') || 'none yet'}; ${outcome.neighbours.length} other lists updated (${took})`,
    }
  },
  { needsPublished: false },
)

export const socialTask = articleTask('social-post', async (article, payload) => {
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
  await drizzleOf(payload).execute(sql`
    WITH a AS (UPDATE articles SET social_post_url = ${posted.url} WHERE id = ${article.id})
    UPDATE _articles_v SET version_social_post_url = ${posted.url} WHERE parent_id = ${article.id} AND latest`)
  return { status: 'succeeded', message: `posted to ${posted.network}: ${posted.url}` }
})

// Also for an article no longer published: it left the feeds, which changed.
export const websubTask = articleTask(
  'websub-ping',
  async () => {
    const hub = websubHub()
    if (!hub) return { status: 'skipped', message: 'no WebSub hub is configured (WEBSUB_HUB_URL)' }
    const topics = feedTopics(env.baseUrl)
    await notifyHub(hub, topics)
    return { status: 'succeeded', message: `told ${new URL(hub).host} that both feeds changed` }
  },
  { needsPublished: false },
)
