/**
 * `npm run bench:write`: the article write path in process, without HTTP — `ingestArticle`, as `POST /api/articles`
 * calls it — on a fresh migrated database: the median latency of sequential creates, and the SQL round trips each
 * create makes, with the time each statement took. To compare two commits, run it from a worktree of each in turn,
 * several times (docs/performance.md).
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 * BENCH_ROUNDS (200) sets the sample size.
 */
import pg from 'pg'

import { withMigratedDatabase } from './support/migratedDatabase'
import { median } from './support/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)

await withMigratedDatabase(async (env) => {
  const seed = new pg.Client({ connectionString: env.DATABASE_URL })
  await seed.connect()
  const pmsId = (
    await seed.query(
      `INSERT INTO pmses (name, slug, is_published, updated_at, created_at) VALUES ('Bench PMS', 'bench-pms', true, now(), now()) RETURNING id`,
    )
  ).rows[0].id
  const authorId = (
    await seed.query(
      `INSERT INTO authors (name, slug, updated_at, created_at) VALUES ('Bench', 'bench', now(), now()) RETURNING id`,
    )
  ).rows[0].id
  await seed.end()

  Object.assign(process.env, env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { ingestArticle, readArticleRequest } = await import('../src/features/ingestion/ingestArticle')
  const { beginWrite } = await import('../src/content/writeTransaction')
  const payload = await getPayload({ config })

  // Every statement the pool's clients send, by its first words, with the time until its answer.
  const statements = new Map<string, { count: number; ms: number }>()
  const watch = (client: pg.PoolClient & { watched?: boolean }) => {
    if (client.watched) return
    client.watched = true
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
    ;(client as { query: unknown }).query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '')
      // Literal values (the slug lock's key) differ per create: group by the statement's shape.
      const key = text
        .replace(/\s+/g, ' ')
        .replace(/'[^']*'/g, "'…'")
        .slice(0, 70)
      const started = performance.now()
      const count = () => {
        const entry = statements.get(key) ?? { count: 0, ms: 0 }
        statements.set(key, { count: entry.count + 1, ms: entry.ms + performance.now() - started })
      }
      // pg-pool queries with a callback (and gets no promise back): count when the callback is called.
      const callback = args.at(-1)
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          count()
          return (callback as (...results: unknown[]) => unknown)(...results)
        }
        return query(...args)
      }
      const answer = query(...args) as Promise<unknown>
      void answer.then(count, () => {})
      return answer
    }
  }
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  pool.on('connect', watch)

  const principal = { tokenId: 1, name: 'bench' } as Parameters<typeof ingestArticle>[0]['principal']
  const create = async (i: number) => {
    const request = await readArticleRequest(
      payload,
      { pms_id: pmsId, author_id: authorId, title: `Bench article ${i}`, body: 'word '.repeat(400) },
      null,
    )
    return ingestArticle({ payload, principal, request, req: await beginWrite(payload), baseUrl: env.BASE_URL })
  }
  for (let i = 0; i < 20; i += 1) await create(-i - 1)
  statements.clear()
  const latencies: number[] = []
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now()
    await create(i)
    latencies.push(performance.now() - started)
  }
  const trips = [...statements.values()].reduce((sum, entry) => sum + entry.count, 0) / ROUNDS
  console.log(
    `ingestArticle in process, ${ROUNDS} sequential creates: median ${median(latencies).toFixed(2)} ms, ${trips.toFixed(1)} round trips per create`,
  )
  for (const [text, entry] of [...statements].sort((a, b) => b[1].count - a[1].count)) {
    console.log(
      `  ${(entry.count / ROUNDS).toFixed(1)} × ${(entry.ms / entry.count).toFixed(2).padStart(5)} ms  ${text}`,
    )
  }
  await payload.destroy()
})
process.exit(0)
