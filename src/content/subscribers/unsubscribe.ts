/**
 * Leaving the list by the one-click link in every mail (RFC 8058): the same change, by the same rule, as an admin's
 * in the cockpit (./statusChanges.ts); doing it again changes nothing.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { leavingColumns, mayLeaveStatus, movesStatus } from './statusConditions'

export async function unsubscribeByOneClick(payload: Payload, subscriberId: number): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE subscribers
    SET ${movesStatus('oneClick')}, unsubscribed_at = now(), ${leavingColumns('one-click')}, updated_at = now()
    WHERE id = ${subscriberId} AND ${mayLeaveStatus('oneClick')}`)
}
