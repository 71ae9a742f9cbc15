/**
 * The job that makes a password-reset token and mails its link (queued by requestPasswordReset): Payload's own
 * forgot-password, run by the jobs queue rather than after the answer in the request's process, so that a mail the
 * SMTP server refused for the moment (an outage, a 4xx) is sent once it is back instead of being lost. A failed send
 * rolls the token back and frees Payload's per-account interval, so each attempt makes one token and only the mail
 * that arrives carries a live link; an address with no account completes with nothing sent.
 */
import type { Payload, TaskConfig } from 'payload'

import { env } from '../../ground/env'
import { mailJobRetries } from '../../ground/mail/mailRetries'

export const PASSWORD_RESET_MAIL_TASK = 'send-password-reset'

export const passwordResetMailTask: TaskConfig = {
  slug: PASSWORD_RESET_MAIL_TASK,
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  // Tried as every mail is while SMTP refuses (src/ground/mail/mailRetries.ts).
  retries: mailJobRetries(env.JOBS_RETRY_DELAY_MS),
  handler: async ({ input, req }) => {
    const payload: Payload = req.payload
    const { email } = input as { email: string }
    // Its own transaction, not the job's: the token is committed only with the mail sent.
    const token = await payload.forgotPassword({ collection: 'users', data: { email } })
    return { output: { sent: token !== null } }
  },
}
