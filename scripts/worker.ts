/**
 * `npm run worker`: runs the jobs queue (publishing side effects), sends the newsletter and the social web's deliveries, as its own process, as many as you like side by
 * side (src/jobs/jobRunner.ts). SIGINT/SIGTERM finish the job in hand, then exit.
 */
import { enableCompileCache } from '../src/ops/compileCache'

enableCompileCache()
const [
  { default: config },
  { getPayload },
  { env },
  { startJobRunner },
  { logVectorBackend },
  { startNewsletterDelivery },
  { startFederationDelivery },
] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('../src/env'),
  import('../src/jobs/jobRunner'),
  import('../src/publishing/related/vectorIndex'),
  import('../src/newsletter/delivery/deliveryWorker'),
  import('../src/federation/deliveryWorker'),
])

const payload = await getPayload({ config, key: 'worker' })
await logVectorBackend(payload)
const runner = startJobRunner(payload, {
  pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
  staleAfterSeconds: env.JOBS_STALE_AFTER_SECONDS,
})
const newsletter = startNewsletterDelivery(payload, { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS })
const federation = startFederationDelivery(payload, env, {
  pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
  retryBaseMs: env.JOBS_RETRY_DELAY_MS,
})
process.stdout.write(`PMS News worker is running the jobs queue (pid ${process.pid})\n`)

let stopping = false
const stop = async () => {
  if (stopping) process.exit(1)
  stopping = true
  await Promise.all([runner.stop(), newsletter.stop(), federation.stop()])
  await payload.destroy()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
