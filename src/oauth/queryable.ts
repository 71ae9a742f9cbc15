import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** What the OAuth store needs of a connection pool: parameterised queries (node-postgres's `Pool.query`). */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>
}

/** The pool of a Payload instance's PostgreSQL adapter. */
export const poolOf = (payload: Payload): Queryable => (payload.db as unknown as PostgresAdapter).pool as unknown as Queryable
