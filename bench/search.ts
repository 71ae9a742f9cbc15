/**
 * `npm run bench:search`: 20 fixed queries over HTTP against the built app at 10,000 and then 100,000 published
 * articles (bench/support/generateArticles.ts), each uncached (a query string the page cache does not keep), next
 * to the plain `ILIKE '%word%'` search a naive implementation would run, straight on the database (count and the
 * ten newest, like our page), in the same run. Goal at 100,000: p95 under 50 ms end to end, at least 10× faster
 * than ILIKE. BENCH_ROUNDS (5) sets how often each query runs. Needs PostgreSQL (see bench/support/benchApp.ts).
 */
import os from 'node:os'
import pg from 'pg'

import { generateArticles } from './support/generateArticles'
import { startBenchApp } from './support/benchApp'
import { median } from './support/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SIZES = [10_000, 100_000]
const QUERIES = [
  'mobile keys',
  'channel manager',
  'revenue management',
  'contactless check-in',
  'booking engine',
  'housekeeping',
  'POS',
  'guest messaging',
  'open APIs',
  'group blocks',
  'night audit',
  'payments',
  'Lisbon',
  'boutique hotels',
  'Nordics',
  'Harbor launches',
  'Tidewater rebuilds',
  'manual steps',
  'chanel manger',
  'reserv',
]

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`

async function timeHttp(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { accept: 'text/markdown' } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

/** What a search built on ILIKE would run: every word somewhere in the title or body, a count and the newest ten. */
async function timeIlike(db: pg.Client, query: string): Promise<number> {
  const words = query.split(/\s+/).map((word) => `%${word.replace(/[%_\\]/g, '\\$&')}%`)
  const where = words.map((_, index) => `(a.title ILIKE $${index + 1} OR a.body ILIKE $${index + 1})`).join(' AND ')
  const started = performance.now()
  await db.query(
    `SELECT count(*) OVER () AS total, a.id, a.title FROM articles a JOIN pmses p ON p.id = a.pms_id
     WHERE a.is_published AND p.is_published AND ${where} ORDER BY a.published_at DESC LIMIT 10`,
    words,
  )
  return performance.now() - started
}

const app = await startBenchApp({ READ_RATE_LIMIT_PER_MINUTE: '10000000' })
const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
await db.connect()
try {
  console.log(
    `${QUERIES.length} queries × ${ROUNDS} rounds, uncached, markdown over HTTP; ${os.cpus().length} cores, Node ${process.version}`,
  )
  let seeded = 0
  for (const size of SIZES) {
    await generateArticles(db, size - seeded, seeded)
    seeded = size
    await db.query('VACUUM ANALYZE articles')
    for (const query of QUERIES) await timeHttp(`${app.baseUrl}/search?q=${encodeURIComponent(query)}&warm=1`) // plans and caches warm
    const ours: number[] = []
    const ilike: number[] = []
    const perQuery: string[] = []
    let run = 0
    for (const query of QUERIES) {
      const mine: number[] = []
      const theirs: number[] = []
      for (let round = 0; round < ROUNDS; round += 1) {
        mine.push(await timeHttp(`${app.baseUrl}/search?q=${encodeURIComponent(query)}&run=${run++}`))
        theirs.push(await timeIlike(db, query))
      }
      ours.push(...mine)
      ilike.push(...theirs)
      perQuery.push(`  ${query.padEnd(22)} ours ${ms(median(mine))}   ILIKE ${ms(median(theirs))}`)
    }
    console.log(`\n${size.toLocaleString('en')} articles (medians per query):\n${perQuery.join('\n')}`)
    console.log(
      `all queries: ours median ${ms(median(ours))}, p95 ${ms(p95(ours))}   ILIKE median ${ms(median(ilike))}, p95 ${ms(p95(ilike))}   ` +
        `ILIKE / ours: ${(median(ilike) / median(ours)).toFixed(1)}× at the median, ${(p95(ilike) / p95(ours)).toFixed(1)}× at p95`,
    )
  }
  console.log('\ngoal at 100,000: p95 under 50 ms end to end over HTTP, at least 10× faster than ILIKE')
} finally {
  await db.end()
  await app.close()
}
process.exit(0)
