/**
 * Production entry (`npm start`), in one of three parts (docs/decisions/085-edge-and-renderers.md): the edge, which
 * owns the port and starts the render processes (src/server/edge/startEdge.ts); a render process, this same file
 * started by the edge with RENDER_SOCKET set (src/server/startApp.ts on a Unix socket); or, with EDGE=off and in
 * development, the one process that does everything (src/server/startApp.ts). The edge loads neither Next nor Payload:
 * each part's modules are imported only where it runs.
 */
import { enableCompileCache } from './src/features/ops/compileCache'
import { holdTickObjectShape } from './src/features/ops/holdTickObjectShape'

holdTickObjectShape()
enableCompileCache()
const [{ env }, { configureLog, logConsole, logLine }] = await Promise.all([
  import('./src/ground/env'),
  import('./src/ground/log'),
])
configureLog(env.LOG_LEVEL, env.NODE_ENV === 'development')
// Every line of a production server is JSON (src/ground/log.ts), from before the app's modules load: some print as they do.
// In development Next's own console output stays as it is.
if (env.NODE_ENV !== 'development') logConsole()
const asEdge = env.RENDER_SOCKET === undefined && env.EDGE === 'on' && env.NODE_ENV !== 'development'
// Before the app's modules load, so that its instrumentations see pg and http loaded (docs/decisions/078); without
// OTEL_EXPORTER_OTLP_ENDPOINT the SDK is never imported.
const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await (
      await import('./src/ground/tracing/startTracing')
    ).startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME, kind: 'app' })
  : undefined
const { runUntilSignalled } = await import('./src/server/shutdown')

if (asEdge) {
  const { startEdge } = await import('./src/server/edge/startEdge')
  await runUntilSignalled(async () => {
    const edge = await startEdge(env, { entry: process.argv[1]!, log: logLine })
    return {
      async close() {
        await edge.close()
        await tracing?.stop()
      },
    }
  }, logLine)
} else {
  // A render process ends with the edge that started it, however the edge ended.
  if (env.RENDER_SOCKET) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
  const { startApp } = await import('./src/server/startApp')
  await runUntilSignalled(async () => {
    const app = await startApp(env, { dev: env.NODE_ENV === 'development', prepareDemo: false, log: logLine })
    return {
      async close() {
        await app.close()
        await tracing?.stop()
      },
    }
  }, logLine)
}
