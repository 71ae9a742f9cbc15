/**
 * Who may move a subscriber from one status to another: the one rule the cockpit's hook
 * (src/collections/Subscribers/hooks/onlyUnsubscribeByHand.ts) checks and every statement of this module that sets a status
 * is written from (./statusConditions.ts). Its heart is consent (docs/decisions/013-newsletter.md): only the
 * person's own click on a confirmation link confirms them, so an unsubscribed or bounced address comes back only by
 * a new request and a new link, and leaving spends any link still in a mailbox.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

interface StatusChangeRule {
  to: SubscriberStatus
  from: readonly SubscriberStatus[]
}

export const STATUS_CHANGES = {
  /** A request to subscribe: pending until the person confirms; a confirmed address stays confirmed. */
  request: { to: 'pending', from: ['pending', 'unsubscribed', 'bounced'] },
  /** The person's click on the link in their confirmation mail: the consent. */
  confirmation: { to: 'confirmed', from: ['pending'] },
  /** The one-click link in every mail (RFC 8058). */
  oneClick: { to: 'unsubscribed', from: ['pending', 'confirmed', 'bounced'] },
  /** An admin in the cockpit, honouring a request by mail, say: unsubscribing is all they may do. */
  cockpit: { to: 'unsubscribed', from: ['pending', 'confirmed', 'bounced'] },
  /** The mail server refused the address for good. */
  bounce: { to: 'bounced', from: ['confirmed'] },
} as const satisfies Record<string, StatusChangeRule>

export type StatusChange = keyof typeof STATUS_CHANGES

/** Whether `change` may move a subscriber whose status is `from` to `to`. */
export function mayChangeStatus(change: StatusChange, from: SubscriberStatus, to: SubscriberStatus): boolean {
  const rule: StatusChangeRule = STATUS_CHANGES[change]
  return rule.to === to && rule.from.includes(from)
}

/**
 * What leaving the list writes besides the status and its time, however one leaves: the confirmation link still in
 * a mailbox is spent, so that only a new request, confirmed by a new link, brings the person back.
 */
export const leavingFields = (via: 'one-click' | 'cockpit') =>
  ({ unsubscribed_via: via, confirm_token_hash: null, confirm_token_expires_at: null }) as const
