/**
 * Every indexable page that is not an article, with the date it last changed: home, the archive, the PMS
 * directory, the comparison and glossary indexes, PMS hubs, comparisons, glossary terms, and the category and author
 * listings that list something. A page that lists articles changed when its newest-edited article did. One statement; the articles themselves are
 * streamed separately (publishedArticleStream.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { preparedRows } from '../../db/adapter'
import {
  newestChangeFirst,
  publicArticleOwnRule,
  publicComparison,
  publicGlossaryTerm,
  publicPms,
} from '../../db/publicVisibility'

export interface SitemapPage {
  path: string
  /** Null only for the home page of a site with no content yet. */
  lastmod: Date | null
}

export async function loadSitemapPages(payload: Payload): Promise<SitemapPage[]> {
  // Each listing's newest article is one probe of a partial index, newest first (migration
  // 20261126_100000_public_article_indexes): no pass over the articles, which cost 300 ms of PostgreSQL's CPU at
  // 100,000 articles (docs/performance.md).
  const rows = await preparedRows(
    payload,
    sql`
    WITH visible_pms AS MATERIALIZED (
      SELECT p.id, p.slug, p.updated_at FROM pmses p WHERE ${publicPms('p')}
    ), visible_pms_ids AS MATERIALIZED (
      SELECT coalesce(array_agg(id), '{}') AS ids FROM visible_pms
    ), hubs AS (
      SELECT vp.slug, vp.updated_at, (
        SELECT a.updated_at FROM articles a WHERE a.pms_id = vp.id AND ${publicArticleOwnRule('a')}
        ORDER BY ${newestChangeFirst('a')} LIMIT 1
      ) AS newest_article FROM visible_pms vp
    ), listings AS (
      SELECT '/categories/' || c.slug AS path, greatest(c.updated_at, newest.at) AS lastmod, 6 AS rank, c.slug AS name
      FROM categories c, LATERAL (
        SELECT a.updated_at AS at FROM articles a
        WHERE a.category_id = c.id AND ${publicArticleOwnRule('a')} AND a.pms_id = ANY ((SELECT ids FROM visible_pms_ids)::int[])
        ORDER BY ${newestChangeFirst('a')} LIMIT 1
      ) newest WHERE c.slug IS NOT NULL
      UNION ALL SELECT '/authors/' || au.slug, greatest(au.updated_at, newest.at), 7, au.slug
      FROM authors au, LATERAL (
        SELECT a.updated_at AS at FROM articles a
        WHERE a.author_id = au.id AND ${publicArticleOwnRule('a')} AND a.pms_id = ANY ((SELECT ids FROM visible_pms_ids)::int[])
        ORDER BY ${newestChangeFirst('a')} LIMIT 1
      ) newest WHERE au.slug IS NOT NULL
    ), latest AS (
      SELECT greatest(
        (SELECT max(greatest(updated_at, newest_article)) FROM hubs),
        (SELECT max(updated_at) FROM comparisons c WHERE ${publicComparison('c')}),
        (SELECT max(updated_at) FROM glossary_terms g WHERE ${publicGlossaryTerm('g')})
      ) AS at
    )
    SELECT '/' AS path, (SELECT at FROM latest) AS lastmod, 0 AS rank, '' AS name
    UNION ALL SELECT '/news', max(newest_article), 0, 'news' FROM hubs HAVING max(newest_article) IS NOT NULL
    UNION ALL SELECT '/directory', max(greatest(updated_at, newest_article)), 0, 'directory' FROM hubs HAVING count(*) > 0
    UNION ALL SELECT '/compare', max(updated_at), 1, '' FROM comparisons c WHERE ${publicComparison('c')} HAVING count(*) > 0
    UNION ALL SELECT '/glossary', max(updated_at), 2, '' FROM glossary_terms g WHERE ${publicGlossaryTerm('g')} HAVING count(*) > 0
    UNION ALL SELECT '/' || slug, greatest(updated_at, newest_article), 3, slug FROM hubs
    UNION ALL SELECT '/compare/' || c.slug, c.updated_at, 4, c.slug FROM comparisons c WHERE ${publicComparison('c')}
    UNION ALL SELECT '/glossary/' || g.slug, g.updated_at, 5, g.slug FROM glossary_terms g WHERE ${publicGlossaryTerm('g')}
    UNION ALL SELECT path, lastmod, rank, name FROM listings
    ORDER BY rank, name`,
  )
  return (rows as Array<{ path: string; lastmod: Date | string | null }>).map((row) => ({
    path: row.path,
    lastmod: row.lastmod ? new Date(row.lastmod) : null,
  }))
}
