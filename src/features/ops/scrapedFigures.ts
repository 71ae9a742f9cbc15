/**
 * The figures `/metrics` reads when it is scraped (docs/decisions/078-metrics-and-traces.md), for a process with a
 * Payload instance (the app, the worker): its database pool (connections in use, idle, callers waiting), whether Redis
 * answers (where REDIS_URL is set; the connection's state, no round trip), each leased queue's depth and the age of its
 * oldest due row (one bounded statement, ../jobs/queueFigures.ts), and the workers alive and dead by their heartbeats.
 * The two statements run once per scrape, within a deadline; a scrape during a database outage shows the pool and
 * `pmsnews_scrape_database_ok 0` instead of stale figures.
 */
import { Gauge } from 'prom-client'
import type { Payload } from 'payload'

import { poolFiguresOf } from '../../ground/db/adapter'
import type { Env } from '../../ground/env'
import { exposeProcessMetrics, metricsRegistry, type ProcessLabel } from '../../ground/metrics/metrics'
import { redisConnection } from '../../ground/rateLimit/redisConnection'
import { queueDepths } from '../jobs/queueFigures'
import { workerStates } from '../jobs/workerHeartbeats'
import { withDeadline } from './health'

const SCRAPE_DEADLINE_MS = 2_000
/** Scrapes closer together than this share one reading (the gauges of one scrape are read side by side). */
const READING_MS = 1_000

let registered = false

/**
 * Registers the figures, once per process (Payload's instance is the process's, and so are the gauges).
 * `processLabel` labels Node's own figures behind an edge, which merges its render processes' figures with its own:
 * there the pools' connections add up, while the queues, the workers and the database's answer are one reading of one
 * database that each render process repeats, so they merge as their highest (lowest, for the answer), not a sum.
 */
export function exposeScrapedFigures(
  payload: Payload,
  env: Pick<Env, 'REDIS_URL' | 'WORKER_HEARTBEAT_INTERVAL_MS'>,
  processLabel?: ProcessLabel,
) {
  exposeProcessMetrics(processLabel)
  if (registered) return
  registered = true
  let reading: { at: number; figures: Promise<Awaited<ReturnType<typeof read>> | null> } | undefined
  const read = async () => {
    const [queues, workers] = await Promise.all([
      queueDepths(payload),
      workerStates(payload, env.WORKER_HEARTBEAT_INTERVAL_MS),
    ])
    return { queues, workers: { alive: workers.alive.length, dead: workers.dead.length } }
  }
  const current = () => {
    if (!reading || Date.now() - reading.at > READING_MS)
      reading = { at: Date.now(), figures: withDeadline(read(), SCRAPE_DEADLINE_MS).catch(() => null) }
    return reading.figures
  }
  const registers = [metricsRegistry]

  new Gauge({
    name: 'pmsnews_db_pool_connections',
    help: "The database pool's connections: in use, or idle.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = poolFiguresOf(payload)
      this.set({ state: 'in_use' }, pool.open - pool.idle)
      this.set({ state: 'idle' }, pool.idle)
    },
  })
  new Gauge({
    name: 'pmsnews_db_pool_waiting',
    help: 'Callers waiting for a connection of the database pool.',
    registers,
    collect() {
      this.set(poolFiguresOf(payload).waiting)
    },
  })
  if (env.REDIS_URL) {
    const url = env.REDIS_URL
    new Gauge({
      name: 'pmsnews_redis_up',
      help: "1 when this process's Redis connection is ready, 0 while it is not (the limits count without it).",
      registers,
      aggregator: 'min',
      collect() {
        this.set(redisConnection(url).status === 'ready' ? 1 : 0)
      },
    })
  }
  new Gauge({
    name: 'pmsnews_scrape_database_ok',
    help: "1 when this scrape read the queues' and workers' figures from PostgreSQL within its deadline, else 0.",
    registers,
    aggregator: 'min',
    async collect() {
      this.set((await current()) ? 1 : 0)
    },
  })
  new Gauge({
    name: 'pmsnews_queue_depth',
    help: 'Rows waiting or being worked on in each queue (jobs, federation, newsletter, webhook), counted up to 10,000.',
    labelNames: ['queue'] as const,
    registers,
    aggregator: 'max',
    async collect() {
      this.reset()
      for (const queue of (await current())?.queues ?? []) this.set({ queue: queue.queue }, queue.depth)
    },
  })
  new Gauge({
    name: 'pmsnews_queue_oldest_due_seconds',
    help: 'How long the oldest due row of each queue that nobody works on has waited, in seconds (0: none waits).',
    labelNames: ['queue'] as const,
    registers,
    aggregator: 'max',
    async collect() {
      this.reset()
      for (const queue of (await current())?.queues ?? []) this.set({ queue: queue.queue }, queue.oldestDueSeconds)
    },
  })
  new Gauge({
    name: 'pmsnews_workers',
    help: 'Processes running the jobs queue by their heartbeats: alive, or dead (stopped beating without a word in the last day).',
    labelNames: ['state'] as const,
    registers,
    aggregator: 'max',
    async collect() {
      this.reset()
      const workers = (await current())?.workers
      if (!workers) return
      this.set({ state: 'alive' }, workers.alive)
      this.set({ state: 'dead' }, workers.dead)
    },
  })
}
