import type { Payload } from 'payload'

import { type QueueWork, startQueueWork } from '../features/jobs/queueWork'
import { logVectorBackend } from '../features/publishing/related/vectorIndex'
import type { Env } from '../ground/env'

/**
 * The jobs queue in this process (development, or JOBS_IN_APP=true), on the process's own Payload instance: the one
 * Next's route handlers use is built from Next's bundle of the config, and reloads with it in development.
 */
export async function startJobsInApp(env: Env, payload: Payload, log: (line: string) => void): Promise<QueueWork> {
  await logVectorBackend(payload)
  log('The jobs queue runs in this process (publishing side effects, newsletter sending, social web deliveries).')
  return startQueueWork(payload, env, 'app')
}
