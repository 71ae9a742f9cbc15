import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import type { NewsletterIssue } from '../../../content/payload-types'
/** An issue that has gone to subscribers (or is going) says what they received: it is not edited any more. */
export const keepSentIssuesAsSent: CollectionBeforeChangeHook<NewsletterIssue> = ({
  operation,
  originalDoc,
  req,
  collection,
}) => {
  if (operation === 'update' && (originalDoc?.status === 'sending' || originalDoc?.status === 'sent')) {
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [
          {
            path: 'status',
            message: 'This issue has been sent; it can no longer be changed. Duplicate it to write another.',
          },
        ],
      },
      req.t,
    )
  }
}
