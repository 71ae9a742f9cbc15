/**
 * Whether a public page's address belongs to a record in the trash that would be public were it not there
 * (docs/decisions/066-trash.md): such an address answers 410 Gone rather than 404 while the record waits, so that
 * search engines drop it at once and a reader learns it was withdrawn. An article is gone when it or its PMS profile
 * is in the trash; a PMS hub, a comparison and a glossary term when their own record is. A draft in the trash was
 * never public: its address stays a 404, and says nothing of it. Once purged, the address is a 404 too.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicButTrashed } from '../../ground/db/publicButTrashed'
import type { PageRoute } from '../../ground/paths'

function goneQuery(route: PageRoute): SQL | null {
  switch (route.kind) {
    case 'article':
      return sql`SELECT 1 FROM articles a JOIN pmses p ON p.id = a.pms_id
        WHERE p.slug = ${route.pmsSlug} AND a.slug = ${route.articleSlug} AND ${publicButTrashed('articles', 'a', 'p')}`
    case 'pms':
      return sql`SELECT 1 FROM pmses p WHERE p.slug = ${route.pmsSlug} AND ${publicButTrashed('pmses', 'p')}`
    case 'comparison':
      return sql`SELECT 1 FROM comparisons c WHERE c.slug = ${route.slug} AND ${publicButTrashed('comparisons', 'c')}`
    case 'glossary-term':
      return sql`SELECT 1 FROM glossary_terms g WHERE g.slug = ${route.slug} AND ${publicButTrashed('glossary-terms', 'g')}`
    default:
      return null
  }
}

/** Asked only once a page was not found, so a page that is there pays nothing for it. */
export async function isGoneToTheTrash(payload: Payload, route: PageRoute): Promise<boolean> {
  const query = goneQuery(route)
  return query !== null && (await preparedRows(payload, sql`${query} LIMIT 1`)).length > 0
}
