/**
 * A process without Payload (the edge, src/server/edge/) reads the database over a plain node-postgres pool; the reads
 * it shares with the app are written over drizzle (`drizzleOf`, `poolOf` in ./adapter.ts), so it hands them this: a
 * holder of the pool and a drizzle instance on it, in the shape those two read of a Payload instance.
 */
import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'

import type { SqlHolder } from './adapter'

export function plainDatabase(pool: pg.Pool): SqlHolder {
  return { db: { drizzle: drizzle(pool), pool } as unknown as SqlHolder['db'] }
}
