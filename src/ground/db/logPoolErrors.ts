import type { Payload } from 'payload'

import { adapterOf } from './adapter'

/**
 * node-postgres re-emits the error of an idle pooled connection (the server restarted, an administrator ended the
 * backend) on the pool, and an `error` event without a listener kills the process. Payload adds no listener, so we
 * do: the broken connection is already dropped from the pool, and the next query opens a new one.
 *
 * A connection that is checked out is another matter: the pool takes its own listener off while someone holds it
 * (a transaction between two statements, say), and when the server goes away then, the client's `error` event had no
 * listener and ended the process ("Connection terminated unexpectedly": a worker died at a PostgreSQL restart, issue
 * 47). Each client gets a listener of its own as it connects: its holder's next statement fails instead, and the pool
 * drops the client when it is released with that error.
 */
export function logPoolErrors(payload: Payload): void {
  const pool = adapterOf(payload).pool
  if (!pool || pool.listenerCount('error') > 0) return
  const lost = (error: Error) => payload.logger.warn({ msg: `database connection lost: ${error.message}` })
  pool.on('error', lost)
  // Logged once, by the pool or by the holder's failed statement: quiet here.
  pool.on('connect', (client) => {
    client.on('error', (error) => payload.logger.debug({ msg: `a connection in use was lost: ${error.message}` }))
  })
}
