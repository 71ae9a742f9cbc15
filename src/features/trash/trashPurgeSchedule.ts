/**
 * Queues the trash's purge (./purgeTrashTask.ts) when a worker starts and every hour after, when something in the
 * trash is due and no purge is waiting already: every process that runs the jobs queue looks, and whichever runner
 * claims the job runs it (one lease, one run at a time). An hour's step is nothing beside TRASH_KEEP_DAYS.
 */
import type { Payload } from 'payload'

import { wakeablePause } from '../../ground/lib/wakeablePause'
import { somethingDue } from './purgeTrash'

const EVERY_MS = 60 * 60 * 1000

export interface TrashPurgeSchedule {
  stop(): Promise<void>
}

async function queueIfDue(payload: Payload, keepDays: number): Promise<void> {
  if (!(await somethingDue(payload, keepDays))) return
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'purge-trash' } }, { completedAt: { exists: false } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) await payload.jobs.queue({ task: 'purge-trash', input: {} })
}

export function startTrashPurgeSchedule(payload: Payload, keepDays: number, everyMs = EVERY_MS): TrashPurgeSchedule {
  let stopping = false
  const { pause, wake } = wakeablePause()
  const loop = (async () => {
    while (!stopping) {
      await queueIfDue(payload, keepDays).catch((error: unknown) =>
        payload.logger.error({ err: error }, 'trash: queueing the purge failed; trying again in an hour'),
      )
      if (!stopping) await pause(everyMs)
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
