import type { ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { Gauge, Registry } from 'prom-client'
import { afterEach, describe, expect, it } from 'vitest'

import { edgeMetrics } from './edgeMetrics'
import { answerMetricsRequests } from './metricsOverIpc'

const TOKEN = 'a-token-of-the-operators'
const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A render process's end of a fork's IPC channel, answering from `registry`; the edge's end is the returned child. */
function renderProcessWith(registry: Registry): ChildProcess {
  const edgeEnd = new EventEmitter()
  const rendererEnd = new EventEmitter()
  Object.assign(edgeEnd, {
    send(message: unknown, done?: (error: Error | null) => void) {
      setImmediate(() => rendererEnd.emit('message', message))
      done?.(null)
      return true
    },
  })
  Object.assign(rendererEnd, {
    send(message: unknown) {
      setImmediate(() => edgeEnd.emit('message', message))
      return true
    },
  })
  answerMetricsRequests(() => registry.getMetricsAsJSON(), rendererEnd as unknown as NodeJS.Process)
  return edgeEnd as unknown as ChildProcess
}

/** A render process whose channel is closed: sending fails. */
function goneRenderProcess(): ChildProcess {
  return Object.assign(new EventEmitter(), {
    send(_: unknown, done?: (error: Error | null) => void) {
      done?.(new Error('channel closed'))
      return false
    },
  }) as unknown as ChildProcess
}

async function serve(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The edge's render queue as the scrape finds it. */
const renders = { figures: () => ({ inFlight: 2, waitingPeople: 1, waitingAgents: 3 }) }

describe("the edge's /metrics", () => {
  it('installs nothing without METRICS_TOKEN: the listener as it is, /metrics left to be handed on', () => {
    const listener: http.RequestListener = () => undefined
    const metrics = edgeMetrics(undefined, () => [], renders)
    expect(metrics.measured(listener)).toBe(listener)
    expect(metrics.answered({ url: '/metrics' } as http.IncomingMessage, {} as http.ServerResponse)).toBe(false)
  })

  it("counts its own requests and merges each render process's figures into one exposition", async () => {
    const renderer = new Registry()
    new Gauge({ name: 'pmsnews_queue_depth', help: 'Depth.', labelNames: ['queue'], registers: [renderer] }).set(
      { queue: 'jobs' },
      4,
    )
    // Node's start time as prom-client makes it, left out of its merges unless the edge keeps it.
    new Gauge({
      name: 'process_start_time_seconds',
      help: 'Start time.',
      labelNames: ['process'],
      aggregator: 'omit',
      registers: [renderer],
    }).set({ process: 'renderer' }, 1_700_000_000)
    // A figure with no sample yet is NaN: it must cross the channel as one.
    new Gauge({ name: 'test_not_yet_seconds', help: 'Not yet.', registers: [renderer] }).set(NaN)
    const metrics = edgeMetrics(TOKEN, () => [renderProcessWith(renderer), goneRenderProcess()], renders)
    const url = await serve(
      metrics.measured((req, res) => {
        if (metrics.answered(req, res)) return
        res.writeHead(301, { Location: '/' }).end()
      }),
    )
    expect((await fetch(`${url}/old`, { redirect: 'manual' })).status).toBe(301)
    expect((await fetch(`${url}/metrics`)).status).toBe(401)

    const answer = await fetch(`${url}/metrics?x=1`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).toContain('pmsnews_http_requests_total{kind="page",method="GET",status="301"} 1')
    expect(text).toContain('pmsnews_queue_depth{queue="jobs"} 4')
    expect(text).toContain('test_not_yet_seconds Nan') // as prom-client writes NaN
    expect(text).toMatch(/^process_resident_memory_bytes\{process="edge"\} \d+$/m)
    expect(text).toMatch(/^process_start_time_seconds\{process="edge"\} \d+$/m)
    expect(text).toContain('process_start_time_seconds{process="renderer"} 1700000000')
    expect(text).toContain('pmsnews_edge_renders_in_flight 2')
    expect(text).toContain('pmsnews_edge_renders_waiting{reader="person"} 1')
    expect(text).toContain('pmsnews_edge_renders_waiting{reader="agent"} 3')
    expect(text).toContain('pmsnews_render_processes_scraped{outcome="answered"} 1')
    expect(text).toContain('pmsnews_render_processes_scraped{outcome="silent"} 1')
    // One family each: prom-client's merge, not two texts one after the other.
    expect(text.match(/^# TYPE pmsnews_http_requests_total /gm)).toHaveLength(1)
  })
})
