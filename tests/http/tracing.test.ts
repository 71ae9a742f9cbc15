/**
 * Traces (issue 64, docs/decisions/078-metrics-and-traces.md): with OTEL_EXPORTER_OTLP_ENDPOINT set, the built app and
 * worker send their spans over OTLP/HTTP (JSON) to a loopback receiver: the request's span, the statements it ran
 * (pg, hooked in the bundle), and the span of the job it queued, in the same trace. Without METRICS_TOKEN, `/metrics`
 * is 404.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { startWorker, type WorkerProcess } from '../helpers/worker'

interface ReceivedSpan {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes: Record<string, unknown>
  service: string
  process: string
}

/** OTLP/HTTP's trace receiver (JSON): every span it was sent, flattened. */
const spans: ReceivedSpan[] = []
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: Record<string, unknown> }> }
          scopeSpans: Array<{
            spans: Array<
              Omit<ReceivedSpan, 'attributes' | 'service' | 'process'> & {
                attributes?: Array<{ key: string; value: Record<string, unknown> }>
              }
            >
          }>
        }>
      }
      for (const resource of body.resourceSpans) {
        const resourceAttributes = Object.fromEntries(
          resource.resource.attributes.map((a) => [a.key, Object.values(a.value)[0]]),
        )
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({
              ...span,
              attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]])),
              service: String(resourceAttributes['service.name']),
              process: String(resourceAttributes['pms_news.process']),
            })
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})
let endpoint = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

const app = useApp({ database: 'published', env: () => ({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }) })
let worker: WorkerProcess | undefined
afterAll(async () => {
  await worker?.stop()
})

describe('traces over OTLP', () => {
  it("carry a request's trace into the job it queued, run by the worker", async () => {
    worker = await startWorker({ ...app.env, BASE_URL: app.url })
    const answer = await fetch(`${app.url}/cms-api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@pmsnews.example' }),
    })
    expect(answer.status, app.server.output().slice(-4000)).toBe(200)
    const isResetRequest = (span: ReceivedSpan) =>
      span.process === 'app' &&
      span.kind === 2 &&
      String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '').startsWith(
        '/cms-api/users/forgot-password',
      )
    await expect.poll(() => spans.find(isResetRequest), { timeout: 30_000 }).toBeDefined()
    const requestSpan = spans.find(isResetRequest)!
    expect(requestSpan.service).toBe('pms-news')
    // The job's span, in the worker, is in the request's trace.
    await expect
      .poll(
        () =>
          spans.find(
            (span) => span.process === 'worker' && span.name.startsWith('job ') && span.traceId === requestSpan.traceId,
          ),
        { timeout: 30_000 },
      )
      .toBeDefined()
    // The request's statements were traced too: pg is hooked in the bundle.
    const isStatement = (span: ReceivedSpan) =>
      span.traceId === requestSpan.traceId &&
      (span.attributes['db.system.name'] === 'postgresql' || span.attributes['db.system'] === 'postgresql')
    expect(spans.some(isStatement)).toBe(true)
  })

  it("keep a reader's link secret out of the request's span", async () => {
    const secret = 'tracing-test-secret-4f1c9'
    await (await fetch(`${app.url}/subscribe/confirm?token=${secret}`)).arrayBuffer()
    const isConfirm = (span: ReceivedSpan) =>
      span.process === 'app' &&
      span.kind === 2 &&
      String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '').startsWith('/subscribe/confirm')
    await expect.poll(() => spans.find(isConfirm), { timeout: 30_000 }).toBeDefined()
    expect(JSON.stringify(spans.filter(isConfirm))).not.toContain(secret)
  })

  it('leave /metrics at 404 where METRICS_TOKEN is unset, whatever token is offered (docs/decisions/078-metrics-and-traces.md)', async () => {
    const answer = await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer anything' } })
    expect(answer.status).toBe(404)
    expect(await answer.text()).not.toContain('pmsnews_')
  })
})
