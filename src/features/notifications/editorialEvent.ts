import type { PayloadRequest } from 'payload'

import type { EditorialEvent } from './events'

/**
 * Tells the people an editorial event concerns, in `req`'s transaction (so a rolled-back step tells nobody).
 * Delivery (the cockpit inbox and mail) is built in this room; callers only say what happened.
 */
export async function editorialEvent(req: PayloadRequest, event: EditorialEvent): Promise<void> {
  void req
  void event
}
