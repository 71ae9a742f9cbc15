/** Production entry (`npm start`). See src/server/startApp.ts. */
import { env } from './src/env'
import { stopOnSignals } from './src/server/shutdown'
import { startApp } from './src/server/startApp'

const log = (line: string) => process.stdout.write(`${line}\n`)

const app = await startApp(env, { dev: env.NODE_ENV === 'development', prepareDemo: false, log })
stopOnSignals(app, log)
