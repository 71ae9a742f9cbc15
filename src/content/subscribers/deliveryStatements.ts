/**
 * What sending the newsletter writes on its subscribers, as parts of the newsletter's own statements
 * (src/features/newsletter/delivery/): each stays one round trip with the delivery records it goes with, and the subscribers'
 * writes stay in their module.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { mayLeaveStatus, movesStatus } from './statusConditions'

/**
 * `UPDATE … RETURNING s.id`: marks the subscribers `subscriberIds` (a subquery) as covered by a digest of the
 * articles published until `until`, so that their next digest starts there.
 */
export const markDigestCovered = (subscriberIds: SQL, until: SQL): SQL =>
  sql`UPDATE subscribers s SET last_digest_at = ${until} WHERE s.id IN (${subscriberIds}) RETURNING s.id`

/** `UPDATE …`: the mail server refused the subscriber's address for good; nothing more is sent to it. */
export const markSubscriberBounced = (subscriberId: number, reason: string): SQL =>
  sql`UPDATE subscribers SET ${movesStatus('bounce')}, bounced_at = now(), bounce_reason = ${reason}, updated_at = now()
      WHERE id = ${subscriberId} AND ${mayLeaveStatus('bounce')}`
