/**
 * The job that sends a confirmation mail (queued by recordSubscriptionRequest). A new token is made for each
 * attempt and its hash stored before the mail goes, so the link in whichever mail arrives works; a failed send
 * (SMTP down, refused) fails the task, and the jobs queue tries again with backoff. A subscriber who confirmed or
 * unsubscribed in the meantime gets nothing.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { drizzleOf } from '../db/adapter'
import { env } from '../env'
import { confirmationMail } from './confirmationMail'
import { preferencesMail } from './mail/preferencesMail'
import { CONFIRMATION_MAIL_TASK, preferencesKey, unsubscribeKey } from './subscriptions'
import { hashConfirmationToken, newConfirmationToken, subscriberToken } from './tokens'

/** To a confirmed subscriber who asked for a change: the link to their preferences. */
async function sendPreferencesLink(payload: Payload, subscriberId: number, follow: string): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT email FROM subscribers WHERE id = ${subscriberId} AND status = 'confirmed'`,
  )
  const subscriber = rows[0] as { email: string } | undefined
  if (!subscriber) return false
  await payload.sendEmail(
    preferencesMail({
      baseUrl: env.baseUrl,
      email: subscriber.email,
      preferencesToken: subscriberToken(preferencesKey(), subscriberId, subscriber.email),
      unsubscribeToken: subscriberToken(unsubscribeKey(), subscriberId, subscriber.email),
      unsubscribeMailto: env.UNSUBSCRIBE_MAILTO ?? env.CONTACT_EMAIL,
      follow: follow.split(',').filter(Boolean),
    }),
  )
  return true
}

export const confirmationMailTask: TaskConfig = {
  slug: CONFIRMATION_MAIL_TASK,
  inputSchema: [
    { name: 'subscriberId', type: 'number', required: true },
    // False when the request needed no mail (see recordSubscriptionRequest): the job then only completes.
    { name: 'send', type: 'checkbox' },
    // Set for a confirmed subscriber whose request made choices: the PMS slugs to follow (comma-separated), for the
    // preferences link that mail carries instead.
    { name: 'follow', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  // Eight tries over about 40 minutes at the default delay: an SMTP outage of that length loses no mail.
  retries: { attempts: 8, backoff: { type: 'exponential', delay: env.JOBS_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    const payload: Payload = req.payload
    const { subscriberId, send, follow } = input as { subscriberId: number; send?: boolean; follow?: string }
    if (send === false) return { output: { sent: false } }
    if (follow !== undefined && follow !== null)
      return { output: { sent: await sendPreferencesLink(payload, subscriberId, follow) } }
    const token = newConfirmationToken()
    const { rows } = await drizzleOf(payload).execute(sql`
      UPDATE subscribers
      SET confirm_token_hash = ${hashConfirmationToken(token)},
          confirm_token_expires_at = now() + make_interval(hours => ${env.SUBSCRIBE_CONFIRM_TTL_HOURS})
      WHERE id = ${subscriberId} AND status = 'pending'
      RETURNING email`)
    const subscriber = rows[0] as { email: string } | undefined
    if (!subscriber) return { output: { sent: false } }
    await payload.sendEmail(
      confirmationMail({
        baseUrl: env.baseUrl,
        email: subscriber.email,
        confirmToken: token,
        unsubscribeToken: subscriberToken(unsubscribeKey(), subscriberId, subscriber.email),
        unsubscribeMailto: env.UNSUBSCRIBE_MAILTO ?? env.CONTACT_EMAIL,
        ttlHours: env.SUBSCRIBE_CONFIRM_TTL_HOURS,
      }),
    )
    return { output: { sent: true } }
  },
}
