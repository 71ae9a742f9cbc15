/**
 * What POST /subscribe answers. One body for every address, new, pending, confirmed or unsubscribed, so that the
 * answer never tells whether someone is subscribed; only the mail to the address does, and only to its owner.
 */
export const SUBSCRIPTION_RECORDED = {
  status: 'recorded',
  message:
    'Subscription recorded. Unless the address is already subscribed, it gets an email with a link to confirm; ' +
    'nothing else is sent to it until the person who reads it confirms.',
} as const

/** Where the HTML form's posts land (303 See Other): the /subscribe page, saying how it went. */
export type FormResult = 'check-inbox' | 'invalid-email' | 'blocked-domain' | 'too-many-requests'

export function formResultUrl(result: FormResult, retryAfterSeconds?: string): string {
  const retry = retryAfterSeconds ? `&retry_after=${encodeURIComponent(retryAfterSeconds)}` : ''
  return `/subscribe?result=${result}${retry}#subscribe-result`
}
