/**
 * Sends the newsletter (docs/decisions/036-newsletter-delivery.md), in every process that runs the jobs queue: the
 * day's digest and scheduled issues are queued when due, then mails go in batches under NEWSLETTER_MAX_PER_MINUTE
 * (one count for all workers), one pooled SMTP connection per worker. Each mail's claim is renewed just before it
 * goes and marked right after, so a worker that dies leaves at most the one mail it was sending in doubt; that one
 * is sent again, with the same Message-ID, once its claim runs out. A database that is away for a moment (a restart)
 * is waited out where a mail has gone but is not yet marked sent, so that it does not go twice (issue 47).
 */
import type { Payload } from 'payload'

import { isDatabaseUnavailable } from '../../../ground/db/databaseUnavailable'
import { env } from '../../../ground/env'
import { countDelivery } from '../../../ground/metrics/metrics'
import { inSpan } from '../../../ground/tracing/spans'
import { createMailTransport, longestSendMs, mailSender } from '../../../ground/mail/mailAdapter'
import { wakeablePause } from '../../../ground/lib/wakeablePause'
import { LIMITS, limiterOf } from '../../../ground/rateLimit/limiterOf'
import { composeMails } from './composeMails'
import {
  type ClaimedDelivery,
  deliveryQueue,
  markBounced,
  refreshRuns,
  SENT,
  skipped,
  unfinishedRunIds,
} from './deliveries'
import { dueDigest } from './digestSchedule'
import { queueDigest } from './queueDigest'
import { dueIssueIds, queueIssue } from './queueIssue'
import { classifySendFailure } from './smtpOutcome'

const BATCH = 50
const RATE_KEY = 'all'

export interface NewsletterDelivery {
  stop(): Promise<void>
}

/**
 * Queues the day's digest and the issues whose time has come (both no-ops once done), and finishes the sends whose
 * last count a lost database connection cut short.
 */
async function queueDueSends(payload: Payload, now = new Date()): Promise<void> {
  if (env.NEWSLETTER_DIGEST_HOUR !== 'off') {
    const due = dueDigest(now, env.NEWSLETTER_DIGEST_HOUR, env.NEWSLETTER_DIGEST_WEEKDAY)
    if (due) await queueDigest(payload, due)
  }
  for (const id of await dueIssueIds(payload)) await queueIssue(payload, id)
  await refreshRuns(payload, await unfinishedRunIds(payload))
}

export function startNewsletterDelivery(
  payload: Payload,
  { pollIntervalMs }: { pollIntervalMs: number },
): NewsletterDelivery {
  const transport = createMailTransport(env, (line) => payload.logger.info(line), { pooled: true })
  const from = mailSender(env)
  const queue = deliveryQueue(payload, { leaseMs: longestSendMs(env) + 5_000, retryBaseMs: env.JOBS_RETRY_DELAY_MS })
  const limiter = limiterOf(payload, LIMITS.newsletterMails)
  let stopping = false
  const { pause, wake } = wakeablePause()

  async function send(
    delivery: ClaimedDelivery,
    mail: Awaited<ReturnType<typeof composeMails>>[number],
  ): Promise<void> {
    if (!delivery.subscribed)
      return queue.finish(delivery, skipped('the subscriber unsubscribed or bounced before their turn'))
    if ('skip' in mail) return queue.finish(delivery, skipped(mail.skip))
    if (!(await queue.renew(delivery))) return
    try {
      await transport.sendMail({ ...mail.mail, from })
    } catch (error) {
      const failure = classifySendFailure(error)
      if (failure.kind === 'bounce') {
        countDelivery('newsletter', 'failed')
        return markBounced(queue, delivery, failure.reason)
      }
      const retry = await queue.fail(delivery, failure.reason, { giveUp: failure.kind === 'permanent' })
      countDelivery('newsletter', retry === null ? 'failed' : 'retried')
      return
    }
    await recordSent(delivery)
    countDelivery('newsletter', 'sent')
  }

  /**
   * The mail server has the mail: that must be written down, or the mail goes again once its claim runs out. A
   * database that is away (a restart, a failover) is waited out while the worker runs; only a worker stopped or killed
   * in that moment leaves the one mail in doubt.
   */
  async function recordSent(delivery: ClaimedDelivery): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await queue.finish(delivery, SENT)
      } catch (error) {
        if (stopping || !isDatabaseUnavailable(error)) throw error
        if (attempt === 0) payload.logger.warn('newsletter: a sent mail waits for the database to be marked sent')
        await pause(Math.min(pollIntervalMs * 2 ** attempt, 5_000))
      }
    }
  }

  /** One batch; the number of mails it handled (0: nothing was due, or the rate is spent for now). */
  async function deliverBatch(): Promise<number> {
    if (!(await queue.anyClaimable())) return 0
    const size = Math.min(BATCH, LIMITS.newsletterMails.points)
    const verdict = await limiter.consume(RATE_KEY, size)
    if (!verdict.allowed) {
      // A refused count still counted; give it back, and wait for the window to end.
      await limiter.reward(RATE_KEY, size)
      await pause(verdict.resetSeconds * 1000)
      return 0
    }
    const batch = await queue.claim(size)
    if (batch.length < size) await limiter.reward(RATE_KEY, size - batch.length)
    const mails = await composeMails(payload, batch)
    for (const [index, delivery] of batch.entries())
      await inSpan('newsletter delivery', { 'pms_news.delivery.kind': 'newsletter' }, () =>
        send(delivery, mails[index]!),
      )
    await refreshRuns(payload, [...new Set(batch.map((delivery) => delivery.runId))])
    return batch.length
  }

  // Every 30 s; sooner where the queue is polled fast (the tests), so a schedule is not waited on for long.
  const scheduleCheckMs = Math.min(30_000, pollIntervalMs * 30)
  const loop = (async () => {
    let nextScheduleCheck = 0
    while (!stopping) {
      let handled = 0
      try {
        if (Date.now() >= nextScheduleCheck) {
          nextScheduleCheck = Date.now() + scheduleCheckMs
          await queueDueSends(payload)
        }
        handled = await deliverBatch()
      } catch (error) {
        payload.logger.error({ err: error }, 'newsletter: a batch failed; trying again after the poll interval')
      }
      if (handled === 0 && !stopping) await pause(pollIntervalMs)
    }
  })()

  return {
    async stop() {
      stopping = true
      wake()
      await loop
      transport.close()
    },
  }
}
