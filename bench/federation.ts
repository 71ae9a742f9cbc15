/**
 * `npm run bench:federation`: the social web's fan-out (issue 44, docs/decisions/044-federation.md) against the
 * built app and one `npm run worker`, in the production default configuration. The site's actor has FOLLOWERS
 * followers on SERVERS servers (each server's users share its inbox, as Mastodon's do), and each server is a loopback
 * HTTP server here that takes every delivery with 202 and notes when it came.
 *
 * Rounds alternate between the site with none and the site with its followers (the same rows, moved to another
 * actor and back), publishing one article over REST each round. Reported, as medians:
 *   - fan-out: the REST answer → the last server's delivery of the article's Create;
 *   - publishing: the REST answer → the step before the social web's, and → the social web's (the workflow's last,
 *     which only queues the deliveries) in the publish log, with and without followers: the rest of publishing must
 *     not wait for them;
 *   - the worker's and the server's resident memory at its highest.
 * Goal: 10,000 followers on 500 servers reached within a minute; the rest of publishing unchanged by the followers.
 * BENCH_FOLLOWERS, BENCH_SERVERS and BENCH_ROUNDS change the sizes. Needs PostgreSQL (see bench/support/benchApp.ts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import pg from 'pg'

import { startBenchApp, startBenchProcess } from './support/benchApp'
import { residentMiB } from './support/processUsage'
import { median } from './support/stats'

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000)
const SERVERS = Number(process.env.BENCH_SERVERS ?? 500)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6)
const PARKED = 'bench-parked'

/** When each activity id reached each server, by server. */
const arrivals = new Map<string, Map<number, number>>()

async function startServers(): Promise<{ urls: string[]; close(): Promise<void> }> {
  const servers = await Promise.all(
    Array.from({ length: SERVERS }, async (_, index) => {
      const server = http.createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => {
          try {
            const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: string }).id ?? ''
            if (!arrivals.has(id)) arrivals.set(id, new Map())
            arrivals.get(id)!.set(index, performance.now())
          } catch {
            // Not an activity: counted nowhere.
          }
          res.writeHead(202).end()
        })
      })
      // Deliveries come on kept-alive connections; a server of the many on this machine answers each at once.
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return server
    }),
  )
  return {
    urls: servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    close: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    },
  }
}

/** FOLLOWERS followers of the site, spread evenly over the servers, each with its server's shared inbox. */
async function follow(db: pg.Client, urls: string[]): Promise<void> {
  await db.query(
    `INSERT INTO federation_followers (actor, follower, inbox, shared_inbox, follow_activity)
     SELECT 'news', server || '/users/u' || n, server || '/users/u' || n || '/inbox', server || '/inbox',
       server || '/follows/' || n
     FROM generate_series(0, $2::int - 1) AS n, LATERAL (SELECT ($1::text[])[1 + n % array_length($1::text[], 1)] AS server) s`,
    [urls, FOLLOWERS],
  )
}

const app = await startBenchApp({ FEDERATION_TEST_PRIVATE_ADDRESSES: 'true', JOBS_POLL_INTERVAL_MS: '20' })
const db = new pg.Client({ connectionString: app.env.DATABASE_URL })
await db.connect()
const servers = await startServers()
// The heap cap docs/operations.md recommends, as bench:miss gives its servers: resident memory then shows what the
// worker keeps rather than garbage V8 has not collected yet (without it, 590–610 MiB at the fan-out's height).
// BENCH_WORKER_NODE_OPTIONS changes it.
const worker = await startBenchProcess('scripts/worker.ts', {
  ...app.env,
  JOBS_POLL_INTERVAL_MS: '20',
  NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS ?? '--max-old-space-size=256',
})
try {
  await follow(db, servers.urls)
  console.log(
    `${FOLLOWERS.toLocaleString('en')} followers of the site on ${SERVERS} servers (one shared inbox each); ` +
      `${ROUNDS} publications each with and without them, alternated; production default configuration, one worker; ` +
      `${os.cpus().length} cores, Node ${process.version}`,
  )
  const fanOut: number[] = []
  let beforeFanOut = 0
  const publishing = { with: [] as number[], without: [] as number[] }
  const rest = { with: [] as number[], without: [] as number[] }
  // Rounds 0 and 1 warm the processes (Fedify's first load, the keys' first read): not counted.
  for (let round = 0; round < 2 * (ROUNDS + 1); round += 1) {
    // Round 0 publishes with nobody following: the worker's memory after it is its own, before any fan-out.
    const withFollowers = round % 2 === 1
    await db.query(`UPDATE federation_followers SET actor = $1 WHERE actor = $2`, [
      withFollowers ? 'news' : PARKED,
      withFollowers ? PARKED : 'news',
    ])
    const response = await fetch(`${app.baseUrl}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        pms_id: app.pmsId,
        author_id: app.authorId,
        title: `Bench federation ${round}: a channel manager for boutique hotels`,
        excerpt: 'Rates and availability reach the agencies in seconds.',
        body: 'Hotels using a channel manager report fewer manual steps.\n\nThe update brings mobile keys to more properties.',
        is_published: true,
      }),
    })
    if (response.status !== 201) throw new Error(`publish answered ${response.status}: ${await response.text()}`)
    const answered = performance.now()
    const { article } = (await response.json()) as { article: { id: number } }
    let published: number | undefined
    let restOfPublishing: number | undefined
    let reached: number | undefined
    const createId = async () =>
      (await db.query(`SELECT id FROM federation_activities WHERE article_id = $1 AND type = 'Create'`, [article.id]))
        .rows[0]?.id as string | undefined
    for (;;) {
      if (published === undefined) {
        const { rows } = await db.query(
          `SELECT task FROM publish_events WHERE article_id = $1 AND task IN ('websub-ping', 'social-web')`,
          [article.id],
        )
        const tasks = rows.map((row) => row.task as string)
        if (tasks.includes('websub-ping')) restOfPublishing ??= performance.now() - answered
        if (tasks.includes('social-web')) published = performance.now() - answered
      }
      if (published !== undefined && reached === undefined) {
        const id = withFollowers ? await createId() : undefined
        const times = id ? arrivals.get(id) : undefined
        if (!withFollowers) reached = 0
        else if (times?.size === SERVERS) reached = Math.max(...times.values()) - answered
      }
      if (published !== undefined && reached !== undefined) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    if (round === 0) beforeFanOut = residentMiB(worker.pid, 'VmHWM')
    if (round < 2) continue
    const side = withFollowers ? 'with' : 'without'
    if (withFollowers) fanOut.push(reached)
    publishing[side].push(published)
    rest[side].push(restOfPublishing ?? published)
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms (max ${Math.max(...values).toFixed(0)})`
  const extra = await db.query(
    `SELECT count(*)::int AS deliveries, count(*) FILTER (WHERE state <> 'delivered')::int AS undelivered FROM federation_deliveries`,
  )
  console.log(`\n  fan-out, REST answer → every server has the Create: median ${ms(fanOut)}`)
  console.log(
    `  publishing, REST answer → the step before the social web's, with followers:    median ${ms(rest.with)}`,
  )
  console.log(
    `  publishing, REST answer → the step before the social web's, without followers: median ${ms(rest.without)}`,
  )
  console.log(`    ratio with / without: ${(median(rest.with) / median(rest.without)).toFixed(2)}`)
  console.log(
    `  publishing, REST answer → the social web's step (queues the deliveries), with followers:    median ${ms(publishing.with)}`,
  )
  console.log(
    `  publishing, REST answer → the social web's step (queues the deliveries), without followers: median ${ms(publishing.without)}`,
  )
  console.log(
    `  deliveries: ${extra.rows[0].deliveries} rows, ${extra.rows[0].undelivered} not delivered (one per server and activity)`,
  )
  console.log(
    `  resident memory at its highest: worker ${residentMiB(worker.pid, 'VmHWM').toFixed(0)} MiB (${beforeFanOut.toFixed(0)} MiB after a publication with no followers), server ${residentMiB(app.pid, 'VmHWM').toFixed(0)} MiB`,
  )
  console.log(
    '\ngoal: every server reached within 60 s; the rest of publishing unchanged by the followers (within 1.1×)',
  )
} finally {
  await worker.stop()
  await servers.close()
  await db.end()
  await app.close()
}
process.exit(0)
