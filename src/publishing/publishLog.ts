/** The publish log: one `publish-events` record per task outcome, shown on the article in the cockpit. */
import type { Payload } from 'payload'

export type PublishTask = 'schedule' | 'summary' | 'embedding' | 'related-articles' | 'social-post' | 'websub-ping'
export type PublishOutcome = 'succeeded' | 'failed' | 'skipped'

/** `message` in words for editors; `detail`, what a developer needs (provider, model, the error itself). */
export async function logPublishEvent(
  payload: Payload,
  articleId: number,
  task: PublishTask,
  status: PublishOutcome,
  message: string,
  detail?: string,
): Promise<void> {
  await payload.create({
    collection: 'publish-events',
    data: { article: articleId, task, status, message: message.slice(0, 1000), detail: detail?.slice(0, 4000) ?? null },
    overrideAccess: true,
    depth: 0,
  })
}
