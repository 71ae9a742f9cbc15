/** Published glossary terms with their one-line definitions: the glossary A–Z, the home page's latest few. One statement. */
import type { Payload } from 'payload'

import { glossaryEntriesForSite } from '../../../content/glossaryTerms/publicGlossaryTerms'
import { absolute, glossaryPath } from '../../../ground/paths'

export interface GlossaryEntry {
  term: string
  url: string
  definition: string
}

/** `latest`: the most recently edited terms, that many; `all`: every term, A–Z. */
export async function loadGlossaryEntries(
  payload: Payload,
  baseUrl: string,
  which: { latest: number } | 'all',
): Promise<GlossaryEntry[]> {
  return (await glossaryEntriesForSite(payload, which)).map((row) => ({
    term: row.term,
    url: absolute(baseUrl, glossaryPath(row.slug)),
    definition: row.shortDefinition,
  }))
}
