import type { ImportRunState } from '../../features/importing/importRuns'

/** A run's state in the cockpit's words. */
export const STATE_LABELS: Record<ImportRunState, string> = {
  queued: 'Waiting for a worker',
  running: 'Importing',
  finished: 'Finished',
  failed: 'Failed',
}
