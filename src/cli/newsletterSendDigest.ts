import { planDigestDryRun, queueDigest } from '../features/newsletter/delivery/queueDigest'
import type { CliCommand } from './commands'

const EVERY_FREQUENCY = ['daily', 'weekly'] as const

/**
 * `newsletter:send-digest [--dry-run]`: a digest now, whatever the schedule, to every confirmed subscriber with
 * articles published since their last digest (docs/decisions/036-newsletter-delivery.md). It returns once the mails
 * are queued; the worker sends them. Running it again queues nothing new.
 */
export const newsletterSendDigest: CliCommand = {
  name: 'newsletter:send-digest',
  summary: 'Queue a digest now for every subscriber with new articles (the worker sends it)',
  options: { 'dry-run': { value: '', description: 'Print who would get which articles; queue nothing', flag: true } },
  async run(payload, options, out) {
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
    const digest = { frequencies: [...EVERY_FREQUENCY], label: `Digest sent by an operator, ${when} UTC` }
    if (options['dry-run']) {
      const plan = await planDigestDryRun(payload, digest)
      for (const { email, articles } of plan) out(`${email}\t${articles.length}\t${articles.join(' | ')}`)
      out(
        plan.length === 0
          ? 'Nobody has new articles: nothing would be sent.'
          : `${plan.length} ${plan.length === 1 ? 'mail' : 'mails'} would be queued (dry run: nothing was).`,
      )
      return
    }
    const { runId, queued } = await queueDigest(payload, digest)
    out(
      runId === null
        ? 'Nobody has new articles: nothing queued.'
        : `Queued ${queued} ${queued === 1 ? 'mail' : 'mails'} (newsletter send ${runId}); the worker sends them.`,
    )
  },
}
