/**
 * The one place that reaches into Payload's PostgreSQL adapter: its drizzle instance, its pool, the transaction
 * Payload opened for a request and its table names. Everything else asks here, so a Payload upgrade that moves
 * these has one file to check.
 */
import { createHash } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'
import type { Payload, PayloadRequest } from 'payload'
import pg, { escapeIdentifier, escapeLiteral } from 'pg'

export const adapterOf = (payload: SqlHolder) => payload.db as unknown as PostgresAdapter

/**
 * What `drizzleOf` and `poolOf` read of a Payload instance: its adapter. A process that runs without Payload (the edge,
 * src/server/edge/) makes one of a plain pool (./plainDatabase.ts) for the reads written over drizzle.
 */
export type SqlHolder = Pick<Payload, 'db'>

/** Payload's drizzle instance, for the statements Payload's own API cannot express (search, streams, sitemaps). */
export const drizzleOf = (payload: SqlHolder) => adapterOf(payload).drizzle

/** What the OAuth store and the limits need of a connection pool: parameterised queries (node-postgres's `Pool.query`). */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number | null }>
}

/** The pool of a Payload instance's PostgreSQL adapter. */
export const poolOf = (payload: SqlHolder): Queryable => adapterOf(payload).pool as unknown as Queryable

/** How the pool stands, for `/metrics`: connections open, idle, and callers waiting for one (node-postgres's counts). */
export function poolFiguresOf(payload: Payload): { open: number; idle: number; waiting: number } {
  const pool = adapterOf(payload).pool as unknown as pg.Pool
  return { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

/** Dates and times as PostgreSQL writes them, unparsed, as drizzle hands them over (its node-postgres session). */
const TEXT_DATE_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115,
  1182,
  1185,
  1187,
  1231,
])
const drizzleTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_DATE_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
}

/** Statement names by their text; past this many distinct texts the rest run unnamed, so no caller can grow it without end. */
const statementNames = new Map<string, string>()
export const MAX_PREPARED_STATEMENTS = 200

/**
 * Runs a read the public pages make on every cache miss as a named prepared statement, with the rows drizzle's
 * `execute` would give: PostgreSQL then parses and plans it once per connection rather than on every call. Planning
 * the article page's statement costs 1.3–2.2 ms of the database's CPU, running it 0.2 ms. The name is given
 * by the text, so two texts never share a name; parameters stay parameters.
 */
export async function preparedRows<Row = Record<string, unknown>>(payload: Payload, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialectOf(payload).sqlToQuery(query)
  return namedStatementRows<Row>(payload, text, params)
}

/**
 * `preparedRows` for a statement whose plan suits every value its parameters take, which PostgreSQL would still plan
 * anew on every call: it plans a prepared statement for the values given while its generic plan looks dearer than
 * those (an array of ids, whose length it then knows). Run in a read-only transaction that forces the generic plan,
 * made on the connection's first call and kept: one more round trip before and one after, against a plan each time
 * (search's ranking: bind 0.4–0.6 ms of PostgreSQL's CPU, running it 0.05–0.1, docs/decisions/011-search.md).
 */
export async function genericPlanRows<Row = Record<string, unknown>>(payload: Payload, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialectOf(payload).sqlToQuery(query)
  const client = await (adapterOf(payload).pool as unknown as pg.Pool).connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_generic_plan')
    const result = await client.query({ name: statementNameOf(text), text, values: params, types: drizzleTypes })
    await client.query('COMMIT')
    return result.rows as Row[]
  } catch (error) {
    await client.query('ROLLBACK').catch((failed: unknown) => {
      broken = failed instanceof Error ? failed : new Error(String(failed))
    })
    throw error
  } finally {
    // A connection that could not even roll back is not handed out again.
    client.release(broken)
  }
}

/**
 * `preparedRows` for a statement that is the same on every call but for its values, each a `sql.placeholder(name)`
 * in what `build` gives: built and rendered to its text once, on its first run. Building and rendering the article
 * page's statement, with its nested fragments, cost its miss about a twentieth of its CPU on every read.
 */
export function fixedStatement<Values extends Record<string, unknown>, Row = Record<string, unknown>>(
  build: () => SQL,
): (payload: Payload, values: Values) => Promise<Row[]> {
  let rendered: { sql: string; params: unknown[] } | undefined
  return (payload, values) => {
    rendered ??= dialectOf(payload).sqlToQuery(build())
    return namedStatementRows<Row>(payload, rendered.sql, fillPlaceholders(rendered.params, values))
  }
}

const dialectOf = (payload: Payload) => (drizzleOf(payload) as unknown as { dialect: PgDialect }).dialect

/** A statement's name, given by its text; undefined (unnamed) past MAX_PREPARED_STATEMENTS texts. */
function statementNameOf(text: string): string | undefined {
  let name = statementNames.get(text)
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    // Named by the text's digest, not by a count: the server's modules and Next's bundle of them each keep a map of
    // their own, share one pool in production, and a name node-postgres saw on a connection for another text fails.
    name = `site_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`
    statementNames.set(text, name)
  }
  return name
}

async function namedStatementRows<Row>(payload: Payload, text: string, params: unknown[]): Promise<Row[]> {
  const name = statementNameOf(text)
  const pool = adapterOf(payload).pool as unknown as pg.Pool
  const result = await pool.query({
    ...(name ? { name } : {}),
    text,
    values: params,
    types: drizzleTypes,
  } as pg.QueryConfig)
  return result.rows as Row[]
}

/** The drizzle session of the transaction Payload opened for this request, if it has one. */
async function sessionOf(req: PayloadRequest) {
  const transactionID = await req.transactionID
  return transactionID === undefined ? undefined : adapterOf(req.payload).sessions[transactionID]
}

/**
 * Takes a transaction-scoped PostgreSQL advisory lock (released at commit or rollback) inside the transaction that
 * Payload opened for this request, so that check-then-write sequences in hooks cannot interleave.
 */
export async function lockForTransaction(req: PayloadRequest, key: string): Promise<void> {
  await queryInTransaction(req, sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}

/** Runs one SQL statement in the transaction Payload opened for this request, and returns its rows. */
export async function queryInTransaction<Row extends Record<string, unknown>>(
  req: PayloadRequest,
  query: SQL,
): Promise<Row[]> {
  const session = await sessionOf(req)
  if (!session) throw new Error('queryInTransaction needs a database transaction, and this request has none')
  const result = await session.db.execute(query)
  return result.rows as Row[]
}

/** Runs one SQL statement in the request's transaction when it has one (so it commits or rolls back with it), else on its own. */
export async function queryInRequest<Row extends Record<string, unknown>>(
  req: PayloadRequest,
  query: SQL,
): Promise<Row[]> {
  const session = await sessionOf(req)
  const result = await (session ? session.db : drizzleOf(req.payload)).execute(query)
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
  const session = await sessionOf(req)
  if (!session) throw new Error('readUnderLock needs a database transaction, and this request has none')
  const literal = (value: string | number) =>
    typeof value === 'number' ? String(Math.trunc(value)) : escapeLiteral(value)
  const results = (await session.db.execute(
    sql.raw(`SELECT pg_advisory_xact_lock(hashtext(${literal(key)})); ${read(literal)}`),
  )) as unknown as Array<{ rows: Row[] }>
  return results[1]!.rows
}

/** The table of a collection as Payload's adapter named it, quoted for raw SQL. */
export function quotedTableOf(req: PayloadRequest, collection: string): string {
  const table = adapterOf(req.payload).tableNameMap.get(collection.replace(/-/g, '_'))
  if (!table) throw new Error(`No table for collection ${collection}`)
  return escapeIdentifier(table)
}
