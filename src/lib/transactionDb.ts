import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * Takes a transaction-scoped PostgreSQL advisory lock (released at commit or rollback) inside the transaction that
 * Payload opened for this request, so that check-then-write sequences in hooks cannot interleave.
 */
export async function lockForTransaction(req: PayloadRequest, key: string): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const session = transactionID === undefined ? undefined : adapter.sessions[transactionID]
  if (!session) {
    throw new Error(`lockForTransaction(${key}) needs a database transaction, and this request has none`)
  }
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}
