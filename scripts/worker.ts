/**
 * `npm run worker`: runs the jobs queue (publishing side effects) and sends the newsletter, as its own process, as many as you like side by
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
] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('../src/env'),
  import('../src/jobs/jobRunner'),
  import('../src/publishing/related/vectorIndex'),
  import('../src/newsletter/delivery/deliveryWorker'),
])

const payload = await getPayload({ config, key: 'worker' })
await logVectorBackend(payload)
const runner = startJobRunner(payload, {
  pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
  staleAfterSeconds: env.JOBS_STALE_AFTER_SECONDS,
})
const newsletter = startNewsletterDelivery(payload, { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS })
process.stdout.write(`PMS News worker is running the jobs queue (pid ${process.pid})\n`)

let stopping = false
const stop = async () => {
  if (stopping) process.exit(1)
  stopping = true
  await Promise.all([runner.stop(), newsletter.stop()])
  await payload.destroy()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
