/** Published comparisons as links, the latest edited first: the home page's latest, a PMS hub's own. One statement. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../db/adapter'
import { publicComparison } from '../../db/publicVisibility'
import { absolute, comparisonPath } from '../../paths'

export interface ComparisonLink {
  title: string
  url: string
}

/** `pms`: only the comparisons that compare that PMS. */
export async function loadComparisonLinks(
  payload: Payload,
  baseUrl: string,
  { pms, limit }: { pms?: number; limit: number },
): Promise<ComparisonLink[]> {
  const ofPms =
    pms === undefined
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM comparisons_rels r WHERE r.parent_id = c.id AND r.path = 'pmses' AND r.pmses_id = ${pms})`
  const rows = await preparedRows(
    payload,
    sql`
    SELECT c.title, c.slug FROM comparisons c
    WHERE ${publicComparison('c')} AND ${ofPms}
    ORDER BY c.updated_at DESC, c.id DESC
    LIMIT ${limit}`,
  )
  return (rows as unknown as { title: string; slug: string }[]).map((row) => ({
    title: row.title,
    url: absolute(baseUrl, comparisonPath(row.slug)),
  }))
}
