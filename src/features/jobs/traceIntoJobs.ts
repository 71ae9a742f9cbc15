/**
 * Trace context from a request into the jobs it queues (docs/decisions/078-metrics-and-traces.md): while a span is
 * active (tracing on, src/ground/tracing/), every job queued through `payload.jobs.queue`, from whichever surface,
 * carries its `traceparent` in its input, and the runner (./jobRunner.ts) runs the job in a span of that trace.
 * Payload writes a job's row from `queue`'s arguments alone, so the input is the one place a job can carry it; tasks
 * read their own fields of the input and leave this one alone. Without tracing nothing is added.
 */
import type { Payload } from 'payload'

import { currentTraceparent } from '../../ground/tracing/spans'

/** The input field that carries the trace context. */
const TRACEPARENT_FIELD = 'traceparent'

export function carryTraceIntoJobs(payload: Payload): void {
  const queue = payload.jobs.queue
  payload.jobs.queue = ((args: Parameters<typeof queue>[0]) => {
    const traceparent = currentTraceparent()
    if (!traceparent) return queue(args)
    return queue({ ...args, input: { ...(args.input as object), [TRACEPARENT_FIELD]: traceparent } } as typeof args)
  }) as typeof queue
}
