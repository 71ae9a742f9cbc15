/** The comparisons (`/compare`): every published one A–Z, with the names of the PMSes it compares. */
import type { Payload } from 'payload'

import { publicComparisonWhere } from '../../../../ground/db/publicVisibility'
import { publishedPmses } from '../../loaders/publishedPmses'
import { absolute, comparisonIndexPath, comparisonPath } from '../../../../ground/paths'

export interface ComparisonIndex {
  url: string
  comparisons: Array<{ title: string; url: string; pmsNames: string[] }>
}

export async function loadComparisonIndex(payload: Payload, baseUrl: string): Promise<ComparisonIndex> {
  const { docs } = await payload.find({
    collection: 'comparisons',
    where: publicComparisonWhere(),
    sort: 'title',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return {
    url: absolute(baseUrl, comparisonIndexPath),
    comparisons: docs.flatMap((doc) =>
      doc.slug
        ? [
            {
              title: doc.title,
              url: absolute(baseUrl, comparisonPath(doc.slug)),
              pmsNames: publishedPmses(doc.pmses).map((pms) => pms.name),
            },
          ]
        : [],
    ),
  }
}
