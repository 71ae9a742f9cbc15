/** Published comparisons as links, the latest edited first: the home page's latest, a PMS hub's own. */
import type { Payload, Where } from 'payload'

import { publicComparisonWhere } from '../../db/publicVisibility'
import { absolute, comparisonPath } from '../paths'

export interface ComparisonLink {
  title: string
  url: string
}

export async function loadComparisonLinks(payload: Payload, baseUrl: string, { where, limit }: { where?: Where; limit: number }): Promise<ComparisonLink[]> {
  const { docs } = await payload.find({
    collection: 'comparisons',
    where: where ? { and: [publicComparisonWhere(), where] } : publicComparisonWhere(),
    sort: '-updatedAt',
    depth: 0,
    limit,
    overrideAccess: false,
    select: { title: true, slug: true },
  })
  return docs.flatMap((doc) => (doc.slug ? [{ title: doc.title, url: absolute(baseUrl, comparisonPath(doc.slug)) }] : []))
}
