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

import pino, { type LogFn, type Logger } from 'pino'
import { build as prettyLines } from 'pino-pretty'

interface LogSettings {
  level: string
  /** `npm run dev`: lines for a person at a terminal. */
  forPeople: boolean
}

let settings: LogSettings = { level: 'info', forPeople: false }
let made: { log: Logger; story: Logger } | undefined

/**
 * Sets the level (LOG_LEVEL) and the form, from the process's settings (src/ground/env.ts): its entry point and
 * payload.config.ts call it. This module reads no setting itself, since a module that logs may be imported before a
 * test has set its environment, and reading it then would fix it too early. Until then: info, JSON.
 */
export function configureLog(level: string, forPeople: boolean): void {
  if (made && settings.level === level && settings.forPeople === forPeople) return
  settings = { level, forPeople }
  made = undefined
}

function loggers() {
  if (made) return made
  const destination = settings.forPeople
    ? prettyLines({ ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true, destination: 1 })
    : pino.destination({ dest: 1, sync: true })
  const timestamp = pino.stdTimeFunctions.isoTime
  made = {
    log: pino({ level: settings.level, timestamp }, destination),
    // A process's own story — serving on which address, which stores its limits use, a signal received, stopped — at
    // level info whatever LOG_LEVEL says: an operator who keeps only warnings still sees when and how each process
    // started and stopped, and a supervisor or a test waits for those lines.
    story: pino({ level: 'info', timestamp }, destination),
  }
  return made
}

/** The logger itself, for Payload (payload.config.ts): its lines and ours are one stream. */
export const processLogger = (): Logger => loggers().log

const forward = (level: 'debug' | 'info' | 'warn' | 'error' | 'fatal'): LogFn =>
  function (...args: unknown[]) {
    const logger = loggers().log
    ;(logger[level] as (...lineArgs: unknown[]) => void).apply(logger, args)
  } as LogFn

/** Writes through the process's logger, made on first use. */
export const log = {
  debug: forward('debug'),
  info: forward('info'),
  warn: forward('warn'),
  error: forward('error'),
  fatal: forward('fatal'),
}

/** One line of the process's story, as the one-argument writer the process's start and stop take. */
export const logLine = (line: string): void => loggers().story.info(line)

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
