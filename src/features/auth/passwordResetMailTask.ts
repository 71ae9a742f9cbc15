/**
 * The job that makes a password-reset token and mails its link (queued by requestPasswordReset): Payload's own
 * forgot-password, run by the jobs queue rather than after the answer in the request's process, so that a mail the
 * SMTP server refused for the moment (an outage, a 4xx) is sent once it is back instead of being lost. Each attempt
 * makes one token, and only the mail that arrives carries a live link; an address with no account completes with
 * nothing sent.
 *
 * The mail is sent after Payload's transaction has committed the token, not inside it (src/ground/mail/heldMail.ts):
 * inside, the account's row stayed locked for the whole SMTP exchange, and a stalled SMTP server kept its owner from
 * signing in. A token whose mail then fails is withdrawn, with Payload's per-account interval, so that the next
 * attempt makes its own.
 */
import type { Payload, TaskConfig } from 'payload'

import { env } from '../../ground/env'
import { holdingMail } from '../../ground/mail/heldMail'
import { mailJobRetries } from '../../ground/mail/mailRetries'
import { storedResetToken } from './resetTokens'

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
    // Its own transaction, not the job's, committed before the mail goes.
    const { result: token, held } = await holdingMail(() =>
      payload.forgotPassword({ collection: 'users', data: { email } }),
    )
    if (token === null) return { output: { sent: false } }
    try {
      for (const mail of held) await payload.sendEmail(mail)
    } catch (error) {
      await withdrawResetToken(payload, token)
      throw error
    }
    return { output: { sent: true } }
  },
}

/** Takes back a token whose mail never went, unless a newer one replaced it already. */
async function withdrawResetToken(payload: Payload, token: string): Promise<void> {
  await payload.db.updateOne({
    collection: 'users',
    where: { resetPasswordToken: { equals: storedResetToken(token) } },
    data: { resetPasswordToken: null, resetPasswordExpiration: null, resetPasswordRequestedAt: null },
    options: { atomic: true },
  })
}
