import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The tags an article carries, in its order, as a JSON array of `{ name, slug }`: a scalar subquery over the article
 * aliased `article` (one probe of `articles_rels` by its parent), for the statement that reads an article's page
 * (src/content/articles/publishedArticle.ts). A tag in the trash is left out.
 */
export const tagsOfArticle = (article: SQL): SQL => sql`(
  SELECT coalesce(json_agg(json_build_object('name', t.name, 'slug', t.slug) ORDER BY r."order"), '[]'::json)
  FROM articles_rels r JOIN tags t ON t.id = r.tags_id
  WHERE r.parent_id = ${article}.id AND r.path = 'tags' AND t.deleted_at IS NULL AND t.slug IS NOT NULL)`
