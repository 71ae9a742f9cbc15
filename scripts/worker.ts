/**
 * `npm run worker`: runs the jobs queue (publishing side effects), sends the newsletter and the social web's deliveries, as its own process, as many as you like side by
 * side (src/features/jobs/jobRunner.ts). SIGINT/SIGTERM finish the job in hand within SHUTDOWN_GRACE_SECONDS, hand back what
 * was claimed and not begun, and exit 0; past the grace the worker hands back the job in hand too and exits 1 saying
 * so, and another worker runs it again at once. Each of those moments is one line on stdout, whatever LOG_LEVEL, as
 * the start is: what a supervisor's log shows of a rolling deploy.
 */
import { enableCompileCache } from '../src/features/ops/compileCache'

enableCompileCache()
const [{ env }, { configureLog, logConsole, logLine }] = await Promise.all([
  import('../src/ground/env'),
  import('../src/ground/log'),
])
configureLog(env.LOG_LEVEL, env.NODE_ENV === 'development')
// Every line of a worker is JSON (src/ground/log.ts), what packages print included, from before they load.
if (env.NODE_ENV !== 'development') logConsole()
// Before the worker's modules load, so that its instrumentations see pg and http loaded (docs/decisions/078); without
// OTEL_EXPORTER_OTLP_ENDPOINT the SDK is never imported.
const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await (
      await import('../src/ground/tracing/startTracing')
    ).startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME, kind: 'worker' })
  : undefined
const [{ default: config }, { getPayload }, { startQueueWork }, { logVectorBackend }, { withinGrace }] =
  await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('../src/features/jobs/queueWork'),
    import('../src/features/publishing/related/vectorIndex'),
    import('../src/ground/lib/withinGrace'),
  ])

const payload = await getPayload({ config, key: 'worker' })
await logVectorBackend(payload)
const work = startQueueWork(payload, env, 'worker')
// The worker's figures on a port of its own, behind the same token as the app's (docs/decisions/078).
const metrics =
  env.WORKER_METRICS_PORT !== undefined && env.METRICS_TOKEN
    ? await (async () => {
        const [{ exposeScrapedFigures }, { startMetricsServer }] = await Promise.all([
          import('../src/features/ops/scrapedFigures'),
          import('../src/ground/metrics/metricsServer'),
        ])
        exposeScrapedFigures(payload, env)
        return startMetricsServer(env.METRICS_TOKEN!, env.HOST, env.WORKER_METRICS_PORT!)
      })()
    : undefined
logLine(
  `PMS News worker is running the jobs queue (pid ${process.pid})${metrics ? `; /metrics on port ${env.WORKER_METRICS_PORT}` : ''}`,
)

let stopping = false
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) process.exit(1)
  stopping = true
  logLine(
    `PMS News worker: ${signal} received; finishing the job in hand within SHUTDOWN_GRACE_SECONDS (${env.SHUTDOWN_GRACE_SECONDS} s)`,
  )
  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000
  if ((await withinGrace(work.stop(), graceMs)) === 'grace-passed') {
    // Bounded too: with the database away the hand-back cannot happen, and the lease runs out instead.
    const handedBack = await withinGrace(work.abandon(), graceMs).catch(() => 'failed' as const)
    payload.logger.error({
      msg: `worker: the job in hand did not finish within SHUTDOWN_GRACE_SECONDS (${env.SHUTDOWN_GRACE_SECONDS} s); ${
        handedBack === 'finished'
          ? 'it is handed back to the queue, where another worker runs it again'
          : 'it could not be handed back: its lease runs out after JOBS_STALE_AFTER_SECONDS and another worker takes it over'
      }`,
    })
    process.exit(1)
  }
  await metrics?.close()
  await payload.destroy()
  await tracing?.stop()
  logLine('PMS News worker: stopped; the jobs in hand finished and the rest handed back')
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
