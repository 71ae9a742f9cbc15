import pg from 'pg'

/** One query on its own connection, for tests that look at or arrange the database directly. */
export async function runSql(connectionString: string, query: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await client.query(query, params)
  } finally {
    await client.end()
  }
}
