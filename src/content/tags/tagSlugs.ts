import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The slugs of the tags whose ids `ids` lists and of those the articles `articleIds` carry now (SQL lists, as `IN (…)`
 * takes them): rows `id, slug`, for the page-cache tags an article's change touches (src/features/contentChanges/changeTags.ts).
 */
export const tagSlugsOf = (ids: SQL, articleIds: SQL): SQL => sql`SELECT id, slug FROM tags
  WHERE id IN (${ids}) OR id IN (SELECT tags_id FROM articles_rels WHERE parent_id IN (${articleIds}) AND path = 'tags')`
