import type { CollectionAfterDeleteHook } from 'payload'

/**
 * A deleted article leaves the social web too: the publishing step that sends its `Delete`
 * (src/features/publishing/socialWebTask.ts) is queued in the delete's own transaction, so a delete that rolls back queues
 * nothing. The step itself finds whether the article was ever sent there.
 */
export const tellSocialWebOfDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.jobs.queue({ task: 'social-web', input: { articleId: Number(id), change: 'deleted' }, req })
}
