/** Published comparisons as links, the latest edited first: the home page's latest, a PMS hub's own. One statement. */
import type { Payload } from 'payload'

import { publicComparisonsLatestEdited } from '../../../content/comparisons/publicComparisons'
import { absolute, comparisonPath } from '../../../ground/paths'

export interface ComparisonLink {
  title: string
  url: string
}

/** `pms`: only the comparisons that compare that PMS. */
export async function loadComparisonLinks(
  payload: Payload,
  baseUrl: string,
  which: { pms?: number; limit: number },
): Promise<ComparisonLink[]> {
  return (await publicComparisonsLatestEdited(payload, which)).map((row) => ({
    title: row.title,
    url: absolute(baseUrl, comparisonPath(row.slug)),
  }))
}
