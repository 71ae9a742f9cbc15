/** Production entry (`npm start`). See src/server/startApp.ts. */
import { enableCompileCache } from './src/ops/compileCache'
import { holdTickObjectShape } from './src/ops/holdTickObjectShape'

holdTickObjectShape()
enableCompileCache()
const [{ env }, { runUntilSignalled }, { startApp }] = await Promise.all([
  import('./src/env'),
  import('./src/server/shutdown'),
  import('./src/server/startApp'),
])

const log = (line: string) => process.stdout.write(`${line}\n`)

await runUntilSignalled(() => startApp(env, { dev: env.NODE_ENV === 'development', prepareDemo: false, log }), log)
