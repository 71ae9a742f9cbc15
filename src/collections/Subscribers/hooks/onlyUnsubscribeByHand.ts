import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { leavingFields, mayChangeStatus, type SubscriberStatus } from '../../../content/subscribers/statusChanges'

/**
 * In the cockpit a subscriber can only be unsubscribed (honouring a mailto: request, say): confirming someone
 * needs their click on the confirmation link, which is the consent this collection keeps evidence of. The rule is
 * the one every writer of subscribers follows (src/content/subscribers/statusChanges.ts).
 */
export const onlyUnsubscribeByHand: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data.status || data.status === originalDoc?.status) return data
  if (!mayChangeStatus('cockpit', originalDoc?.status as SubscriberStatus, data.status as SubscriberStatus)) {
    throw new ValidationError({
      collection: 'subscribers',
      errors: [
        {
          path: 'status',
          message:
            'Only the subscriber can confirm, by the link in their mail; here a subscriber can only be unsubscribed.',
        },
      ],
      req,
    })
  }
  return { ...data, unsubscribed_at: new Date().toISOString(), ...leavingFields('cockpit') }
}
