import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, queryInRequest } from '../../ground/db/adapter'

/**
 * How many articles and PR links out of the trash still name a PMS profile: while any do, the profile stays out of the
 * trash (docs/decisions/066-trash.md). Read in the write's transaction.
 */
export async function pmsDependants(
  req: PayloadRequest,
  pmsId: number,
): Promise<{ articles: number; prLinks: number }> {
  const [row] = await queryInRequest<{ articles: number; pr_links: number }>(
    req,
    sql`SELECT (SELECT count(*)::int FROM articles WHERE pms_id = ${pmsId} AND deleted_at IS NULL) AS articles,
               (SELECT count(*)::int FROM pr_links WHERE pms_id = ${pmsId} AND deleted_at IS NULL) AS pr_links`,
  )
  return { articles: row?.articles ?? 0, prLinks: row?.pr_links ?? 0 }
}

/**
 * Whether any article or PR link, in the trash or not, still names a PMS profile: the purge keeps such a profile
 * (their foreign keys would set their PMS to nothing, and a restored article would have none).
 */
export async function pmsStillNamed(payload: Payload, pmsId: number): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT EXISTS (SELECT 1 FROM articles WHERE pms_id = ${pmsId})
            OR EXISTS (SELECT 1 FROM pr_links WHERE pms_id = ${pmsId}) AS named`,
  )
  return (rows[0] as { named: boolean } | undefined)?.named === true
}
