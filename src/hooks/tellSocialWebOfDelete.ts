import type { CollectionAfterDeleteHook } from 'payload'

import type { Article } from '../content/payload-types'
import { env } from '../ground/env'

/**
 * A deleted article leaves the social web too: the publishing step that sends its `Delete`
 * (src/features/publishing/socialWebTask.ts) is queued in the delete's own transaction, so a delete that rolls back queues
 * nothing. The step itself finds whether the article was ever sent there.
 */
export const tellSocialWebOfDelete: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  await req.payload.jobs.queue({ task: 'social-web', input: { articleId: doc.id, change: 'deleted' }, req })
  // And Bluesky, where the site has an account: its standard.site record is deleted
  // (src/features/publishing/standardSiteTask.ts).
  if (env.atproto) await req.payload.jobs.queue({ task: 'standard-site', input: { articleId: doc.id }, req })
}
