/**
 * Fresh databases for tests. The global setup prepares a few template databases per run
 * (tests/setup/databaseFixtures.ts); each test file clones one (`CREATE DATABASE … TEMPLATE`, a file copy that takes
 * milliseconds) and drops its clone afterwards.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(serverUrl, (client) =>
    client.query(
      `CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`,
    ),
  )
  return databaseUrl(serverUrl, name)
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  )
}

/**
 * Drops every database whose name starts with `prefix`, `together` at a time: each DROP DATABASE waits for a
 * checkpoint, and drops waiting at the same time share one.
 */
export async function dropDatabasesStartingWith(serverUrl: string, prefix: string, together = 8): Promise<void> {
  const names = await onServer(serverUrl, async (client) =>
    (
      await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [
        prefix,
      ])
    ).rows.map((row) => row.datname),
  )
  const next = names.values()
  await Promise.all(
    Array.from({ length: together }, async () => {
      for (let name = next.next(); !name.done; name = next.next()) await dropDatabase(serverUrl, name.value)
    }),
  )
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
}
