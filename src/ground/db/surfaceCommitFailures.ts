/**
 * Payload's PostgreSQL adapter reports a failed COMMIT as a success (payloadcms/payload#17726, open as of 3.90): its
 * `beginTransaction` catches the drizzle transaction's rejection, so that a connection failing before the
 * transaction opens cannot hang the caller, and that same catch swallows a COMMIT that fails later. An operation
 * then answers with the document as saved while the database rolled it back: an acknowledged write lost, which
 * tests/faults/manyMachines.test.ts caught while PostgreSQL restarted under a write load.
 *
 * This replaces the adapter's `beginTransaction` and `commitTransaction` (the sessions keep Payload's shape: `db`,
 * `resolve`, `reject`) with ones that keep the transaction's outcome, so a failed COMMIT is thrown from the commit:
 * the operation fails, the API answers 503 (src/ground/db/databaseUnavailable.ts), and nothing is acknowledged that the
 * database did not keep. Remove it once Payload ships the fix.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { adapterOf } from './adapter'

interface Session {
  db: unknown
  resolve: () => Promise<unknown>
  reject: () => Promise<unknown>
}

interface TransactionalAdapter {
  initializing?: Promise<unknown>
  transactionOptions?: unknown
  sessions: Record<string, Session>
  drizzle: { transaction(work: (tx: unknown) => Promise<void>, options?: unknown): Promise<void> }
  beginTransaction(options?: unknown): Promise<string | null>
  commitTransaction(id: string | Promise<string>): Promise<void>
  [SURFACED]?: true
}

const SURFACED = Symbol.for('pmsnews.db.surfaceCommitFailures')

/** Thrown inside the transaction to have drizzle roll it back; never leaves this module. */
class RolledBack extends Error {}

export function surfaceCommitFailures(payload: Payload): void {
  const adapter = adapterOf(payload) as unknown as TransactionalAdapter
  if (adapter[SURFACED]) return
  adapter[SURFACED] = true

  adapter.beginTransaction = async (options) => {
    await adapter.initializing
    let opened!: (tx: unknown) => void
    let failedToOpen!: (error: unknown) => void
    let finish!: (commit: boolean) => void
    const ready = new Promise<unknown>((resolve, reject) => {
      opened = resolve
      failedToOpen = reject
    })
    const outcome = adapter.drizzle.transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        finish = resolve
        opened(tx)
      })
      if (!commit) throw new RolledBack()
    }, options ?? adapter.transactionOptions)
    // Before the transaction opens, a failure (no connection) rejects `ready`; after, it is the commit's to report.
    outcome.catch(failedToOpen)
    let tx: unknown
    try {
      tx = await ready
    } catch (error) {
      throw new Error(`cannot begin transaction: ${(error as Error).message}`, { cause: error })
    }
    const id = randomUUID()
    adapter.sessions[id] = {
      db: tx,
      resolve: () => {
        finish(true)
        return outcome
      },
      reject: () => {
        finish(false)
        return outcome.catch(() => undefined)
      },
    }
    return id
  }

  adapter.commitTransaction = async (incoming) => {
    const id = await incoming
    const session = adapter.sessions[id]
    // Several operations may share one transaction: the first to commit ends it.
    if (!session) return
    delete adapter.sessions[id]
    await session.resolve()
  }
}
