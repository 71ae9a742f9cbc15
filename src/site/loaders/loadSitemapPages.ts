/**
 * Every indexable page that is not an article, with the date it last changed: home, the comparison and glossary
 * indexes, PMS hubs, comparisons, glossary terms, and the category and author listings that list something. A page
 * that lists articles changed when its newest-edited article did. One statement; the articles themselves are
 * streamed separately (publishedArticleStream.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { drizzleOf } from '../../db/adapter'
import { publicArticle, publicComparison, publicGlossaryTerm, publicPms } from '../../db/publicVisibility'

export interface SitemapPage {
  path: string
  /** Null only for the home page of a site with no content yet. */
  lastmod: Date | null
}

export async function loadSitemapPages(payload: Payload): Promise<SitemapPage[]> {
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH visible AS (
      SELECT a.pms_id, a.category_id, a.author_id, a.updated_at
      FROM articles a JOIN pmses p ON p.id = a.pms_id
      WHERE ${publicArticle('a', 'p')}
    ), latest AS (
      SELECT greatest(
        (SELECT max(updated_at) FROM visible),
        (SELECT max(updated_at) FROM pmses p WHERE ${publicPms('p')}),
        (SELECT max(updated_at) FROM comparisons c WHERE ${publicComparison('c')}),
        (SELECT max(updated_at) FROM glossary_terms g WHERE ${publicGlossaryTerm('g')})
      ) AS at
    )
    SELECT '/' AS path, (SELECT at FROM latest) AS lastmod, 0 AS rank, '' AS name
    UNION ALL SELECT '/compare', max(updated_at), 1, '' FROM comparisons c WHERE ${publicComparison('c')} HAVING count(*) > 0
    UNION ALL SELECT '/glossary', max(updated_at), 2, '' FROM glossary_terms g WHERE ${publicGlossaryTerm('g')} HAVING count(*) > 0
    UNION ALL SELECT '/' || p.slug, greatest(p.updated_at, max(v.updated_at)), 3, p.slug
      FROM pmses p LEFT JOIN visible v ON v.pms_id = p.id
      WHERE ${publicPms('p')} GROUP BY p.id
    UNION ALL SELECT '/compare/' || c.slug, c.updated_at, 4, c.slug FROM comparisons c WHERE ${publicComparison('c')}
    UNION ALL SELECT '/glossary/' || g.slug, g.updated_at, 5, g.slug FROM glossary_terms g WHERE ${publicGlossaryTerm('g')}
    UNION ALL SELECT '/categories/' || c.slug, greatest(c.updated_at, max(v.updated_at)), 6, c.slug
      FROM categories c JOIN visible v ON v.category_id = c.id WHERE c.slug IS NOT NULL GROUP BY c.id
    UNION ALL SELECT '/authors/' || au.slug, greatest(au.updated_at, max(v.updated_at)), 7, au.slug
      FROM authors au JOIN visible v ON v.author_id = au.id WHERE au.slug IS NOT NULL GROUP BY au.id
    ORDER BY rank, name`)
  return (rows as Array<{ path: string; lastmod: Date | string | null }>).map((row) => ({
    path: row.path,
    lastmod: row.lastmod ? new Date(row.lastmod) : null,
  }))
}
