/** `npm run dev`: Next in development mode, demo content and an admin account on a fresh database. */
import { env } from '../src/env'
import { runUntilSignalled } from '../src/server/shutdown'
import { startApp } from '../src/server/startApp'

const log = (line: string) => process.stdout.write(`${line}\n`)

await runUntilSignalled(() => startApp(env, { dev: true, prepareDemo: true, log }), log)
