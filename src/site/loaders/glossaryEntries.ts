/** Published glossary terms with their one-line definitions: the glossary A–Z, the home page's latest few. */
import type { Payload } from 'payload'

import { publicGlossaryTermWhere } from '../../db/publicVisibility'
import { absolute, glossaryPath } from '../paths'

export interface GlossaryEntry {
  term: string
  url: string
  definition: string
}

/** `latest`: the most recently edited terms, that many; `all`: every term, A–Z. */
export async function loadGlossaryEntries(payload: Payload, baseUrl: string, which: { latest: number } | 'all'): Promise<GlossaryEntry[]> {
  const { docs } = await payload.find({
    collection: 'glossary-terms',
    where: publicGlossaryTermWhere(),
    ...(which === 'all' ? { sort: 'term', pagination: false } : { sort: '-updatedAt', limit: which.latest }),
    depth: 0,
    overrideAccess: false,
    select: { term: true, slug: true, short_definition: true },
  })
  return docs.flatMap((doc) => (doc.slug ? [{ term: doc.term, url: absolute(baseUrl, glossaryPath(doc.slug)), definition: doc.short_definition }] : []))
}
