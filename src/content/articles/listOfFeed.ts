/**
 * The list a feed of one list is of (docs/decisions/071-feeds-per-list.md): the public PMS, category, tag or author
 * its address names, with what the feed's title and description say of it and which articles it lists (the filter
 * its page lists them by, ./articleSummaries.ts). A PMS or tag that is not public has no feed, as it has no page.
 * One statement.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicPms } from '../../ground/db/publicVisibility'
import { publicTag } from '../../ground/db/publicTag'
import type { FeedList } from '../../ground/paths'
import type { ArticleFilter } from './articleSummaries'

export interface ListOfFeed {
  name: string
  description: string | null
  articles: ArticleFilter
}

const STATEMENTS: Record<FeedList['kind'], (slug: string) => SQL> = {
  pms: (slug) =>
    sql`SELECT p.id, p.name, p.tagline AS description FROM pmses p WHERE p.slug = ${slug} AND ${publicPms('p')}`,
  category: (slug) => sql`SELECT c.id, c.name, c.description FROM categories c WHERE c.slug = ${slug}`,
  tag: (slug) => sql`SELECT t.id, t.name, t.description FROM tags t WHERE t.slug = ${slug} AND ${publicTag('t')}`,
  author: (slug) => sql`SELECT au.id, au.name, au.bio AS description FROM authors au WHERE au.slug = ${slug}`,
}

export async function listOfFeed(payload: Payload, list: FeedList): Promise<ListOfFeed | null> {
  const [row] = await preparedRows<{ id: number; name: string; description: string | null }>(
    payload,
    STATEMENTS[list.kind](list.slug),
  )
  if (!row) return null
  return { name: row.name, description: row.description, articles: { [list.kind]: row.id } }
}

/**
 * The lists an article is in, as they are now: its PMS, category, authors and tags, by slug, for the WebSub hub to
 * hear that their feeds changed (src/features/publishing/publishTasks.ts). One statement.
 */
export async function listsOfArticle(payload: Payload, articleId: number): Promise<FeedList[]> {
  return preparedRows<FeedList>(
    payload,
    sql`SELECT kind, slug FROM (
      SELECT 1 AS rank, 'pms' AS kind, p.slug, 0 AS position FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = ${articleId}
      UNION ALL SELECT 2, 'category', c.slug, 0 FROM articles a JOIN categories c ON c.id = a.category_id WHERE a.id = ${articleId}
      -- Every author of its byline (docs/decisions/069-co-bylines.md): the lead, then the co-authors in order.
      UNION ALL SELECT 3, 'author', au.slug, min(byline.position) FROM (
          SELECT a.author_id AS id, -1 AS position FROM articles a WHERE a.id = ${articleId}
          UNION ALL SELECT r.authors_id, r."order" FROM articles_rels r WHERE r.parent_id = ${articleId} AND r.path = 'authors'
        ) byline JOIN authors au ON au.id = byline.id GROUP BY au.slug
      UNION ALL SELECT 4, 'tag', t.slug, r."order" FROM articles_rels r JOIN tags t ON t.id = r.tags_id
        WHERE r.parent_id = ${articleId} AND r.path = 'tags') lists
    WHERE slug IS NOT NULL ORDER BY rank, position`,
  )
}
