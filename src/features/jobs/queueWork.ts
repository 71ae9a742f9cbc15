/**
 * Everything a process that runs the jobs queue runs (`npm run worker`, or an app with JOBS_IN_APP): the queue's
 * runner, the newsletter's, the social web's and the webhooks' deliveries, the trash's hourly purge, the poll of replies
 * on Bluesky, and the heartbeat that says the process is alive
 * (./workerHeartbeats.ts). `stop` finishes what is in hand, hands back what was claimed and not begun, and records
 * the stop, so that a clean stop is never taken for a death; `abandon` is for when that took longer than the grace.
 */
import type { Payload } from 'payload'

import type { Env } from '../../ground/env'
import { startFederationDelivery } from '../federation/deliveryWorker'
import { startBlueskyReplySchedule } from '../publishing/blueskyReplySchedule'
import { startNewsletterDelivery } from '../newsletter/delivery/deliveryWorker'
import { startTrashPurgeSchedule } from '../trash/trashPurgeSchedule'
import { startWebhookDelivery } from '../webhooks/deliveryWorker'
import { startJobRunner } from './jobRunner'
import { startHeartbeat } from './workerHeartbeats'

export interface QueueWork {
  stop(): Promise<void>
  /**
   * For a stop whose grace passed: hands back the jobs still held, the running one too, and records the stop; the
   * process exits next. Its step is cut short and runs again on another worker.
   */
  abandon(): Promise<void>
}

export function startQueueWork(payload: Payload, env: Env, kind: 'worker' | 'app'): QueueWork {
  const heartbeat = startHeartbeat(payload, kind, env.WORKER_HEARTBEAT_INTERVAL_MS)
  const runner = startJobRunner(payload, {
    pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
    staleAfterSeconds: env.JOBS_STALE_AFTER_SECONDS,
  })
  const newsletter = startNewsletterDelivery(payload, { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS })
  const federation = startFederationDelivery(payload, env, {
    pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
    retryBaseMs: env.JOBS_RETRY_DELAY_MS,
  })
  const webhooks = startWebhookDelivery(payload, env, {
    pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
    retryBaseMs: env.JOBS_RETRY_DELAY_MS,
  })
  const trashPurge = startTrashPurgeSchedule(payload, env.TRASH_KEEP_DAYS)
  const blueskyReplies = startBlueskyReplySchedule(payload, env)
  return {
    async stop() {
      await Promise.all([
        runner.stop(),
        newsletter.stop(),
        federation.stop(),
        webhooks.stop(),
        trashPurge.stop(),
        blueskyReplies.stop(),
      ])
      await heartbeat.stop()
    },
    async abandon() {
      await runner.handBack()
      await heartbeat.stop()
    },
  }
}
