import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

/**
 * Takes a transaction-scoped PostgreSQL advisory lock (released at commit or rollback) inside the transaction that
 * Payload opened for this request, so that check-then-write sequences in hooks cannot interleave.
 */
export async function lockForTransaction(req: PayloadRequest, key: string): Promise<void> {
  await queryInTransaction(req, sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}

/** Runs one SQL statement in the transaction Payload opened for this request, and returns its rows. */
export async function queryInTransaction<Row extends Record<string, unknown>>(req: PayloadRequest, query: SQL): Promise<Row[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const session = transactionID === undefined ? undefined : adapter.sessions[transactionID]
  if (!session) throw new Error('queryInTransaction needs a database transaction, and this request has none')
  const result = await session.db.execute(query)
  return result.rows as Row[]
}

/** Runs one SQL statement in the request's transaction when it has one (so it commits or rolls back with it), else on its own. */
export async function queryInRequest<Row extends Record<string, unknown>>(req: PayloadRequest, query: SQL): Promise<Row[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const session = transactionID === undefined ? undefined : adapter.sessions[transactionID]
  const result = await (session ? session.db : adapter.drizzle).execute(query)
  return result.rows as Row[]
}
