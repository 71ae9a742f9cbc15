import type { Payload } from 'payload'

import { adapterOf } from './adapter'

/**
 * node-postgres re-emits the error of an idle pooled connection (the server restarted, an administrator ended the
 * backend) on the pool, and an `error` event without a listener kills the process. Payload adds no listener, so we
 * do: the broken connection is already dropped from the pool, and the next query opens a new one.
 */
export function logPoolErrors(payload: Payload): void {
  const pool = adapterOf(payload).pool
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error) => {
    payload.logger.warn({ msg: `database connection lost: ${error.message}` })
  })
}
