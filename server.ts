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
const [{ runUntilSignalled }, { startApp }] = await Promise.all([
  import('./src/server/shutdown'),
  import('./src/server/startApp'),
])

await runUntilSignalled(
  () => startApp(env, { dev: env.NODE_ENV === 'development', prepareDemo: false, log: logLine }),
  logLine,
)
