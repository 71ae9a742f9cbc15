/**
 * The job that mails one notification (queued by editorialEvent in the step's transaction, so it exists only if the
 * step committed). Run by the jobs queue like every mail of the service, and tried as they are while SMTP refuses
 * (src/ground/mail/mailRetries.ts). The person's choice is read again when the mail goes: one who turned this kind
 * off meanwhile, or read the notification in the cockpit already, gets no mail.
 */
import type { TaskConfig } from 'payload'

import { env } from '../../ground/env'
import { mailJobRetries } from '../../ground/mail/mailRetries'
import { notificationMail } from './notificationMail'
import { notificationForMail } from './notificationRows'

export const NOTIFICATION_MAIL_TASK = 'send-notification-mail'

export const notificationMailTask: TaskConfig = {
  slug: NOTIFICATION_MAIL_TASK,
  inputSchema: [{ name: 'notificationId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: mailJobRetries(env.JOBS_RETRY_DELAY_MS),
  handler: async ({ input, req }) => {
    const { notificationId } = input as { notificationId: number }
    const facts = await notificationForMail(req.payload, notificationId)
    if (!facts?.wanted) return { output: { sent: false } }
    await req.payload.sendEmail(notificationMail(env.baseUrl, facts))
    return { output: { sent: true } }
  },
}
