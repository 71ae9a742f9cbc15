/** How the jobs queue stands, for the readiness endpoint (src/features/ops/readiness.ts) and the cockpit's dashboard. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

/**
 * How long the oldest job that is due and not running has waited, in seconds (0 when none waits): a queue nobody
 * works through shows here first. For the readiness endpoint and the dashboard.
 */
export async function oldestDueJobSeconds(payload: Payload): Promise<number> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT coalesce(extract(epoch FROM now() - min(coalesce(wait_until, created_at))), 0)::float8 AS seconds
    FROM payload_jobs
    WHERE completed_at IS NULL AND coalesce(has_error, false) = false AND coalesce(processing, false) = false
      AND (wait_until IS NULL OR wait_until <= now())`)
  return Math.max(0, Math.round((rows[0] as { seconds: number }).seconds))
}
