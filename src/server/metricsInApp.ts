/**
 * The app's part in `/metrics` (docs/decisions/078-metrics-and-traces.md): with METRICS_TOKEN set, every request is
 * counted and timed (src/ground/metrics/recordRequests.ts), the figures read at scrape time are registered, and the
 * router answers `/metrics`; without it none of this is installed, and the address is 404. Behind an edge
 * (docs/decisions/085-edge-and-renderers.md) the edge counts the requests and answers `/metrics`
 * (./edge/edgeMetrics.ts): a render process only hands it its own figures over the IPC channel.
 */
import type http from 'node:http'

import type { Payload } from 'payload'

import { exposeScrapedFigures } from '../features/ops/scrapedFigures'
import type { Env } from '../ground/env'
import { metricsRegistry } from '../ground/metrics/metrics'
import { createMetricsAnswer } from '../ground/metrics/metricsAnswer'
import { recordRequests } from '../ground/metrics/recordRequests'
import { answerMetricsRequests } from './edge/metricsOverIpc'

export interface MetricsInApp {
  /** Wraps the process's request listener: counted and timed when metrics are on, else as it is. */
  measured(listener: http.RequestListener): http.RequestListener
  /** The router's handler of `/metrics`, or undefined when METRICS_TOKEN is unset. */
  answer: ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) | undefined
}

export function metricsInApp(env: Env, payload: Payload, behindEdge: boolean): MetricsInApp {
  if (!env.METRICS_TOKEN) return { measured: (listener) => listener, answer: undefined }
  if (behindEdge) {
    // The edge counts every request it hands on, and answers `/metrics` with these figures merged into its own.
    exposeScrapedFigures(payload, env, 'renderer')
    answerMetricsRequests(() => metricsRegistry.getMetricsAsJSON())
    return { measured: (listener) => listener, answer: undefined }
  }
  exposeScrapedFigures(payload, env)
  return { measured: recordRequests, answer: createMetricsAnswer(env.METRICS_TOKEN) }
}
