import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

/**
 * In the cockpit a subscriber can only be unsubscribed (honouring a mailto: request, say): confirming someone
 * needs their click on the confirmation link, which is the consent this collection keeps evidence of.
 */
export const onlyUnsubscribeByHand: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data.status || data.status === originalDoc?.status) return data
  if (data.status !== 'unsubscribed') {
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
  return {
    ...data,
    unsubscribed_at: new Date().toISOString(),
    unsubscribed_via: 'cockpit',
    confirm_token_hash: null,
    confirm_token_expires_at: null,
  }
}
