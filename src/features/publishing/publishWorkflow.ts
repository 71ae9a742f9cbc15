/**
 * The publishing job (docs/decisions/012-publishing-jobs.md): one `publish-article` workflow per event, with the
 * article and why it runs. A publication runs summary, embedding, related articles and the social post; an edit
 * of title, excerpt or body runs the first three; each of them then tells the WebSub hub that the feeds changed
 * (when one is configured), and last the social web hears of it (./socialWebTask.ts); an unpublication updates
 * related lists and tells the feeds and the social web; a scheduled publication
 * publishes the article when its time has come, which queues the publication's own job. A publication, an edit and an
 * unpublication also keep the article's standard.site record on Bluesky (./standardSiteTask.ts). An imported post
 * (src/content/importingArchive.ts) runs summary, embedding and related articles only: the site derives what it
 * needs, and no social post, WebSub ping or social web activity tells anyone of a post published elsewhere before.
 */
import type { Payload, TaskConfig, WorkflowConfig } from 'payload'

import { env } from '../../ground/env'
import { logPublishEvent } from './publishLog'
import { embeddingTask, relatedTask, socialTask, summaryTask, websubTask } from './publishTasks'
import { socialWebTask } from './socialWebTask'
import { standardSiteTask } from './standardSiteTask'
import { blueskyRepliesTask } from './blueskyReplies'

export type PublishReason = 'published' | 'edited' | 'unpublished' | 'scheduled' | 'imported'

const publishScheduledTask: TaskConfig = {
  slug: 'publish-scheduled',
  inputSchema: [{ name: 'articleId', type: 'number', required: true }],
  outputSchema: [{ name: 'published', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  handler: async ({ input, req }) => {
    const payload: Payload = req.payload
    const articleId = (input as { articleId: number }).articleId
    const article = await payload.findByID({
      collection: 'articles',
      id: articleId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    const due = article?.scheduled && article.published_at && new Date(article.published_at).getTime() <= Date.now()
    if (!article || !due) return { output: { published: false } }
    // The update's own hook queues the publication's job, exactly as an editor publishing by hand would.
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { is_published: true, scheduled: false },
      overrideAccess: true,
      depth: 0,
    })
    await logPublishEvent(
      payload,
      article.id,
      'schedule',
      'succeeded',
      'Published at its scheduled time.',
      `scheduled for ${article.published_at}`,
    )
    return { output: { published: true } }
  },
}

export const publishingTasks = [
  summaryTask,
  embeddingTask,
  relatedTask,
  socialTask,
  websubTask,
  socialWebTask,
  standardSiteTask,
  blueskyRepliesTask,
  publishScheduledTask,
]

export const publishArticleWorkflow: WorkflowConfig = {
  slug: 'publish-article',
  inputSchema: [
    { name: 'articleId', type: 'number', required: true },
    {
      name: 'reason',
      type: 'select',
      options: ['published', 'edited', 'unpublished', 'scheduled', 'imported'],
      required: true,
    },
  ],
  handler: async ({ job, tasks }) => {
    const { articleId, reason } = job.input as { articleId: number; reason: PublishReason }
    const input = { articleId }
    if (reason === 'scheduled') {
      await tasks['publish-scheduled']!('publish-scheduled', { input })
      return
    }
    // Last, so that its failure holds up nothing else: the social web hears of the change.
    const socialWeb = (change: 'published' | 'edited' | 'unpublished') =>
      tasks['social-web']!('social-web', { input: { articleId, change } })
    // The site's records on Bluesky (./standardSiteTask.ts): after the social post, which its document names. Not a
    // step at all without an AT Protocol account, where it could only ever be skipped.
    const standardSite = async () => {
      if (env.atproto) await tasks['standard-site']!('standard-site', { input })
    }
    if (reason === 'unpublished') {
      await tasks['related-articles']!('related-articles', { input })
      await standardSite()
      await tasks['websub-ping']!('websub-ping', { input })
      await socialWeb(reason)
      return
    }
    await tasks.summary!('summary', { input })
    await tasks.embedding!('embedding', { input })
    await tasks['related-articles']!('related-articles', { input })
    if (reason === 'imported') return
    if (reason === 'published') await tasks['social-post']!('social-post', { input })
    await standardSite()
    // Then: the feeds now carry what the tasks before wrote.
    await tasks['websub-ping']!('websub-ping', { input })
    await socialWeb(reason)
  },
}
