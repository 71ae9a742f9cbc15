/** `npm run dev`: Next in development mode, demo content and an admin account on a fresh database. */
import { env } from '../src/ground/env'
import { configureLog, logLine } from '../src/ground/log'
import { runUntilSignalled } from '../src/server/shutdown'
import { startApp } from '../src/server/startApp'

configureLog(env.LOG_LEVEL, true)
await runUntilSignalled(() => startApp(env, { dev: true, prepareDemo: true, log: logLine }), logLine)
