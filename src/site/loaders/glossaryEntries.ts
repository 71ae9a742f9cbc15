/** Published glossary terms with their one-line definitions: the glossary A–Z, the home page's latest few. One statement. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../db/adapter'
import { publicGlossaryTerm } from '../../db/publicVisibility'
import { absolute, glossaryPath } from '../../paths'

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
  const order =
    which === 'all' ? sql`ORDER BY g.term, g.id` : sql`ORDER BY g.updated_at DESC, g.id DESC LIMIT ${which.latest}`
  const rows = await preparedRows(
    payload,
    sql`
    SELECT g.term, g.slug, g.short_definition FROM glossary_terms g WHERE ${publicGlossaryTerm('g')} ${order}`,
  )
  return (rows as unknown as { term: string; slug: string; short_definition: string }[]).map((row) => ({
    term: row.term,
    url: absolute(baseUrl, glossaryPath(row.slug)),
    definition: row.short_definition,
  }))
}
