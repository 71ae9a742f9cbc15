/**
 * A queue of leased work kept in a table of its own (docs/decisions/012-publishing-jobs.md for the jobs, 036 for the
 * newsletter, 044 for the social web). Each queue describes its table and its rule for what is due; the claiming is
 * here, once.
 *
 * - A worker claims rows in one statement (`FOR UPDATE SKIP LOCKED`): two workers never get one row, and neither
 *   waits for the other.
 * - A claim is a lease: while it holds, no other worker takes the row, so work done within it is done once. A worker
 *   renews it while the work waits or runs; one that died leaves leases that run out, and their rows are claimed again.
 * - A finished row records the work done, whoever holds it by then: the work happened, and a worker that took the row
 *   over finds it no longer claimed when it renews. A failure counts only from the worker holding the row, and is
 *   tried again on the queue's schedule (./retryDelayMs.ts) until its last try.
 * - A stopping worker gives back what it holds: claimable at once rather than when the leases run out.
 *
 * Names of tables and columns are quoted (`sql.identifier`); a queue's own conditions are SQL fragments whose values
 * are parameters, on `q`, the candidate rows.
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { SQL, SQLChunk } from 'drizzle-orm'

import { column, type Lease, leaseSql, qualified } from './leaseSql'
import { type RetrySchedule, retryDelayMs } from './retryDelayMs'

/** What the queue needs of a database: drizzle's `execute` (Payload's, or a transaction's). */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<{ rows: Array<Record<string, unknown>> }>
}

/** A claimed row, as the queue's `select` shapes it. */
type Claimed = object

export interface LeasedTable<Row extends Claimed> {
  table: string
  /** The columns that name one row, each with the field of a claimed row that carries its value. */
  key: Readonly<Record<string, keyof Row & string>>
  lease: Lease
  /**
   * The row's state: waiting to be claimed, being worked on (when the queue says so; otherwise it stays waiting while
   * claimed), or failed for good. Where a table has none (Payload's jobs), `where` says what is due.
   */
  status?: { column: string; waiting: string; working?: string; failed: string }
  /**
   * Columns counting the tries (one more per claim, one less when a claim is given back), saying when a waiting row is
   * due, and keeping the last failure's reason; and the schedule a failed try is tried again on.
   */
  retries?: { attempts: string; dueAt: string; reason: string; schedule: RetrySchedule }
  /** Tables joined to `q` for `where`, e.g. sql`JOIN runs r ON r.id = q.run_id`. */
  from?: SQL
  /** What else a claimable row satisfies, on `q` (and `from`'s tables). */
  where?: SQL
  /** Which rows are claimed first, on `q`. */
  order: SQL
  /** What a claim returns: a SELECT on `claimed`, the claimed rows with all their columns. By default, those rows. */
  select?: SQL
}

export interface LeasedQueue<Row extends Claimed> {
  /** Claims up to `limit` rows that are due, or whose lease ran out. */
  claim(limit: number): Promise<Row[]>
  /** Whether a claim would find a row now: a cheap look before one. */
  anyClaimable(): Promise<boolean>
  /** Renews the lease on `row` just before working on it, and says whether the row is still this worker's. */
  renew(row: Row): Promise<boolean>
  /** Renews every lease this worker holds: a heartbeat while the work waits or runs. */
  renewAll(): Promise<void>
  /** The work is done: sets `set` (the queue's own marks) and lets the row go; `also` runs in the same statement. */
  finish(row: Row, set: SQL, also?: SQL): Promise<void>
  /**
   * The try failed: the row waits for the next try on the schedule, or fails for good after the last or when `giveUp`
   * (the failure will not pass). `row.attempts` counts the tries, this one included, as a claim returns it. Resolves
   * to the wait before the next try, or null when given up.
   */
  fail(row: Row & { attempts: number }, reason: string, options?: { giveUp?: boolean }): Promise<number | null>
  /** Other code settled the row (Payload finishes its own jobs): this worker neither renews nor gives it back. */
  forget(row: Row): void
  /** Hands back every row this worker holds, claimable at once; kept if the database cannot take it. */
  giveBack(): Promise<void>
}

const REASON_LENGTH = 1000

export function leasedQueue<Row extends Claimed>(db: SqlExecutor, table: LeasedTable<Row>): LeasedQueue<Row> {
  const columns = Object.keys(table.key)
  if (columns.length === 0) throw new Error(`leasedQueue(${table.table}): no key columns`)
  if (!(table.lease.ms > 0)) throw new Error(`leasedQueue(${table.table}): lease.ms must be positive`)
  const { status, retries } = table
  const lease = leaseSql(table.lease, randomUUID())
  const name = column(table.table)
  /** The rows held by this worker, where the lease cannot tell the database whose they are. */
  const held = new Map<string, Row>()
  const keyOf = (row: Row) => columns.map((keyColumn) => row[table.key[keyColumn]!])
  const idOf = (row: Row) => JSON.stringify(keyOf(row))
  const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `)
  const keyColumns = (alias?: string) =>
    list(columns.map((keyColumn) => (alias ? qualified(alias, keyColumn) : column(keyColumn))))
  const keyIn = (rows: Row[]) =>
    sql`(${keyColumns()}) IN (${list(rows.map((row) => sql`(${list(keyOf(row).map((value) => sql`${value}`))})`))})`

  const claimable = sql.join(
    [
      status &&
        (status.working
          ? sql`${qualified('q', status.column)} IN (${status.waiting}, ${status.working})`
          : sql`${qualified('q', status.column)} = ${status.waiting}`),
      retries && sql`${qualified('q', retries.dueAt)} <= now()`,
      table.where,
      lease.free,
    ].filter((condition): condition is SQL => condition !== undefined),
    sql` AND `,
  )
  const candidates = sql`${name} AS q ${table.from ?? sql``} WHERE ${claimable}`

  return {
    async claim(limit) {
      const { rows } = await db.execute(sql`
        WITH claimed AS (
          UPDATE ${name} AS d
          SET ${lease.take}
            ${status?.working ? sql`, ${column(status.column)} = ${status.working}` : sql``}
            ${retries ? sql`, ${column(retries.attempts)} = ${qualified('d', retries.attempts)} + 1` : sql``}
          WHERE (${keyColumns('d')}) IN (
            SELECT ${keyColumns('q')} FROM ${candidates}
            ORDER BY ${table.order}
            LIMIT ${limit}
            FOR UPDATE OF q SKIP LOCKED)
          RETURNING d.*)
        ${table.select ?? sql`SELECT * FROM claimed`}`)
      const claimed = rows as unknown as Row[]
      if (!lease.named) for (const row of claimed) held.set(idOf(row), row)
      return claimed
    },

    async anyClaimable() {
      const { rows } = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${candidates}) AS due`)
      return (rows[0] as { due: boolean }).due
    },

    async renew(row) {
      const { rows } = await db.execute(sql`
        UPDATE ${name} SET ${lease.take} WHERE ${keyIn([row])} AND ${lease.held} RETURNING 1`)
      return rows.length > 0
    },

    async renewAll() {
      if (!lease.named && held.size === 0) return
      await db.execute(sql`
        UPDATE ${name} SET ${lease.take} WHERE ${lease.named ? sql`` : sql`${keyIn([...held.values()])} AND`} ${lease.held}`)
    },

    async finish(row, set, also) {
      const finished = sql`UPDATE ${name} SET ${set}, ${lease.release} WHERE ${keyIn([row])}`
      await db.execute(also ? sql`WITH finished AS (${finished}) ${also}` : finished)
      held.delete(idOf(row))
    },

    async fail(row, reason, { giveUp = false } = {}) {
      if (!status || !retries) throw new Error(`leasedQueue(${table.table}): fail needs the status and retries columns`)
      const wait = giveUp ? null : retryDelayMs(retries.schedule, row.attempts)
      await db.execute(sql`
        UPDATE ${name}
        SET ${column(status.column)} = ${wait === null ? status.failed : status.waiting},
          ${wait === null ? sql`` : sql`${column(retries.dueAt)} = now() + make_interval(secs => ${wait / 1000}),`}
          ${column(retries.reason)} = ${reason.slice(0, REASON_LENGTH)}, ${lease.release}
        WHERE ${keyIn([row])} AND ${lease.held}`)
      held.delete(idOf(row))
      return wait
    },

    forget(row) {
      held.delete(idOf(row))
    },

    async giveBack() {
      if (!lease.named && held.size === 0) return
      const given = [...held.values()]
      await db.execute(sql`
        UPDATE ${name}
        SET ${lease.release}
          ${status?.working ? sql`, ${column(status.column)} = ${status.waiting}` : sql``}
          ${retries ? sql`, ${column(retries.attempts)} = greatest(${column(retries.attempts)} - 1, 0)` : sql``}
        WHERE ${lease.named ? sql`` : sql`${keyIn(given)} AND`} ${lease.held}`)
      for (const row of given) held.delete(idOf(row))
    },
  }
}
