/** The one published record a page shows by its slug: a PMS hub, a comparison, a glossary term. */
import type { DataFromCollectionSlug, Payload, Where } from 'payload'

import { publicComparisonWhere, publicGlossaryTermWhere, publicPmsWhere } from '../../../ground/db/publicVisibility'
import { isSlug } from '../../../ground/lib/slugify'

type PublishedCollection = 'pmses' | 'comparisons' | 'glossary-terms'

const PUBLIC_WHERE: Record<PublishedCollection, () => Where> = {
  pmses: publicPmsWhere,
  comparisons: publicComparisonWhere,
  'glossary-terms': publicGlossaryTermWhere,
}

/** Null, without a query, for what cannot be a slug (PostgreSQL refuses a NUL with an error, not a miss). */
export async function findPublishedBySlug<C extends PublishedCollection>(
  payload: Payload,
  collection: C,
  slug: string,
  depth: 0 | 1,
): Promise<DataFromCollectionSlug<C> | null> {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({
    collection,
    where: { and: [PUBLIC_WHERE[collection](), { slug: { equals: slug } }] },
    limit: 1,
    depth,
    overrideAccess: false,
  })
  return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}
