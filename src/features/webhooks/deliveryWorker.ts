/**
 * Sends the webhooks' queue (src/content/webhooks/webhookDeliveries.ts; docs/decisions/077-webhooks.md) in every
 * process that runs the jobs queue: due deliveries are claimed in batches and sent a few at a time, each claim renewed
 * just before its request and settled right after, so each is sent at least once (a worker that dies mid-send leaves
 * its claims to run out, and they are sent again, with the same `webhook-id`).
 *
 * Each try checks the endpoint's address again (./webhookUrl.ts) and connects only there, follows no redirect, gives
 * up after DELIVERY_TIMEOUT_MS and reads at most ANSWER_READ_BYTES of the answer. 2xx is delivered; 410 Gone disables
 * the endpoint (its owner said it is gone); anything else, or no answer, is tried again on the schedule, and an
 * endpoint that has failed for `failureWindowMs` (a day) is disabled. Admins are mailed when one is disabled.
 */
import type { Payload } from 'payload'

import type { Env } from '../../ground/env'
import { postForAnswer } from '../../ground/http/client/postForAnswer'
import { wakeablePause } from '../../ground/lib/wakeablePause'
import { countDelivery } from '../../ground/metrics/metrics'
import { inSpan } from '../../ground/tracing/spans'
import {
  ANSWER_HEAD_BYTES,
  type ClaimedWebhookDelivery,
  countEndpointFailure,
  delivered,
  disableEndpoint,
  endpointsFailingLongerThan,
  failedForReason,
  noteFailedTry,
  pruneDeliveryLog,
  type TryOutcome,
  webhookDeliveryQueue,
} from '../../content/webhooks/webhookDeliveries'
import { unsealWebhookSecret } from '../../content/webhooks/webhookSecrets'
import { signedHeaders } from './signedHeaders'
import { WEBHOOK_DISABLED_MAIL_TASK } from './webhookDisabledMailTask'
import { privateAddressesAllowed, webhookAddresses } from './webhookUrl'

/** Requests in flight per worker: one slow endpoint must not hold up the others. */
const CONCURRENCY = 10
/**
 * Claimed at once: two per lane, so that the last of a lane's rows is sent within two tries' time, well inside its
 * claim (LEASE_MS); a longer batch would see claims run out while their rows wait, and be claimed twice.
 */
const BATCH = 2 * CONCURRENCY
/** How long one try may take, answer included (Standard Webhooks suggests receivers answer within a few seconds). */
const DELIVERY_TIMEOUT_MS = 5_000
/** The most of an answer read: a huge one is cut here. */
const ANSWER_READ_BYTES = 64 * 1024
const LEASE_MS = DELIVERY_TIMEOUT_MS + 10_000
const DAY_MS = 24 * 60 * 60 * 1000
const LOG_KEEP_DAYS = 30
const PRUNE_EVERY_MS = 60 * 60 * 1000

export interface WebhookDelivery {
  stop(): Promise<void>
}

/** What the loop counts, for a caller that wants its own figures (a bench); /metrics counts them always. */
interface WebhookDeliveryCounts {
  delivered: number
  retried: number
  failed: number
}

export interface WebhookDeliveryOptions {
  pollIntervalMs: number
  retryBaseMs: number
  /** How long an endpoint may fail before it is disabled: a day, shorter in tests. */
  failureWindowMs?: number
  counts?: WebhookDeliveryCounts
}

const printable = (bytes: Buffer) =>
  bytes
    .subarray(0, ANSWER_HEAD_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')

export function startWebhookDelivery(
  payload: Payload,
  env: Env,
  { pollIntervalMs, retryBaseMs, failureWindowMs = DAY_MS, counts }: WebhookDeliveryOptions,
): WebhookDelivery {
  const queue = webhookDeliveryQueue(payload, { leaseMs: LEASE_MS, retryBaseMs })
  const privateAddresses = privateAddressesAllowed(env)
  let stopping = false
  let prunedAt = 0
  let sweptAt = 0
  // An endpoint whose next try is hours away is disabled when its day of failures is up, not at that try; looked
  // for once a minute (more often where the queue is polled more often, as in tests).
  const sweepEveryMs = Math.min(60_000, pollIntervalMs * 50)
  const { pause, wake } = wakeablePause()

  async function disabled(webhookId: number, reason: string): Promise<void> {
    payload.logger.warn(`webhooks: endpoint ${webhookId} disabled: ${reason}`)
    await payload.jobs.queue({ task: WEBHOOK_DISABLED_MAIL_TASK, input: { webhookId } })
  }

  async function failed(delivery: ClaimedWebhookDelivery, outcome: TryOutcome, reason: string): Promise<void> {
    await noteFailedTry(payload, delivery, outcome)
    const gone = outcome.status === 410
    const retry = await queue.fail(delivery, reason, { giveUp: gone })
    if (counts) counts[retry === null ? 'failed' : 'retried']++
    countDelivery('webhook', retry === null ? 'failed' : 'retried')
    const disabledNow = gone
      ? await disableEndpoint(payload, delivery.webhookId, 'the endpoint answered 410 Gone')
      : await countEndpointFailure(payload, delivery.webhookId, failureWindowMs)
    if (disabledNow) await disabled(delivery.webhookId, gone ? 'it answered 410 Gone' : 'it kept failing')
  }

  async function send(delivery: ClaimedWebhookDelivery): Promise<void> {
    if (stopping || !(await queue.renew(delivery))) return
    const target = await webhookAddresses(delivery.url, privateAddresses)
    if ('problem' in target) {
      await failed(delivery, { status: null, head: '' }, `The URL ${target.problem}.`)
      return
    }
    let outcome: TryOutcome
    try {
      const secrets = [delivery.secretSealed, delivery.previousSecretSealed]
        .filter((sealed): sealed is string => Boolean(sealed))
        .map(unsealWebhookSecret)
      const answer = await postForAnswer(
        {
          url: new URL(delivery.url),
          headers: signedHeaders(delivery.messageId, secrets, delivery.body),
          body: Buffer.from(delivery.body),
        },
        target.addresses,
        { maxBytes: ANSWER_READ_BYTES, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) },
      )
      outcome = { status: answer.status, head: printable(answer.head) }
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer within 5 s' : String(error)
      await failed(delivery, { status: null, head: '' }, reason.slice(0, 500))
      return
    }
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      const { set, also } = delivered(delivery, outcome)
      await queue.finish(delivery, set, also)
      if (counts) counts.delivered++
      countDelivery('webhook', 'sent')
    } else await failed(delivery, outcome, `HTTP ${outcome.status}`)
  }

  /** One batch, CONCURRENCY at a time; how many deliveries it handled (0: nothing was due). */
  async function deliverBatch(): Promise<number> {
    if (!(await queue.anyClaimable())) return 0
    const batch = await queue.claim(BATCH)
    // Two deliveries of one record to one endpoint are never in flight at once: the claim leaves the later waiting.
    let next = 0
    const lane = async () => {
      while (next < batch.length && !stopping) {
        const delivery = batch[next++]!
        await inSpan(
          'webhook delivery',
          { 'pms_news.delivery.kind': 'webhook', 'server.address': new URL(delivery.url).host },
          () => send(delivery),
        )
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, lane))
    return batch.length
  }

  const loop = (async () => {
    while (!stopping) {
      let handled = 0
      try {
        handled = await deliverBatch()
        if (Date.now() - sweptAt > sweepEveryMs) {
          sweptAt = Date.now()
          for (const webhookId of await endpointsFailingLongerThan(payload, failureWindowMs))
            if (await disableEndpoint(payload, webhookId, failedForReason(failureWindowMs)))
              await disabled(webhookId, 'it kept failing')
        }
        if (handled === 0 && Date.now() - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = Date.now()
          await pruneDeliveryLog(payload, LOG_KEEP_DAYS)
        }
      } catch (error) {
        payload.logger.error({ err: error }, 'webhooks: a batch failed; trying again after the poll interval')
      }
      if (handled === 0 && !stopping) await pause(pollIntervalMs)
    }
    await queue
      .giveBack()
      .catch((error: unknown) =>
        payload.logger.error({ err: error }, 'webhooks: handing back unsent deliveries failed'),
      )
  })()

  return {
    async stop() {
      stopping = true
      wake()
      await loop
    },
  }
}
