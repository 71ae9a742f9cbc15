/** Production entry (`npm start`). See src/server/startApp.ts. */
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
// Before the app's modules load, so that its instrumentations see pg and http loaded (docs/decisions/078); without
// OTEL_EXPORTER_OTLP_ENDPOINT the SDK is never imported.
const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await (
      await import('./src/ground/tracing/startTracing')
    ).startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME, kind: 'app' })
  : undefined
const [{ runUntilSignalled }, { startApp }] = await Promise.all([
  import('./src/server/shutdown'),
  import('./src/server/startApp'),
])

await runUntilSignalled(async () => {
  const app = await startApp(env, { dev: env.NODE_ENV === 'development', prepareDemo: false, log: logLine })
  return {
    async close() {
      await app.close()
      await tracing?.stop()
    },
  }
}, logLine)
