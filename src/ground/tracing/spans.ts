/**
 * Spans of our own work (docs/decisions/078-metrics-and-traces.md): one per job and per delivery, and the trace
 * context a request hands to the jobs it queues (W3C Trace Context's `traceparent`, kept in the job's input). Written
 * against OpenTelemetry's API alone: until ./startTracing.ts registers the SDK (OTEL_EXPORTER_OTLP_ENDPOINT set), the
 * API's tracer makes spans that record nothing, and no `traceparent` is ever written.
 */
import { type Attributes, context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

const tracer = () => trace.getTracer('pms-news')

/** The active span's context as a `traceparent` value, or undefined when nothing is traced. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {}
  propagation.inject(context.active(), carrier)
  return carrier.traceparent
}

/**
 * Runs `work` in a span named `name`, a child of `traceparent` when one is given (the request that queued the work),
 * else of whatever span is active. A thrown error marks the span failed and goes on.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  traceparent?: string | null,
): Promise<T> {
  const parent = traceparent ? propagation.extract(context.active(), { traceparent }) : context.active()
  return tracer().startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent, async (span) => {
    try {
      return await work()
    } catch (error) {
      span.recordException(error as Error)
      span.setStatus({ code: SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })
}
