/**
 * `/metrics` with an edge (docs/decisions/078-metrics-and-traces.md, 085): with METRICS_TOKEN set, the edge counts and
 * times every request it receives (src/ground/metrics/recordRequests.ts) — those it answers itself (cached pages,
 * redirects, refusals, 304s) and those it hands on, each once, since a render process behind it counts none — and it
 * answers `/metrics` itself: one exposition, its own registry (requests, the page cache, the read limit, the site's
 * reads, its Node figures, the renders in flight and waiting) merged by prom-client's `AggregatorRegistry.aggregate` with each ready render process's
 * (jobs, pools, queues, its Node figures; ./metricsOverIpc.ts). Without the token nothing is installed: `/metrics` is
 * handed on as any address, and the render process answers 404.
 */
import type { ChildProcess } from 'node:child_process'
import type http from 'node:http'

import { AggregatorRegistry, Gauge, type MetricObjectWithValues, type MetricValue } from 'prom-client'

import { exposeProcessMetrics, metricsRegistry } from '../../ground/metrics/metrics'
import { createMetricsAnswer, metricsPath } from '../../ground/metrics/metricsAnswer'
import { recordRequests } from '../../ground/metrics/recordRequests'
import { askForMetrics } from './metricsOverIpc'
import type { RenderQueue } from './renderQueue'

export interface EdgeMetrics {
  /** Wraps the edge's request listener: counted and timed when metrics are on, else as it is. */
  measured(listener: http.RequestListener): http.RequestListener
  /** Answers a request for `/metrics` (true), or leaves it (false): always, when METRICS_TOKEN is unset. */
  answered(req: http.IncomingMessage, res: http.ServerResponse): boolean
}

/** Longer than a render process's own deadline for its database figures (2 s), so that a slow database is still shown. */
const RENDERER_DEADLINE_MS = 3_000

const QUESTION_MARK = 63

/** `/metrics`, with or without a query; in origin-form, as every request the edge answers itself. */
const asksForMetrics = (url: string | undefined) =>
  url !== undefined &&
  url.startsWith(metricsPath) &&
  (url.length === metricsPath.length || url.charCodeAt(metricsPath.length) === QUESTION_MARK)

export function edgeMetrics(
  token: string | undefined,
  renderProcesses: () => ChildProcess[],
  renders: Pick<RenderQueue, 'figures'>,
): EdgeMetrics {
  if (!token) return { measured: (listener) => listener, answered: () => false }
  exposeProcessMetrics('edge')
  exposeRenderQueue(renders)
  const scraped = new Gauge({
    name: 'pmsnews_render_processes_scraped',
    help: 'Render processes whose figures this scrape holds (answered), or that did not answer in time (silent): one being started again, or stopped.',
    labelNames: ['outcome'] as const,
    registers: [metricsRegistry],
  })
  const answer = createMetricsAnswer(token, async () => {
    const theirs = await Promise.all(renderProcesses().map((child) => askForMetrics(child, RENDERER_DEADLINE_MS)))
    const answered = theirs.filter((json) => json !== null)
    scraped.set({ outcome: 'answered' }, answered.length)
    scraped.set({ outcome: 'silent' }, theirs.length - answered.length)
    return AggregatorRegistry.aggregate(
      [await metricsRegistry.getMetricsAsJSON(), ...answered].map(keepingStartTimes),
    ).metrics()
  })
  return {
    measured: recordRequests,
    answered(req, res) {
      if (!asksForMetrics(req.url)) return false
      void answer(req, res).catch(() => res.destroy())
      return true
    },
  }
}

/**
 * The edge's render queue (./renderQueue.ts): the renders the render processes are doing, and the misses waiting for
 * one, people's apart from agents' — the first figure to look at when pages come slowly during a crawl.
 */
function exposeRenderQueue(renders: Pick<RenderQueue, 'figures'>) {
  new Gauge({
    name: 'pmsnews_edge_renders_in_flight',
    help: 'Misses the edge has handed to a render process and not yet seen answered.',
    registers: [metricsRegistry],
    collect() {
      this.set(renders.figures().inFlight)
    },
  })
  new Gauge({
    name: 'pmsnews_edge_renders_waiting',
    help: 'Misses waiting at the edge for a render slot, by reader: a person, or an agent.',
    labelNames: ['reader'] as const,
    registers: [metricsRegistry],
    collect() {
      const { waitingPeople, waitingAgents } = renders.figures()
      this.set({ reader: 'person' }, waitingPeople)
      this.set({ reader: 'agent' }, waitingAgents)
    },
  })
}

/**
 * prom-client's merge leaves Node's start time out ('omit': one process's is not another's). Here each process's
 * carries its own `process` label, so each is kept; render processes sharing the label show the latest start, which
 * moves when one is started again.
 */
function keepingStartTimes(metrics: MetricObjectWithValues<MetricValue<string>>[]) {
  return metrics.map((metric) =>
    metric.name === 'process_start_time_seconds' ? { ...metric, aggregator: 'max' as const } : metric,
  )
}
