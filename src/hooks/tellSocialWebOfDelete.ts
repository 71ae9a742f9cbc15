import type { CollectionAfterDeleteHook } from 'payload'

import type { Article } from '../content/payload-types'

/**
 * A deleted article leaves the social web too: the publishing step that sends its `Delete`
 * (src/features/publishing/socialWebTask.ts) is queued in the delete's own transaction, so a delete that rolls back queues
 * nothing. The step itself finds whether the article was ever sent there.
 */
export const tellSocialWebOfDelete: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  await req.payload.jobs.queue({ task: 'social-web', input: { articleId: doc.id, change: 'deleted' }, req })
}
