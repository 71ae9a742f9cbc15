/**
 * The job that sends a confirmation mail (queued by recordSubscriptionRequest). A new token is made for each
 * attempt and its hash stored before the mail goes, so the link in whichever mail arrives works; a failed send
 * (SMTP down, refused) fails the task, and the jobs queue tries again with backoff. A subscriber who confirmed or
 * unsubscribed in the meantime gets nothing.
 */
import type { Payload, TaskConfig } from 'payload'

import { storeConfirmationToken } from '../../content/subscribers/confirmation'
import { confirmedSubscriberEmail } from '../../content/subscribers/subscriberReads'
import { env } from '../../ground/env'
import { mailJobRetries } from '../../ground/mail/mailRetries'
import { confirmationMail } from './confirmationMail'
import { preferencesMail } from './mail/preferencesMail'
import { CONFIRMATION_MAIL_TASK, preferencesKey, unsubscribeKey } from './subscriptions'
import { hashConfirmationToken, newConfirmationToken, subscriberToken } from './tokens'

/** To a confirmed subscriber who asked for a change: the link to their preferences. */
async function sendPreferencesLink(payload: Payload, subscriberId: number, follow: string): Promise<boolean> {
  const email = await confirmedSubscriberEmail(payload, subscriberId)
  if (email === null) return false
  await payload.sendEmail(
    preferencesMail({
      baseUrl: env.baseUrl,
      email,
      preferencesToken: subscriberToken(preferencesKey(), subscriberId, email),
      unsubscribeToken: subscriberToken(unsubscribeKey(), subscriberId, email),
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
  // Tried as every mail is while SMTP refuses (src/ground/mail/mailRetries.ts).
  retries: mailJobRetries(env.JOBS_RETRY_DELAY_MS),
  handler: async ({ input, req }) => {
    const payload: Payload = req.payload
    const { subscriberId, send, follow } = input as { subscriberId: number; send?: boolean; follow?: string }
    if (send === false) return { output: { sent: false } }
    if (follow !== undefined && follow !== null)
      return { output: { sent: await sendPreferencesLink(payload, subscriberId, follow) } }
    const token = newConfirmationToken()
    const email = await storeConfirmationToken(
      payload,
      subscriberId,
      hashConfirmationToken(token),
      env.SUBSCRIBE_CONFIRM_TTL_HOURS,
    )
    if (email === null) return { output: { sent: false } }
    await payload.sendEmail(
      confirmationMail({
        baseUrl: env.baseUrl,
        email,
        confirmToken: token,
        unsubscribeToken: subscriberToken(unsubscribeKey(), subscriberId, email),
        unsubscribeMailto: env.UNSUBSCRIBE_MAILTO ?? env.CONTACT_EMAIL,
        ttlHours: env.SUBSCRIBE_CONFIRM_TTL_HOURS,
      }),
    )
    return { output: { sent: true } }
  },
}
