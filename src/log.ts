/**
 * The process's log (issue 47): one JSON line per event on stdout in pino's format — `level` (30 info, 40 warn, 50
 * error, 60 fatal), `time`, `pid`, `hostname`, `msg`, and for a failure `err` with its type, message, stack and
 * causes — the format Payload's own lines have too, since payload.config.ts gives Payload this logger. A collector
 * reads every line of every process (app servers, workers) the same way. Lines are written synchronously: a process
 * that exits right after one (a worker stopping on an error it cannot recover from) loses none.
 *
 * In development (`npm run dev`) the same lines are printed for a person at a terminal instead (pino-pretty): the
 * demo login among them.
 */
import { format } from 'node:util'

import pino from 'pino'
import { build as prettyLines } from 'pino-pretty'

import { env } from './env'

const destination =
  env.NODE_ENV === 'development'
    ? prettyLines({ ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true, destination: 1 })
    : pino.destination({ dest: 1, sync: true })

export const log = pino({ level: env.LOG_LEVEL, timestamp: pino.stdTimeFunctions.isoTime }, destination)

/**
 * A process's own story — serving on which address, which stores its limits use, a signal received, stopped — at
 * level info whatever LOG_LEVEL says: an operator who keeps only warnings still sees when and how each process
 * started and stopped, and a supervisor or a test waits for those lines.
 */
const story = pino({ level: 'info', timestamp: pino.stdTimeFunctions.isoTime }, destination)

/** One line of that story, as the one-argument writer the process's start and stop take. */
export const logLine = (line: string): void => story.info(line)

/**
 * What packages print through `console` (Next's warnings, the MCP SDK's) becomes log lines too, so that every line
 * a production process writes is JSON. An Error among the arguments is kept as the line's `err`, with its stack.
 */
export function logConsole(): void {
  const to =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error)
      const msg = format(...args.filter((arg) => arg !== err))
      if (err) log[level]({ err }, msg)
      else log[level](msg)
    }
  console.log = to('info')
  console.info = to('info')
  console.debug = to('info')
  console.warn = to('warn')
  console.error = to('error')
}
