/**
 * Whether a path is a public page's right now, by the one visibility rule (src/ground/db/publicVisibility.ts): a
 * redirect never takes such a path (docs/decisions/064-redirects.md), and a page that goes live at a redirect's path
 * ends that redirect.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import { publicArticle, publicComparison, publicGlossaryTerm, publicPms } from '../../ground/db/publicVisibility'
import { publicTag } from '../../ground/db/publicTag'
import { pageRouteOf } from '../../ground/paths'

/** The statement that finds the public page at a path, or null for a path no record's page can have. */
function livePageQuery(path: string): SQL | null {
  const route = pageRouteOf(path)
  switch (route?.kind) {
    case 'pms':
      return sql`SELECT 1 FROM pmses p WHERE p.slug = ${route.pmsSlug} AND ${publicPms('p')}`
    case 'article':
      return sql`SELECT 1 FROM articles a JOIN pmses p ON p.id = a.pms_id
        WHERE a.slug = ${route.articleSlug} AND p.slug = ${route.pmsSlug} AND ${publicArticle('a', 'p')}`
    case 'glossary-term':
      return sql`SELECT 1 FROM glossary_terms g WHERE g.slug = ${route.slug} AND ${publicGlossaryTerm('g')}`
    case 'comparison':
      return sql`SELECT 1 FROM comparisons c WHERE c.slug = ${route.slug} AND ${publicComparison('c')}`
    case 'author':
      return sql`SELECT 1 FROM authors u WHERE u.slug = ${route.slug}`
    case 'category':
      return sql`SELECT 1 FROM categories c WHERE c.slug = ${route.slug}`
    case 'tag':
      return sql`SELECT 1 FROM tags t WHERE t.slug = ${route.slug} AND ${publicTag('t')}`
    default:
      return null
  }
}

/** Whether `path` is a public page's, as the request's transaction sees it. */
export async function isLivePagePath(req: PayloadRequest, path: string): Promise<boolean> {
  const query = livePageQuery(path)
  if (!query) return false
  const rows = await queryInRequest(req, sql`SELECT EXISTS (${query}) AS live`)
  return rows[0]?.live === true
}
