/**
 * Whether an error means the database is away (restarting, failing over, unreachable) rather than that the request
 * or our code is wrong. Such a request is answered 503 with `Retry-After` (docs/decisions/038-many-machines.md): the
 * client may send it again in a moment, and nothing of it was committed, since a write is acknowledged only after
 * its transaction commits.
 */
import { CONNECTION_FAILURE_CODES } from '../lib/connectionFailures'
import { log } from '../log'

/** How long a client is asked to wait: a restart or a failover of a managed PostgreSQL takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * What a client is told. Not "nothing changed": a connection cut during the COMMIT itself may leave a committed write
 * unacknowledged, which a retry with the same Idempotency-Key answers as the first.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = `The database cannot be reached right now (a restart or a failover). Send the request again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`

/** One line in the operator's log for a request answered 503 (no stack: it is not a bug). */
export function logDatabaseUnavailable(what: string, error: unknown): void {
  log.warn(
    `${what} answered 503: the database is unavailable (${error instanceof Error ? error.message : String(error)})`,
  )
}

/**
 * SQLSTATEs of a server going away: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const unavailableState = (code: string) =>
  code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'

/** node-postgres reports a connection lost mid-query, or a pool that could not connect in time, only in words. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i

/**
 * Payload's Postgres adapter, when its first connection fails (a Payload instance first used while the database is
 * away: Next's, on the first /cms-api request after a start), throws a new error with the cause's words and no cause.
 */
const PAYLOAD_CONNECT_FAILURE =
  /^Error: cannot connect to Postgres: (connect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)|getaddrinfo EAI_AGAIN|the database system is (starting up|shutting down))/

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle and Payload wrap node-postgres's error; the cause chain is short.
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 6;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown }
    if (
      typeof code === 'string' &&
      (CONNECTION_FAILURE_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableState(code)))
    )
      return true
    if (typeof message === 'string' && (UNAVAILABLE_MESSAGE.test(message) || PAYLOAD_CONNECT_FAILURE.test(message)))
      return true
    // A connection to "localhost" tries ::1 and 127.0.0.1: Node reports both refusals in an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
  }
  return false
}

/**
 * Runs `answer`; a database away on the way is logged in one line as `what` and answered by `whileAway` (a 503 in the
 * caller's own shape: problem+json, JSON-RPC). Anything else is thrown on, for the caller's own handling.
 */
export async function answerWhileDatabaseAway<T>(
  what: string,
  answer: () => Promise<T>,
  whileAway: (error: unknown) => T,
): Promise<T> {
  try {
    return await answer()
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    logDatabaseUnavailable(what, error)
    return whileAway(error)
  }
}
