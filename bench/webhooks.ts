/**
 * `npm run bench:webhooks`: the webhooks' delivery (issue 64, docs/decisions/077-webhooks.md) against the built app
 * and one `npm run worker`, in the production default configuration (no Redis). ENDPOINTS loopback receivers, each
 * registered for `article.updated`, verify every delivery's signature with the `standardwebhooks` package and check
 * that each record's updates arrive in order. Each round queues EVENTS events (RECORDS articles, each updated
 * EVENTS / RECORDS times) through the app's own queueing (src/content/webhooks/webhookMessages.ts), as a write's
 * transaction does, and times them until every endpoint has every one. Reported: each round's time and rate, the
 * median, and the worker's resident memory before, after each round and at its highest.
 * Goal: 1,000 events to 10 endpoints delivered in under a minute, the worker's memory flat from round to round.
 * BENCH_EVENTS, BENCH_ENDPOINTS, BENCH_ROUNDS change the sizes. Needs PostgreSQL (see bench/support/benchApp.ts).
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'

import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { Webhook } from 'standardwebhooks'

import { queueWebhookEvent } from '../src/content/webhooks/webhookMessages'
import { derivedKey } from '../src/ground/config/derivedKey'
import { createSealer } from '../src/ground/lib/sealing'
import { startBenchApp, startBenchProcess } from './support/benchApp'
import { residentMiB } from './support/processUsage'
import { median } from './support/stats'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000)
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const RECORDS = Math.max(1, Math.round(EVENTS / 10))

const BODY = 'Hotels using a channel manager report fewer manual steps. '.repeat(20)

interface Receiver {
  url: string
  secret: string
  received: number
  refused: number
  outOfOrder: number
  /** The last update number seen per record. */
  last: Map<number, number>
}

async function startReceiver(): Promise<Receiver & { server: http.Server }> {
  const receiver = {
    url: '',
    secret: `whsec_${randomBytes(32).toString('base64')}`,
    received: 0,
    refused: 0,
    outOfOrder: 0,
    last: new Map<number, number>(),
  }
  const verifier = () => new Webhook(receiver.secret)
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      try {
        const event = verifier().verify(
          Buffer.concat(chunks).toString('utf8'),
          req.headers as Record<string, string>,
        ) as {
          data: { id: number; update: number }
        }
        const { id, update } = event.data
        if ((receiver.last.get(id) ?? -1) >= update) receiver.outOfOrder += 1
        receiver.last.set(id, update)
        receiver.received += 1
        res.writeHead(204).end()
      } catch {
        receiver.refused += 1
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  return Object.assign(receiver, { server })
}

const app = await startBenchApp({ WEBHOOKS_TEST_PRIVATE_ADDRESSES: 'true', JOBS_POLL_INTERVAL_MS: '20' })
const pool = new pg.Pool({ connectionString: app.env.DATABASE_URL, max: 4 })
const db = drizzle(pool)
const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, startReceiver))
// The heap cap docs/operations.md recommends for workers: resident memory then shows what the worker keeps.
const worker = await startBenchProcess('scripts/worker.ts', {
  ...app.env,
  JOBS_POLL_INTERVAL_MS: '20',
  NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS ?? '--max-old-space-size=256',
})
try {
  // Registered as the CLI registers them, the secret sealed with the site's key (src/content/webhooks/webhookSecrets.ts).
  const sealer = createSealer(derivedKey(app.env.PAYLOAD_SECRET!, 'webhook-secrets'))
  for (const receiver of receivers) {
    const { rows } = await pool.query(
      `INSERT INTO webhooks (url, secret_sealed, secret_hint) VALUES ($1, $2, 'whsec_…') RETURNING id`,
      [receiver.url, sealer.seal(receiver.secret)],
    )
    await pool.query(`INSERT INTO webhooks_events ("order", parent_id, value) VALUES (1, $1, 'article.updated')`, [
      rows[0].id,
    ])
  }
  console.log(
    `${EVENTS.toLocaleString('en')} article.updated events (${RECORDS} articles, ${EVENTS / RECORDS} updates each) to ` +
      `${ENDPOINTS} loopback endpoints per round, ${ROUNDS} rounds; production default configuration, one worker ` +
      `(--max-old-space-size=256); ${os.cpus().length} cores, Node ${process.version}`,
  )
  const idle = residentMiB(worker.pid)
  const seconds: number[] = []
  const after: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const expected = receivers.map((receiver) => receiver.received + EVENTS)
    const started = performance.now()
    for (let event = 0; event < EVENTS; event += 1) {
      const id = round * RECORDS + (event % RECORDS) + 1
      const update = Math.floor(event / RECORDS)
      await queueWebhookEvent(db, {
        event: 'article.updated',
        recordKey: `articles:${id}`,
        data: { id, update, title: `Bench article ${id}, update ${update}`, body: BODY },
      })
    }
    const queued = performance.now() - started
    while (receivers.some((receiver, index) => receiver.received < expected[index]!)) {
      if (performance.now() - started > 600_000) throw new Error('not delivered within ten minutes')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const took = (performance.now() - started) / 1000
    seconds.push(took)
    after.push(residentMiB(worker.pid))
    console.log(
      `  round ${round + 1}: ${(EVENTS * ENDPOINTS).toLocaleString('en')} deliveries in ${took.toFixed(1)} s ` +
        `(${((EVENTS * ENDPOINTS) / took).toFixed(0)}/s; queueing took ${(queued / 1000).toFixed(1)} s); ` +
        `worker ${after.at(-1)!.toFixed(0)} MiB`,
    )
  }
  const refused = receivers.reduce((sum, receiver) => sum + receiver.refused, 0)
  const outOfOrder = receivers.reduce((sum, receiver) => sum + receiver.outOfOrder, 0)
  const { rows } = await pool.query(
    `SELECT count(*) FILTER (WHERE state = 'delivered')::int AS delivered, count(*) FILTER (WHERE attempts > 1)::int AS retried FROM webhook_deliveries`,
  )
  console.log(
    `\n  ${EVENTS.toLocaleString('en')} events to ${ENDPOINTS} endpoints: median ${median(seconds).toFixed(1)} s`,
  )
  console.log(
    `  signatures refused by the receivers: ${refused}; updates out of order: ${outOfOrder}; ` +
      `deliveries delivered ${rows[0].delivered}, tried more than once ${rows[0].retried}`,
  )
  console.log(
    `  worker resident memory: ${idle.toFixed(0)} MiB idle, after each round ${after.map((mib) => mib.toFixed(0)).join(', ')} MiB, ` +
      `at its highest ${residentMiB(worker.pid, 'VmHWM').toFixed(0)} MiB`,
  )
  console.log('\ngoal: under 60 s, no signature refused, none out of order; the worker flat from round to round')
} finally {
  await worker.stop()
  await Promise.all(receivers.map((receiver) => new Promise((resolve) => receiver.server.close(resolve))))
  await pool.end()
  await app.close()
}
process.exit(0)
