/**
 * The publishing tasks (docs/decisions/012-publishing-jobs.md), each doing nothing when its result is already current
 * (so a retried or repeated job changes nothing); what they share is in articleTask.ts.
 */
import { saveArticleSummary, saveSocialPostUrl } from '../../content/articles/articleTaskResults'
import { listsOfArticle } from '../../content/articles/listOfFeed'
import { drizzleOf } from '../../ground/db/adapter'
import { env } from '../../ground/env'
import { announceContentChangeFrom } from '../contentChanges/announceContentChange'
import { tagsOfArticlesNow } from '../contentChanges/changeTags'
import { articlePath } from '../../ground/paths'
import { articleTask } from './articleTask'
import { contentHash } from './articleText'
import { currentEmbeddingModel, embed } from './embeddingProvider'
import { storedEmbeddingOf, storeEmbedding } from './embeddingStore'
import { updateRelatedFor } from './related/relatedArticles'
import { postArticle, socialNetworkName } from './social/socialNetwork'
import { feedTopics, notifyHub, websubHub } from '../discovery/websub'
import { summarize } from './summaryProvider'

export const summaryTask = articleTask('summary', async (article, payload) => {
  if (article.summaryByEditor) return { status: 'skipped', message: 'Kept the summary an editor wrote.' }
  const hash = contentHash(article)
  if (article.summary && article.summarySourceHash === hash)
    return { status: 'skipped', message: 'The summary is up to date.' }
  const summary = await summarize(article)
  await saveArticleSummary(payload, article.id, summary.text, hash)
  const db = drizzleOf(payload)
  await announceContentChangeFrom(
    db,
    await tagsOfArticlesNow(async (query) => (await db.execute(query)).rows, [article.id]),
  )
  return {
    status: 'succeeded',
    message: `Wrote a ${summary.text.split(/\s+/).length}-word summary${summary.provider === 'openai' ? ' with OpenAI' : ''}.`,
    detail: `${summary.provider} ${summary.model}`,
  }
})

export const embeddingTask = articleTask('embedding', async (article, payload) => {
  const hash = contentHash(article)
  const stored = await storedEmbeddingOf(payload, article.id)
  if (stored && stored.contentHash === hash && stored.model === currentEmbeddingModel().model) {
    return { status: 'skipped', message: 'Already prepared for finding related articles.', detail: stored.model }
  }
  const embedding = await embed(article)
  await storeEmbedding(payload, article.id, embedding, hash)
  return {
    status: 'succeeded',
    message: 'Prepared the article for finding related articles.',
    detail: `${embedding.provider} ${embedding.model}, ${embedding.vector.length} dimensions`,
  }
})

// Also for an article no longer published: it leaves the other articles' related lists.
export const relatedTask = articleTask(
  'related-articles',
  async (article, payload) => {
    const started = performance.now()
    const outcome = await updateRelatedFor(payload, article.id)
    const took = `${Math.round(performance.now() - started)} ms`
    if (!article.isPublished) {
      return {
        status: 'succeeded',
        message: `Removed from the related articles of ${outcome.neighbours.length} other ${outcome.neighbours.length === 1 ? 'article' : 'articles'}.`,
        detail: took,
      }
    }
    return {
      status: 'succeeded',
      message: `Found ${outcome.related.length} related ${outcome.related.length === 1 ? 'article' : 'articles'}; ${outcome.neighbours.length} other ${outcome.neighbours.length === 1 ? 'article lists' : 'articles list'} this one now.`,
      detail: `${outcome.backend}: ${outcome.related.map((item) => `#${item.id}`).join(', ') || 'none yet'}; ${took}`,
    }
  },
  { needsPublished: false },
)

export const socialTask = articleTask('social-post', async (article, payload) => {
  if (article.socialPostUrl) return { status: 'skipped', message: `Posted before: ${article.socialPostUrl}` }
  if (!socialNetworkName())
    return { status: 'skipped', message: 'Not posted: no social network is set up.', detail: 'SOCIAL_NETWORK=none' }
  const posted = await postArticle({
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    url: `${env.baseUrl}${articlePath(article.pmsSlug!, article.slug)}`,
    pmsName: article.pmsName,
    publishedAt: article.publishedAt ?? new Date(),
  })
  if (!posted) return { status: 'skipped', message: 'Not posted: no social network is set up.' }
  await saveSocialPostUrl(payload, article.id, posted.url)
  return {
    status: 'succeeded',
    message: `Posted to ${posted.network === 'mastodon' ? 'Mastodon' : 'Bluesky'}: ${posted.url}`,
  }
})

// Also for an article no longer published: it left the feeds, which changed.
export const websubTask = articleTask(
  'websub-ping',
  async (article, payload) => {
    const hub = websubHub()
    if (!hub)
      return {
        status: 'skipped',
        message: 'No instant feed notification is set up; feed readers see the change when they next look.',
        detail: 'WEBSUB_HUB_URL is empty',
      }
    // The lists it is in now: a list it left is not told (its feed answers the next poll).
    const topics = feedTopics(env.baseUrl, await listsOfArticle(payload, article.id))
    await notifyHub(hub, topics)
    return {
      status: 'succeeded',
      message: `Told feed readers that ${topics.length} feeds changed.`,
      detail: `WebSub hub ${new URL(hub).host}`,
    }
  },
  { needsPublished: false },
)
