/**
 * `npm run bench:publish`: publishing with the local providers (no OpenAI key, no social network) against the
 * built app and one `npm run worker`, at 10,000 and then 100,000 published articles that already have embeddings
 * (bench/support/generateArticles.ts, embedded here with the same local model). For each size, ROUNDS articles are
 * published over REST, one at a time; reported: the time from the REST answer to the last task's entry in the
 * publish log, and the related-articles computation as the task measured it (it says "(N ms)" in its log entry).
 * Goal: related computed under 200 ms at 100,000 articles. Needs PostgreSQL (see bench/support/benchApp.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { LOCAL_EMBEDDING_MODEL, localEmbedding } from '../src/features/publishing/providers/localEmbedding'
import { plainText } from '../src/features/publishing/providers/localSummary'
import { toBytes } from '../src/features/publishing/vectors'
import { nodeArgsFor, startBenchApp } from './support/benchApp'
import { generateArticles } from './support/generateArticles'
import { median } from './support/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const SIZES = [10_000, 100_000]
const root = path.resolve(import.meta.dirname, '..')

/** Embeds every article that has no embedding yet, as the embedding task would, in batches. */
async function embedArchive(db: pg.Client): Promise<void> {
  for (;;) {
    const { rows } = await db.query(
      `SELECT a.id, a.title, a.excerpt, a.body FROM articles a LEFT JOIN article_embeddings e ON e.article_id = a.id WHERE e.article_id IS NULL LIMIT 2000`,
    )
    if (rows.length === 0) return
    const values: unknown[] = []
    const tuples = rows.map((row, index) => {
      const vector = localEmbedding({ title: row.title, excerpt: row.excerpt, text: plainText(row.body) }, 256)
      values.push(row.id, toBytes(vector))
      return `($${index * 2 + 1}, 'local', '${LOCAL_EMBEDDING_MODEL}', 256, $${index * 2 + 2}, 'bench')`
    })
    await db.query(
      `INSERT INTO article_embeddings (article_id, provider, model, dimensions, vector, content_hash) VALUES ${tuples.join(', ')}`,
      values,
    )
  }
}

function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const worker = spawn(path.join(root, 'node_modules/.bin/node'), nodeArgsFor('scripts/worker.ts'), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    worker.once('exit', (code) => reject(new Error(`worker exited ${code}`)))
    worker.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('worker is running') && resolve(worker))
  })
}

const app = await startBenchApp({ JOBS_POLL_INTERVAL_MS: '20' })
const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
await db.connect()
const worker = await startWorker({ ...app.env, JOBS_POLL_INTERVAL_MS: '20' })
try {
  console.log(
    `${ROUNDS} publications per size over REST, local providers, one worker; ${os.cpus().length} cores, Node ${process.version}`,
  )
  let seeded = 0
  for (const size of SIZES) {
    await generateArticles(db, size - seeded, seeded)
    seeded = size
    await embedArchive(db)
    await db.query('VACUUM ANALYZE')
    const total: number[] = []
    const related: number[] = []
    for (let round = 0; round < ROUNDS + 1; round += 1) {
      const response = await fetch(`${app.baseUrl}/api/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          pms_id: app.pmsId,
          author_id: app.authorId,
          title: `Bench publication ${size}-${round}: a channel manager for boutique hotels`,
          excerpt: 'Rates and availability reach the agencies in seconds.',
          body: 'Hotels using a channel manager report fewer manual steps. The update brings mobile keys to more properties. Pricing follows in the spring.',
          is_published: true,
        }),
      })
      if (response.status !== 201) throw new Error(`publish answered ${response.status}: ${await response.text()}`)
      const answered = performance.now()
      const { article } = (await response.json()) as { article: { id: number } }
      for (;;) {
        const { rows } = await db.query(`SELECT task, message FROM publish_events WHERE article_id = $1`, [article.id])
        const done = rows.find((row) => row.task === 'social-post')
        if (done) {
          const took = /\((\d+) ms\)/.exec(rows.find((row) => row.task === 'related-articles')?.message ?? '')
          // The first round warms the worker's index (it loads every embedding once): reported apart.
          if (round === 0)
            console.log(
              `\n${size.toLocaleString('en')} articles: first publication ${(performance.now() - answered).toFixed(0)} ms (loads the in-memory index), related ${took?.[1]} ms`,
            )
          else {
            total.push(performance.now() - answered)
            related.push(Number(took?.[1]))
          }
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    }
    console.log(
      `  publish → all tasks done: median ${median(total).toFixed(0)} ms (max ${Math.max(...total).toFixed(0)} ms)`,
    )
    console.log(`  related articles computed: median ${median(related)} ms (max ${Math.max(...related)} ms)`)
  }
  console.log('\ngoal at 100,000: related computed under 200 ms')
} finally {
  worker.kill('SIGTERM')
  await db.end()
  await app.close()
}
process.exit(0)
