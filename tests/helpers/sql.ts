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

/**
 * Connection pools a test file opens itself, ended for real before the file drops its database. pg-pool's `end()`
 * resolves once its idle connections are asked to close, not once they have: a `DROP DATABASE … WITH (FORCE)` right
 * after ends them from the server's side, and pg-pool re-emits such an idle connection's error on its pool, where
 * nobody listens — an uncaught exception that fails the whole run though every test passed.
 */
export function filePools() {
  const pools: { pool: pg.Pool; closed: () => Promise<void> }[] = []
  return {
    open(config: pg.PoolConfig): pg.Pool {
      const pool = new pg.Pool(config)
      pools.push({ pool, closed: tracked(pool) })
      return pool
    },
    async end(): Promise<void> {
      await Promise.all(
        pools.splice(0).map(async ({ pool, closed }) => {
          await pool.end()
          await closed()
        }),
      )
    },
  }
}

/** Follows a pool's connections from the first: `closed()` settles once every one it opened has closed its socket. */
function tracked(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>()
  let allClosed: (() => void) | undefined
  pool.on('connect', (client) => open.add(client))
  pool.on('remove', (client) => {
    open.delete(client)
    if (open.size === 0) allClosed?.()
  })
  return () => (open.size === 0 ? Promise.resolve() : new Promise((resolve) => (allClosed = resolve)))
}
