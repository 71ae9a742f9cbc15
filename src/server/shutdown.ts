/**
 * How the app process stops: on a signal, HTTP first, then the database; and the Payload instance Next's route
 * handlers opened, which nothing else owns, closed before the database goes.
 */
import type { Payload } from 'payload'

import { env } from '../ground/env'

/** How long requests in flight may take to finish once a shutdown begins (SHUTDOWN_GRACE_SECONDS). */
export const SHUTDOWN_GRACE_MS = env.SHUTDOWN_GRACE_SECONDS * 1000

/** `npm run dev`'s: its lasting connections are Next's live reload, which nothing waits for. */
export const DEV_SHUTDOWN_GRACE_MS = 1000

/** The route handlers' instance is cached on globalThis by getPayload, under the default key. */
export async function closeServingPayload(): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, { payload?: Payload }> })._payload
  const payload = cache?.get('default')?.payload
  if (!payload) return
  await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))])
}

/**
 * Starts the app and keeps it until a signal. A start that fails exits with 1 and says why in one line: left to
 * itself the process would live on, because Next's uncaught-exception handler only logs, and a supervisor would
 * wait for a server that never answers.
 */
export async function runUntilSignalled(
  start: () => Promise<{ close(): Promise<void> }>,
  log: (line: string) => void,
): Promise<void> {
  let app: { close(): Promise<void> }
  try {
    app = await start()
  } catch (error) {
    log(`PMS News could not start: ${startFailure(error)}`)
    process.exit(1)
  }
  stopOnSignals(app, log)
}

function startFailure(error: unknown): string {
  const { code, port } = (error ?? {}) as { code?: string; port?: number }
  if (code === 'EADDRINUSE') return `port ${port} is in use by another process; stop it or set PORT to a free port`
  if (code === 'EACCES') return `port ${port} may not be used by this user; set PORT to one above 1023`
  return error instanceof Error ? error.message : String(error)
}

/** Stops cleanly on SIGINT/SIGTERM. A second signal exits at once. */
function stopOnSignals(app: { close(): Promise<void> }, log: (line: string) => void): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    log(`${signal} received: shutting down`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${String(error)}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
