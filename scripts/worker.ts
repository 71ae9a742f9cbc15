/**
 * `npm run worker`: runs the jobs queue (publishing side effects) as its own process, as many as you like side by
 * side (src/jobs/jobRunner.ts). SIGINT/SIGTERM finish the job in hand, then exit.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '../src/env'
import { startJobRunner } from '../src/jobs/jobRunner'
import { logVectorBackend } from '../src/publishing/related/vectorIndex'

const payload = await getPayload({ config, key: 'worker' })
await logVectorBackend(payload)
const runner = startJobRunner(payload, { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS, staleAfterSeconds: env.JOBS_STALE_AFTER_SECONDS })
process.stdout.write(`PMS News worker is running the jobs queue (pid ${process.pid})\n`)

let stopping = false
const stop = async () => {
  if (stopping) process.exit(1)
  stopping = true
  await runner.stop()
  await payload.destroy()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
