/**
 * Every figure the service shows on `/metrics` (docs/decisions/078-metrics-and-traces.md), named once here, in one
 * registry per process: what each process counts (requests, the page cache, the read limit, reads by kind of reader,
 * deliveries, jobs, heartbeats), and, from `exposeProcessMetrics`, Node's own (memory, event-loop delay, CPU). Figures
 * read at scrape time (the database pool, Redis, the queues' depths) are added by the process that knows them
 * (src/features/ops/scrapedFigures.ts).
 *
 * Every label's values are a closed set written here: no URL, id, user agent, client name, address or email is ever a
 * label value, so the series stay few and say nothing about any one reader.
 */
import { collectDefaultMetrics, Counter, Gauge, type Metric, Registry } from 'prom-client'

import { FixedCounter, FixedHistogram } from './fixedSeries'
import { ROUTE_KINDS } from './routeKind'

export const metricsRegistry = new Registry()

/** Adds a metric of our own make (./fixedSeries.ts), which reads as prom-client's own at scrape time. */
const registered = <T extends FixedCounter | FixedHistogram>(metric: T): T => {
  metricsRegistry.registerMetric(metric as unknown as Metric)
  return metric
}

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'] as const
/** The codes the service answers with, each its own series; any other code counts under its class. */
export const STATUS_CODES = [
  '200', '201', '202', '204', '206', '301', '302', '303', '304', '307', '308',
  '400', '401', '403', '404', '405', '406', '409', '410', '413', '415', '422', '429', '499',
  '500', '502', '503', '504',
  '1xx', '2xx', '3xx', '4xx', '5xx',
] as const // prettier-ignore
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const
/** Seconds: a cached hit takes well under a millisecond, a rendered page tens, a slow cockpit save seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export const httpRequests = registered(
  new FixedCounter('pmsnews_http_requests_total', 'Requests answered, by kind of address, method and status.', {
    kind: ROUTE_KINDS,
    method: HTTP_METHODS,
    status: STATUS_CODES,
  }),
)

export const httpRequestDuration = registered(
  new FixedHistogram(
    'pmsnews_http_request_duration_seconds',
    'From the request reaching the app to its answer handed to the socket, by kind of address and status class.',
    { kind: ROUTE_KINDS, status_class: STATUS_CLASSES },
    LATENCY_BUCKETS,
  ),
)

export const PAGE_CACHE_OUTCOMES = ['hit', 'miss'] as const
export const pageCacheLookups = registered(
  new FixedCounter(
    'pmsnews_page_cache_lookups_total',
    'Page reads the page cache answered (hit) or sent to be rendered (miss).',
    { outcome: PAGE_CACHE_OUTCOMES },
  ),
)

export const pageCacheInvalidations = new Counter({
  name: 'pmsnews_page_cache_invalidations_total',
  help: 'Times the page cache forgot pages: a committed change heard (change), a write of this process about to commit (local_write), or everything after the change listener reconnected (clear).',
  labelNames: ['cause'] as const,
  registers: [metricsRegistry],
})

/** The page cache's two segments (src/server/pageCache/responseCache.ts, ADR 086). */
const PAGE_CACHE_SEGMENTS = ['probation', 'returned_to'] as const
let pageCacheBytesNow: (() => Record<(typeof PAGE_CACHE_SEGMENTS)[number], number>) | undefined

/** Where the scrape reads the process's page cache's bytes; the process's newest page cache is the one it serves. */
export function reportPageCacheBytes(read: NonNullable<typeof pageCacheBytesNow>): void {
  pageCacheBytesNow = read
}

new Gauge({
  name: 'pmsnews_page_cache_bytes',
  help: 'Bytes the page cache keeps, as its budget (PAGE_CACHE_MAX_MB) counts them: pages not read again since they were kept (probation, at most a sixty-fourth), and pages read again (returned_to).',
  labelNames: ['segment'] as const,
  registers: [metricsRegistry],
  collect() {
    const bytes = pageCacheBytesNow?.()
    if (bytes) for (const segment of PAGE_CACHE_SEGMENTS) this.set({ segment }, bytes[segment])
  },
})

export const readLimitRefusals = new Counter({
  name: 'pmsnews_read_limit_refusals_total',
  help: 'Requests refused with 429 by a read limit, by limit (read: per client network; verified-agent-read, verified-agent-network-read: Web Bot Auth budgets).',
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
})

/** The kinds of reader of src/features/analytics/readers.ts. */
export const READER_KINDS = ['person', 'verified-agent', 'declared-agent', 'feed-reader', 'mcp'] as const
export const reads = registered(
  new FixedCounter(
    'pmsnews_reads_total',
    'Successful public reads counted for the editors (READ_COUNTS=on), by kind of reader: a verified agent proved itself with Web Bot Auth, a declared agent said what it is in its User-Agent.',
    { reader: READER_KINDS },
  ),
)

export type DeliveryKind = 'federation' | 'newsletter' | 'webhook'
export type DeliveryOutcome = 'sent' | 'retried' | 'failed'
/**
 * Deliveries tried by the worker: `sent` (the receiver took it), `retried` (a try failed and another is scheduled),
 * `failed` (given up for good). Webhooks (issue 64's first part) count here as `kind="webhook"` through `countDelivery`.
 */
const deliveries = new Counter({
  name: 'pmsnews_deliveries_total',
  help: 'Deliveries tried by the worker, by kind (federation, newsletter, webhook) and outcome (sent, retried, failed).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
})
export const countDelivery = (kind: DeliveryKind, outcome: DeliveryOutcome) => deliveries.inc({ kind, outcome })

export const jobsRun = new Counter({
  name: 'pmsnews_jobs_run_total',
  help: 'Jobs of the jobs queue run by this process: ran (Payload recorded its outcome), or failed to run around its tasks (handed back).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

export const workerHeartbeats = new Counter({
  name: 'pmsnews_worker_heartbeats_total',
  help: "This process's heartbeats (it runs the jobs queue): recorded in PostgreSQL, or failed.",
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

/** Which process of an edge's instance Node's own figures are of; none where one process serves alone. */
export type ProcessLabel = 'edge' | 'renderer'

let processMetrics = false
/**
 * Node's own figures (prom-client's defaults: memory, event-loop delay, CPU, handles), once, when metrics are served.
 * Behind an edge each carries `process="edge"` or `process="renderer"`: the edge's one exposition merges them, and an
 * edge's memory must not be added to its render processes' (docs/decisions/078-metrics-and-traces.md).
 */
export function exposeProcessMetrics(process?: ProcessLabel): void {
  if (processMetrics) return
  processMetrics = true
  collectDefaultMetrics({ register: metricsRegistry, ...(process ? { labels: { process } } : {}) })
}
