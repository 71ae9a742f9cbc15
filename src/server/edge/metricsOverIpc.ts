/**
 * A render process's figures for the edge's `/metrics` (docs/decisions/078-metrics-and-traces.md, 085), carried over
 * the fork's IPC channel (the one ./renderProcessSide.ts tells the edge on): the edge asks each ready render process,
 * which answers with prom-client's `getMetricsAsJSON()`, and merges the answers with its own registry. Nothing outside
 * the instance can ask: the channel is a pipe between the edge and the processes it started.
 *
 * The JSON goes as text: IPC's own serialization is JSON, which turns a value of NaN or ±Infinity (an event-loop
 * figure before its first sample, a bucket bound) into null; here they travel as the words Number() reads back.
 */
import type { ChildProcess } from 'node:child_process'

import type { metricsRegistry } from '../../ground/metrics/metrics'

/** prom-client's JSON of one registry, as `AggregatorRegistry.aggregate` takes it. */
export type MetricsJson = Awaited<ReturnType<typeof metricsRegistry.getMetricsAsJSON>>

/** The edge asks a render process for its figures. */
interface MetricsRequest {
  kind: 'metrics?'
  id: number
}
/** A render process's answer: its registry's JSON, as text. */
interface MetricsReply {
  kind: 'metrics'
  id: number
  metrics: string
}

const isRequest = (message: unknown): message is MetricsRequest =>
  (message as { kind?: unknown } | null)?.kind === 'metrics?' && typeof (message as MetricsRequest).id === 'number'

const encode = (json: MetricsJson) =>
  JSON.stringify(json, (_, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? String(value) : value,
  )

/** Values are numbers; a sample's `value` sent as a word (NaN, Infinity) is read back as one. */
const decode = (text: string): MetricsJson =>
  JSON.parse(text, function (this: Record<string, unknown>, key, value: unknown) {
    return key === 'value' && typeof value === 'string' && 'labels' in this ? Number(value) : value
  }) as MetricsJson

/** The render process's end of the channel: `process` itself, started by the edge. */
type Channel = Pick<NodeJS.Process, 'on' | 'send'>

/** In a render process: answers the edge's requests with `read()`'s figures, for as long as the process runs. */
export function answerMetricsRequests(read: () => Promise<MetricsJson>, channel: Channel = process): void {
  channel.on('message', (message: unknown) => {
    if (!isRequest(message)) return
    void read()
      .then((json) => channel.send?.({ kind: 'metrics', id: message.id, metrics: encode(json) } satisfies MetricsReply))
      .catch(() => undefined)
  })
}

let lastId = 0

/**
 * At the edge: a render process's figures, or null when it does not answer within `timeoutMs` (it is stopping, or
 * stopped): a scrape then shows the others' rather than waiting on it.
 */
export function askForMetrics(child: ChildProcess, timeoutMs: number): Promise<MetricsJson | null> {
  const id = ++lastId
  return new Promise((resolve) => {
    const done = (json: MetricsJson | null) => {
      clearTimeout(timer)
      child.off('message', heard)
      child.off('exit', gone)
      resolve(json)
    }
    const heard = (message: unknown) => {
      const reply = message as Partial<MetricsReply> | null
      if (reply?.kind !== 'metrics' || reply.id !== id || typeof reply.metrics !== 'string') return
      let json: MetricsJson | null = null
      try {
        json = decode(reply.metrics)
      } catch {
        // A garbled answer counts as none: the scrape shows the other processes' figures.
      }
      done(json)
    }
    const gone = () => done(null)
    const timer = setTimeout(gone, timeoutMs)
    child.on('message', heard)
    child.once('exit', gone)
    try {
      child.send({ kind: 'metrics?', id } satisfies MetricsRequest, (error) => error && gone())
    } catch {
      gone()
    }
  })
}
