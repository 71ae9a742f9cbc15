import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import type { Subscriber } from '../../../content/payload-types'
import { leavingFields, mayChangeStatus } from '../../../content/subscribers/statusChanges'

/**
 * In the cockpit a subscriber can only be unsubscribed (honouring a mailto: request, say): confirming someone
 * needs their click on the confirmation link, which is the consent this collection keeps evidence of. The rule is
 * the one every writer of subscribers follows (src/content/subscribers/statusChanges.ts).
 */
export const onlyUnsubscribeByHand: CollectionBeforeChangeHook<Subscriber> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !data.status || data.status === originalDoc?.status) return data
  if (!originalDoc || !mayChangeStatus('cockpit', originalDoc.status, data.status)) {
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
