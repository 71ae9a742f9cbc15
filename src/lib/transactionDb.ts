import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'
import { escapeIdentifier, escapeLiteral } from 'pg'

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

/**
 * Takes a transaction-scoped advisory lock and then runs one read, in a single round trip: both statements go in
 * one simple-protocol message. Under READ COMMITTED each statement takes its own snapshot, so the read, which
 * starts only once the lock is granted, sees everything committed by whoever held the lock before. (One statement
 * that locked in a subquery would not: its snapshot is taken before the lock waits.) The simple protocol takes no
 * parameters, so `read` is given `literal` to quote its values.
 */
export async function readUnderLock<Row extends Record<string, unknown>>(
  req: PayloadRequest,
  key: string,
  read: (literal: (value: string | number) => string) => string,
): Promise<Row[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const session = transactionID === undefined ? undefined : adapter.sessions[transactionID]
  if (!session) throw new Error('readUnderLock needs a database transaction, and this request has none')
  const literal = (value: string | number) => (typeof value === 'number' ? String(Math.trunc(value)) : escapeLiteral(value))
  const results = (await session.db.execute(
    sql.raw(`SELECT pg_advisory_xact_lock(hashtext(${literal(key)})); ${read(literal)}`),
  )) as unknown as Array<{ rows: Row[] }>
  return results[1]!.rows
}

/** The table of a collection as Payload's adapter named it, quoted for raw SQL. */
export function quotedTableOf(req: PayloadRequest, collection: string): string {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const table = adapter.tableNameMap.get(collection.replace(/-/g, '_'))
  if (!table) throw new Error(`No table for collection ${collection}`)
  return escapeIdentifier(table)
}
