/**
 * How a row of a leased queue (./leasedQueue.ts) says it is claimed, in one of two ways, and the SQL of each: what
 * makes a row free to claim, what takes or renews it, what marks it as this worker's, what lets it go.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/** A lease in two columns: the worker holding the row and the end of its lease, both NULL while nobody does. */
interface OwnedLease {
  owner: string
  until: string
  /** How long a claim lasts unrenewed: longer than one piece of work can take. */
  ms: number
}

/**
 * A lease in a flag and the time it was set or last renewed, with no column naming the worker (Payload's jobs:
 * `processing` and `updated_at`): only the worker knows which rows it holds.
 */
interface FlagLease {
  flag: string
  renewedAt: string
  ms: number
}

export type Lease = OwnedLease | FlagLease

export interface LeaseSql {
  /** Whether the lease names the worker in the row, so that the database can tell which rows are this worker's. */
  named: boolean
  /** A condition on `q`: nobody holds the row, or its lease ran out (its worker died mid-work). */
  free: SQL
  /** SET items: the row is this worker's for a lease from now. */
  take: SQL
  /** A condition: the row is still claimed, by this worker where the lease can tell. */
  held: SQL
  /** SET items: the row is nobody's. */
  release: SQL
}

export const column = (name: string) => sql.identifier(name)
export const qualified = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`
const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`

export function leaseSql(lease: Lease, worker: string): LeaseSql {
  if ('owner' in lease) {
    const until = qualified('q', lease.until)
    return {
      named: true,
      free: sql`(${until} IS NULL OR ${until} < now())`,
      take: sql`${column(lease.owner)} = ${worker}, ${column(lease.until)} = now() + ${seconds(lease.ms)}`,
      held: sql`${column(lease.owner)} = ${worker}`,
      release: sql`${column(lease.owner)} = NULL, ${column(lease.until)} = NULL`,
    }
  }
  return {
    named: false,
    free: sql`(coalesce(${qualified('q', lease.flag)}, false) = false OR ${qualified('q', lease.renewedAt)} < now() - ${seconds(lease.ms)})`,
    take: sql`${column(lease.flag)} = true, ${column(lease.renewedAt)} = now()`,
    held: sql`${column(lease.flag)}`,
    release: sql`${column(lease.flag)} = false`,
  }
}
