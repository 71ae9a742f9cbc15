/**
 * A subscriber's life as the newsletter's links see it: a request (new, or again) with its confirmation mail
 * queued, confirmation by the token from the mail, and unsubscription by the token in every mail. The subscriber's
 * records and the rules every writer honours are the subscribers' module's (src/content/subscribers/); this holds
 * the tokens and the mail job.
 */
import type { Payload } from 'payload'

import { resolvePayloadSecret } from '../../ground/config/database'
import { derivedKey } from '../../ground/config/derivedKey'
import {
  type ConfirmationState,
  confirmSubscriber,
  lookUpConfirmation as lookUpConfirmationByHash,
} from '../../content/subscribers/confirmation'
import { requestSubscription } from '../../content/subscribers/requestSubscription'
import type { SubscriberInput } from '../../content/subscribers/subscriberInput'
import { subscriberById, type SubscriberIdentity } from '../../content/subscribers/subscriberReads'
import { unsubscribeByOneClick } from '../../content/subscribers/unsubscribe'
import { env } from '../../ground/env'
import { hashConfirmationToken, isSubscriberTokenOf, subscriberIdOf } from './tokens'

export const CONFIRMATION_MAIL_TASK = 'send-subscription-confirmation'

let unsubscribeKeyCache: Buffer | undefined
export const unsubscribeKey = () =>
  (unsubscribeKeyCache ??= derivedKey(resolvePayloadSecret(env), 'newsletter-unsubscribe'))
let preferencesKeyCache: Buffer | undefined
/** The key of the preferences link in every mail: another purpose, so an unsubscribe link changes nothing else. */
export const preferencesKey = () =>
  (preferencesKeyCache ??= derivedKey(resolvePayloadSecret(env), 'newsletter-preferences'))

interface SubscriptionRequestRecord extends SubscriberInput {
  /** The followed PMSes' slugs, for the link in a mail to a confirmed subscriber. */
  followSlugs?: string[]
}

/**
 * Records a request to subscribe (src/content/subscribers/requestSubscription.ts says when a mail is due), and
 * queues the confirmation-mail job in the same transaction. The job is queued in every case, so that every request
 * does the same work and the answer's timing does not tell one case from another; the caller answers them all alike.
 */
export async function recordSubscriptionRequest(
  payload: Payload,
  { followSlugs = [], ...input }: SubscriptionRequestRecord,
): Promise<void> {
  await requestSubscription(payload, input, async (req, { subscriberId, mailDue, preferencesMail }) => {
    await payload.jobs.queue({
      task: CONFIRMATION_MAIL_TASK,
      input: { subscriberId, send: mailDue, ...(preferencesMail ? { follow: followSlugs.join(',') } : {}) },
      req,
    })
  })
}

export type { ConfirmationState }

/** What a confirmation link stands for, without spending it (the confirmation page shows this before its button). */
export const lookUpConfirmation = (payload: Payload, token: string): Promise<ConfirmationState> =>
  lookUpConfirmationByHash(payload, hashConfirmationToken(token))

/** Spends a confirmation token: the subscriber is confirmed, with the time and the client's address as evidence. */
export const confirmSubscription = (payload: Payload, token: string, clientIp: string) =>
  confirmSubscriber(payload, hashConfirmationToken(token), clientIp)

export type UnsubscribeTarget = SubscriberIdentity

/** The subscriber a token made with `key` belongs to, or null for a token that is not ours. */
export async function findSubscriberByToken(
  payload: Payload,
  key: Buffer,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const id = subscriberIdOf(token)
  if (id === null) return null
  const subscriber = await subscriberById(payload, id)
  return subscriber && isSubscriberTokenOf(key, token, subscriber.id, subscriber.email) ? subscriber : null
}

/** The subscriber an unsubscribe token belongs to, or null for a token that is not ours. */
export const findUnsubscribeTarget = (payload: Payload, token: string) =>
  findSubscriberByToken(payload, unsubscribeKey(), token)

/** Unsubscribes the token's subscriber; doing it again changes nothing. False for a token that is not ours. */
export async function unsubscribeByToken(payload: Payload, token: string): Promise<boolean> {
  const target = await findUnsubscribeTarget(payload, token)
  if (!target) return false
  await unsubscribeByOneClick(payload, target.id)
  return true
}
