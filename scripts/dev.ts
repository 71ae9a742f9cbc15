/** `npm run dev`: Next in development mode, demo content and an admin account on a fresh database. */
import { env } from '../src/env'
import { stopOnSignals } from '../src/server/shutdown'
import { startApp } from '../src/server/startApp'

const log = (line: string) => process.stdout.write(`${line}\n`)

const app = await startApp(env, { dev: true, prepareDemo: true, log })
stopOnSignals(app, log)
