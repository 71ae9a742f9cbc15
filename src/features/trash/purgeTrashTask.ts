/**
 * The `purge-trash` job (docs/decisions/066-trash.md): deletes for good what has waited in the trash longer than
 * TRASH_KEEP_DAYS. Queued by the workers about once an hour (./trashPurgeSchedule.ts); running it twice deletes nothing
 * twice.
 */
import type { TaskConfig } from 'payload'

import { env } from '../../ground/env'
import { purgeTrash } from './purgeTrash'

export const purgeTrashTask: TaskConfig = {
  slug: 'purge-trash',
  inputSchema: [],
  outputSchema: [
    { name: 'purged', type: 'number' },
    { name: 'kept', type: 'number' },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: env.JOBS_RETRY_DELAY_MS } },
  handler: async ({ req }) => {
    const outcome = await purgeTrash(req.payload, env.TRASH_KEEP_DAYS)
    const purged = Object.values(outcome.purged).reduce((sum, count) => sum + count, 0)
    if (purged > 0 || outcome.kept.length > 0)
      req.payload.logger.info({ msg: `trash: purged ${purged} records, ${outcome.kept.length} due stay`, ...outcome })
    return { output: { purged, kept: outcome.kept.length } }
  },
}
