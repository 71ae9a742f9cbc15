/**
 * Queues the poll of replies on Bluesky (./blueskyReplies.ts) when a worker starts and every
 * ATPROTO_REPLY_POLL_INTERVAL_MS after, when the site has an AT Protocol account and no poll is waiting already: every
 * process that runs the jobs queue looks, and whichever runner claims the job runs it (one lease, one run at a time).
 */
import type { Payload } from 'payload'

import type { Env } from '../../ground/env'
import { wakeablePause } from '../../ground/lib/wakeablePause'

export interface BlueskyReplySchedule {
  stop(): Promise<void>
}

async function queueUnlessWaiting(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'bluesky-replies' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs === 0) await payload.jobs.queue({ task: 'bluesky-replies', input: {} })
}

export function startBlueskyReplySchedule(payload: Payload, env: Env): BlueskyReplySchedule {
  if (!env.atproto) return { stop: async () => undefined }
  let stopping = false
  const { pause, wake } = wakeablePause()
  const loop = (async () => {
    while (!stopping) {
      await queueUnlessWaiting(payload).catch((error: unknown) =>
        payload.logger.error({ err: error }, 'bluesky: queueing the reply poll failed; trying again next round'),
      )
      if (!stopping) await pause(env.ATPROTO_REPLY_POLL_INTERVAL_MS)
    }
  })()
  return {
    async stop() {
      stopping = true
      wake()
      await loop
    },
  }
}
