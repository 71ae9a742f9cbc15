/** Production entry (`npm start`). See src/server/startApp.ts. */
import { env } from './src/env'
import { runUntilSignalled } from './src/server/shutdown'
import { startApp } from './src/server/startApp'

const log = (line: string) => process.stdout.write(`${line}\n`)

await runUntilSignalled(() => startApp(env, { dev: env.NODE_ENV === 'development', prepareDemo: false, log }), log)
