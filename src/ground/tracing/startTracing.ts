/**
 * Traces over OTLP/HTTP (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/078-metrics-and-traces.md):
 * OpenTelemetry's Node SDK with the HTTP (a span per request, in and out), pg (a span per statement) and undici
 * (fetch) instrumentations. Called by the process's entry before it loads the app's modules, and only then imported
 * (dynamically): without the variable the SDK is never loaded.
 *
 * The instrumentations hook `require` (require-in-the-middle). The bundle (scripts/bundleServer.ts) keeps pg and the
 * OpenTelemetry packages outside it, so pg is loaded through Node's module loader once the hooks are in place: it is
 * required here, as is `http` (whose `Server.prototype.emit` carries the request spans, whichever way the server
 * imports it). undici's spans come from its diagnostics channels, which need no hook.
 */
import { createRequire } from 'node:module'
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace'

/** instrumentation-http's own list of query parameters whose values never reach a span (its README). */
const REDACTED_BY_DEFAULT = [
  'sig',
  'Signature',
  'AWSAccessKeyId',
  'X-Goog-Signature',
  'X-Amz-Signature',
  'X-Amz-Credential',
  'X-Amz-Security-Token',
]

/** Query parameters that carry a secret in our own addresses (a subscription's `?token=`, src/ground/paths.ts). */
const SECRET_PARAMS = ['token', 'code', 'secret']
const SECRET_IN_QUERY = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'g')
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.query']

/**
 * The exporter, with every span's address attributes cleared of secrets before they leave: Next's own request spans
 * (made once a tracer is registered) record `http.target` with the query, beside the HTTP instrumentation's, which
 * redacts its own (`redactedQueryParamsServer`). A span is ended and read-only: what is sent is a view of it with its
 * attributes replaced, the rest read through it.
 */
function withoutSecrets<T extends SpanExporter>(exporter: T): T {
  const clean = (span: ReadableSpan): ReadableSpan => {
    const dirty = ADDRESS_ATTRIBUTES.filter((key) => {
      const value = span.attributes[key]
      return typeof value === 'string' && new RegExp(SECRET_IN_QUERY.source).test(value)
    })
    if (dirty.length === 0) return span
    const attributes = { ...span.attributes }
    for (const key of dirty) attributes[key] = String(attributes[key]).replace(SECRET_IN_QUERY, '$1REDACTED')
    return Object.create(span, { attributes: { value: attributes } }) as ReadableSpan
  }
  const send = exporter.export.bind(exporter)
  exporter.export = (spans, done) => send(spans.map(clean), done)
  return exporter
}

export interface Tracing {
  /** Sends the spans still held, and stops. */
  stop(): Promise<void>
}

export async function startTracing(options: {
  endpoint: string
  serviceName: string
  /** `app` or `worker`: the `service.instance` kind beside the service's name. */
  kind: string
}): Promise<Tracing> {
  const [{ startNodeSdk }, { BatchSpanProcessor }, { OTLPTraceExporter }, http, pg, undici] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
  ])
  const exporter = withoutSecrets(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }))
  const sdk = startNodeSdk({
    resourceAttributes: { 'service.name': options.serviceName, 'pms_news.process': options.kind },
    resourceDetectors: [],
    spanProcessors: [new BatchSpanProcessor({ exporter, scheduledDelayMillis: 1_000 })],
    // Traces only: the figures are /metrics', and the logs are the process's JSON lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new http.HttpInstrumentation({
        // The scrape and the health checks would be most of the spans, and say nothing.
        ignoreIncomingRequestHook: (req) => /^\/(?:metrics|up|ready)(?:\?|$)/.test(req.url ?? ''),
        // A reader's link carries its secret in the query (a subscription's `?token=`, src/ground/paths.ts): never
        // in a span. The package's own list (signed storage URLs) is kept beside it.
        redactedQueryParamsServer: [...REDACTED_BY_DEFAULT, ...SECRET_PARAMS],
        // Outgoing requests through node:http are the deliveries to strangers' servers (webhooks, the social web),
        // whose URLs may hold the receiver's own secret (a chat service's webhook path): each delivery has its span
        // (src/ground/tracing/spans.ts) naming only the host, and no trace context is sent to them.
        disableOutgoingRequestInstrumentation: true,
      }),
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new undici.UndiciInstrumentation(),
    ],
  })
  const require = createRequire(import.meta.url)
  require('node:http')
  require('pg')
  return { stop: () => sdk.shutdown() }
}
