/**
 * `npm run worker`: runs the jobs queue (publishing side effects), sends the newsletter and the social web's deliveries, as its own process, as many as you like side by
 * side (src/jobs/jobRunner.ts). SIGINT/SIGTERM finish the job in hand, then exit.
 */
import { enableCompileCache } from '../src/ops/compileCache'

enableCompileCache()
const [{ default: config }, { getPayload }, { env }, { startQueueWork }, { logVectorBackend }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('../src/env'),
  import('../src/jobs/queueWork'),
  import('../src/publishing/related/vectorIndex'),
])

const payload = await getPayload({ config, key: 'worker' })
await logVectorBackend(payload)
const work = startQueueWork(payload, env, 'worker')
process.stdout.write(`PMS News worker is running the jobs queue (pid ${process.pid})\n`)

let stopping = false
const stop = async () => {
  if (stopping) process.exit(1)
  stopping = true
  await work.stop()
  await payload.destroy()
  process.exit(0)
}
// The loops log and go on after a failure of their own; what reaches here is a state they cannot recover from. It ends
// the worker in one structured line with its cause, and exit code 1, so that a supervisor starts it again.
const die = (what: string) => (error: unknown) => {
  payload.logger.fatal({ err: error, msg: `worker: stopping after ${what}` })
  process.exit(1)
}
process.on('uncaughtException', die('an unexpected error'))
process.on('unhandledRejection', die('an unhandled rejection'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
