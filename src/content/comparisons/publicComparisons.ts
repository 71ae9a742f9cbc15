/**
 * The public comparisons as the site's lists read them (src/ground/db/publicVisibility.ts): the latest edited, of every PMS
 * or of one, and their slugs and dates for the sitemap.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicComparison } from '../../ground/db/publicVisibility'

/**
 * The public comparisons, the latest edited first, at most `limit`: the home page's latest, a PMS hub's own (`pms`:
 * only those that compare that PMS). One statement.
 */
export async function publicComparisonsLatestEdited(
  payload: Payload,
  { pms, limit }: { pms?: number; limit: number },
): Promise<Array<{ title: string; slug: string }>> {
  const ofPms =
    pms === undefined
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM comparisons_rels r WHERE r.parent_id = c.id AND r.path = 'pmses' AND r.pmses_id = ${pms})`
  return preparedRows<{ title: string; slug: string }>(
    payload,
    sql`
    SELECT c.title, c.slug FROM comparisons c
    WHERE ${publicComparison('c')} AND ${ofPms}
    ORDER BY c.updated_at DESC, c.id DESC
    LIMIT ${limit}`,
  )
}

/**
 * The public comparisons for the sitemap (src/features/discovery/loadSitemapPages.ts), as one part of its statement: each one's
 * `slug` and when it last `changed`; `newest_article` is null (a comparison lists no articles).
 */
export const publicComparisonsChanged: SQL = sql`
  SELECT c.slug, c.updated_at AS changed, NULL::timestamptz AS newest_article
  FROM comparisons c WHERE ${publicComparison('c')}`
