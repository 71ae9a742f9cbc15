/**
 * The tags as the public reads them (docs/decisions/070-tags.md): a tag is public when it is not in the trash and a
 * public article carries it (`publicTag`, src/ground/db/publicVisibility.ts). Its page, feeds, sitemap entry, llms.txt
 * line and the public MCP server's list all read these.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { preparedRows, queryInTransaction } from '../../ground/db/adapter'
import { publicTag } from '../../ground/db/publicTag'
import { publicArticle, publicOwnRuleSql } from '../../ground/db/publicVisibility'

export interface PublicTag {
  id: number
  name: string
  slug: string
  description: string | null
}

/** The public tag with this slug, or null (none, in the trash, or carried by no public article). */
export async function publicTagBySlug(payload: Payload, slug: string): Promise<PublicTag | null> {
  const rows = await preparedRows<PublicTag>(
    payload,
    sql`SELECT t.id, t.name, t.slug, t.description FROM tags t WHERE t.slug = ${slug} AND ${publicTag('t')}`,
  )
  return rows[0] ?? null
}

/** Every public tag, A–Z, with how many public articles carry it. */
export async function publicTagsAToZ(payload: Payload): Promise<Array<PublicTag & { articles: number }>> {
  const rows = await preparedRows<PublicTag & { articles: string | number }>(
    payload,
    sql`SELECT t.id, t.name, t.slug, t.description, count(*) AS articles
      FROM tags t JOIN articles_rels r ON r.tags_id = t.id AND r.path = 'tags'
        JOIN articles a ON a.id = r.parent_id JOIN pmses p ON p.id = a.pms_id
      WHERE t.slug IS NOT NULL AND ${publicTag('t')} AND ${publicArticle('a', 'p')}
      GROUP BY t.id ORDER BY t.name, t.id`,
  )
  return rows.map((row) => ({ ...row, articles: Number(row.articles) }))
}

/** The ids of the public tags, for Payload's access to answer an anonymous read with (src/content/access/tagAccess.ts). */
export async function publicTagIds(payload: Payload): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(payload, sql`SELECT t.id FROM tags t WHERE ${publicTag('t')}`)
  return rows.map((row) => row.id)
}

/**
 * The tag listings, for the sitemap (src/features/discovery/loadSitemapPages.ts), as one part of its statement: each
 * public tag's `slug`, when it last `changed` (the tag, or its newest-edited public article) and when that
 * `newest_article` changed.
 */
export const tagListingsChanged: SQL = sql`
  SELECT t.slug, greatest(t.updated_at, newest.at) AS changed, newest.at AS newest_article
  FROM tags t, LATERAL (
    SELECT max(a.updated_at) AS at FROM articles_rels r JOIN articles a ON a.id = r.parent_id
      JOIN pmses p ON p.id = a.pms_id
    WHERE r.tags_id = t.id AND r.path = 'tags' AND ${publicArticle('a', 'p')}) newest
  WHERE t.slug IS NOT NULL AND newest.at IS NOT NULL AND ${publicOwnRuleSql('tags', 't')}`

/**
 * The public tags as rows `id, name, slug`, one probe of `articles_rels` each: the search page's choice of tags
 * (src/features/search/searchFilters.ts), with no count, which would read every public article's tags.
 */
export const publicTagNames: SQL = sql`SELECT t.id, t.name, t.slug FROM tags t WHERE t.slug IS NOT NULL AND ${publicTag('t')}`

/** Whether tag `id` is public as the request's transaction sees it (a rename's hook asks, before its address moves). */
export async function isPublicTagNow(req: PayloadRequest, id: number): Promise<boolean> {
  const rows = await queryInTransaction<{ live: boolean }>(
    req,
    sql`SELECT ${publicTag('t')} AS live FROM tags t WHERE t.id = ${id}`,
  )
  return rows[0]?.live === true
}
