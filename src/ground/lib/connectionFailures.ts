/**
 * Node's socket error codes of a connection to another service that could not be made, was cut or timed out: the
 * service is away for now (a restart, a failover, a network blip), not wrong. One list for the database's and the
 * media storage's 503s (src/ground/db/databaseUnavailable.ts, src/ground/media/storageUnavailable.ts).
 */
export const CONNECTION_FAILURE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
