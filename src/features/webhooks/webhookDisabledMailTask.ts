/**
 * The job that tells every admin that a webhook endpoint was disabled (docs/decisions/077-webhooks.md): which one,
 * why, and where to look at its deliveries and enable it again. Queued by the delivery worker (./deliveryWorker.ts)
 * once per disabling, run and retried by the jobs queue as every mail is (src/ground/mail/mailRetries.ts). The mail
 * names the endpoint's URL and nothing secret. Its Message-ID is the job's, so a mail repeated after a lost SMTP
 * answer is dropped by receiving systems that saw it arrive.
 */
import type { TaskConfig } from 'payload'

import { env } from '../../ground/env'
import { escapeHtml } from '../../ground/lib/escapeHtml'
import { mailJobRetries } from '../../ground/mail/mailRetries'

export const WEBHOOK_DISABLED_MAIL_TASK = 'webhook-disabled-mail'

export const webhookDisabledMailTask: TaskConfig = {
  slug: WEBHOOK_DISABLED_MAIL_TASK,
  inputSchema: [{ name: 'webhookId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: mailJobRetries(env.JOBS_RETRY_DELAY_MS),
  handler: async ({ input, job, req }) => {
    const { webhookId } = input as { webhookId: number }
    const webhook = await req.payload.findByID({ collection: 'webhooks', id: webhookId, depth: 0, disableErrors: true })
    if (!webhook || webhook.enabled) return { output: { sent: 0 } }
    const admins = await req.payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      depth: 0,
      limit: 100,
      pagination: false,
    })
    const link = `${env.baseUrl}/cockpit/collections/webhooks/${webhookId}`
    const sentence = `The webhook endpoint ${webhook.url} was disabled: ${webhook.disabled_reason ?? 'it kept failing'}. Nothing is sent to it until an admin enables it again.`
    for (const admin of admins.docs) {
      await req.payload.sendEmail({
        to: admin.email,
        subject: 'A webhook endpoint was disabled',
        text: `${sentence}\n\nIts deliveries, and the switch to enable it again: ${link}`,
        html: `<p>${escapeHtml(sentence)}</p><p><a href="${escapeHtml(link)}">Its deliveries, and the switch to enable it again</a></p>`,
        headers: { 'Message-ID': `<webhook-disabled-${job.id}-${admin.id}@${new URL(env.baseUrl).host}>` },
      })
    }
    return { output: { sent: admins.docs.length } }
  },
}
