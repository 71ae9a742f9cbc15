/**
 * Sends the social web's queue (./deliveries.ts; docs/decisions/044-federation.md) in every process that runs the
 * jobs queue: due deliveries are claimed in batches and sent a few at a time, each the activity as it was kept (and is
 * served), signed by its actor's keys (./signedActivity.ts, ./postActivity.ts), each claim renewed just before its
 * request and marked right after. A refused delivery is tried again with backoff (an unreachable server, a 5xx, a
 * 429) or given up (another 4xx: the server will not take it); a worker that dies leaves at most the deliveries it
 * was sending in doubt, and those are sent again once their claims run out.
 */
import type { Context } from '@fedify/fedify'
import type { Payload } from 'payload'

import type { Env } from '../../ground/env'
import { countDelivery } from '../../ground/metrics/metrics'
import { inSpan } from '../../ground/tracing/spans'
import { wakeablePause } from '../../ground/lib/wakeablePause'
import { deliverableAddresses } from './deliverableInbox'
import { type ClaimedDelivery, DELIVERED, deliveryQueue } from './deliveries'
import { postActivity } from './postActivity'
import { rsaPairOf, signedActivity } from './signedActivity'
import { privateAddressesAllowed, siteFederation } from './siteFederation'

const BATCH = 50
/** Activities kept signed at once (./deliveries.ts claims the oldest first: a batch is mostly one or two activities). */
const SIGNED_ACTIVITIES = 16
/** Requests in flight per worker: servers answer slowly, and one slow server must not hold up the others. */
const CONCURRENCY = 8
/** A claim outlasts the longest a delivery may take (OUTBOUND_TIMEOUT_MS) by this much. */
const LEASE_MARGIN_MS = 5_000
/** A status a server will answer the same way next time: given up at once. */
const isPermanent = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429

export interface FederationDelivery {
  stop(): Promise<void>
}

export function startFederationDelivery(
  payload: Payload,
  env: Env,
  { pollIntervalMs, retryBaseMs }: { pollIntervalMs: number; retryBaseMs: number },
): FederationDelivery {
  const federation = siteFederation(env, payload)
  const queue = deliveryQueue(payload, { leaseMs: env.OUTBOUND_TIMEOUT_MS + LEASE_MARGIN_MS, retryBaseMs })
  const privateAddresses = privateAddressesAllowed(env)
  /**
   * Activities signed, by id: a fan-out sends one activity to hundreds of inboxes, and signing it (the Linked Data
   * signature canonicalises its JSON-LD) costs more than sending it. An activity is kept as sent and never changes;
   * each request gets an HTTP signature of its own.
   */
  const signed = new Map<string, Promise<string>>()
  const bodyOf = (delivery: ClaimedDelivery, ctx: Context<void>): Promise<string> => {
    let body = signed.get(delivery.activityId)
    if (!body) {
      body = ctx
        .getActorKeyPairs(delivery.actor)
        .then((pairs) => signedActivity(delivery.document, pairs, ctx.contextLoader))
        .then((document) => JSON.stringify(document))
      // A failed signing is not kept: the next delivery of it signs it again.
      body.catch(() => signed.delete(delivery.activityId))
      signed.set(delivery.activityId, body)
      if (signed.size > SIGNED_ACTIVITIES) signed.delete(signed.keys().next().value!)
    }
    return body
  }
  let stopping = false
  const { pause, wake } = wakeablePause()

  async function send(delivery: ClaimedDelivery): Promise<void> {
    if (stopping || !(await queue.renew(delivery))) return
    const inbox = new URL(delivery.inbox)
    // Checked again as it goes: a name that pointed at a public address when it was followed may not now.
    const addresses = await deliverableAddresses(inbox, privateAddresses)
    if (!addresses) {
      await queue.fail(delivery, 'the inbox is not at a public https address', { giveUp: true })
      countDelivery('federation', 'failed')
      return
    }
    try {
      const ctx = (await federation()).createContext(new URL(env.baseUrl))
      const body = await bodyOf(delivery, ctx)
      const key = rsaPairOf(await ctx.getActorKeyPairs(delivery.actor))
      // A server that never answers is given up on here, and tried again later.
      await postActivity(inbox, addresses, body, key, AbortSignal.timeout(env.OUTBOUND_TIMEOUT_MS))
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      const reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error)
      const retry = await queue.fail(delivery, reason, { giveUp: isPermanent(status) })
      countDelivery('federation', retry === null ? 'failed' : 'retried')
      payload.logger.warn(
        `federation: ${delivery.activityId} to ${inbox.host}: ${reason}; ${retry === null ? 'given up' : `trying again in ${Math.round(retry / 1000)} s`}`,
      )
      return
    }
    await queue.finish(delivery, DELIVERED)
    countDelivery('federation', 'sent')
  }

  /** One batch, CONCURRENCY at a time; how many deliveries it handled (0: nothing was due). */
  async function deliverBatch(): Promise<number> {
    if (!(await queue.anyClaimable())) return 0
    const batch = await queue.claim(BATCH)
    let next = 0
    const lane = async () => {
      while (next < batch.length && !stopping) {
        const delivery = batch[next++]!
        await inSpan(
          'federation delivery',
          { 'pms_news.delivery.kind': 'federation', 'server.address': new URL(delivery.inbox).host },
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
      } catch (error) {
        payload.logger.error({ err: error }, 'federation: a batch failed; trying again after the poll interval')
      }
      if (handled === 0 && !stopping) await pause(pollIntervalMs)
    }
    // Claimed and not sent: handed back at once rather than when the lease runs out.
    await queue
      .giveBack()
      .catch((error: unknown) =>
        payload.logger.error({ err: error }, 'federation: handing back unsent deliveries failed'),
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
