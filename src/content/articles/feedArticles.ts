/**
 * What the RSS and JSON feeds read of the articles (src/features/site/loaders/loadFeedArticles.ts renders and keeps them): the
 * newest public ones with their metadata and the version of each row, and, apart, the bodies of the versions the
 * caller has not rendered yet. One statement each.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'
import type { ArticleAiUseChoice } from './articleAiUse'
import { type ArticleFilter, articleListCondition } from './articleSummaries'
import { type BylineAuthor, bylineOf } from './byline'
import { type CorrectionNote, correctionNotesOf, correctionsOf } from './articleCorrections'

/** A feed item's article, but for its body. */
export interface FeedArticleRow {
  /**
   * Which version of the article's row this is, `{id}:{xmin}`: its id and PostgreSQL's `xmin`, the transaction that
   * wrote this version, which every update of the row changes, whoever writes it.
   */
  version: string
  title: string
  slug: string
  pms_slug: string
  excerpt: string | null
  published_at: Date | string
  updated_at: Date | string
  /** The byline, in order (./byline.ts). */
  authors: BylineAuthor[]
  category: string | null
  featured_image: string | null
  featured_image_caption: string | null
  ai_use: ArticleAiUseChoice | null
}

/** `{id}:{xmin}`: the row's identity and the transaction that wrote this version of it. */
const rowVersion = (alias: string) => sql.raw(`${alias}.id || ':' || ${alias}.xmin`)

/**
 * The newest `limit` public articles, by publication date, with their authors' and category's names: of the whole
 * site, or of one list (a PMS, category, tag or author, as its page lists them).
 */
export async function newestPublicArticlesForFeeds(
  payload: Payload,
  limit: number,
  list: ArticleFilter = {},
): Promise<FeedArticleRow[]> {
  return preparedRows<FeedArticleRow>(
    payload,
    sql`
    SELECT ${rowVersion('a')} AS version, a.title, a.slug, p.slug AS pms_slug, a.excerpt, a.published_at, a.updated_at,
      ${bylineOf(sql`a`)} AS authors, c.name AS category, a.featured_image, a.featured_image_caption, a.ai_use
    FROM articles a JOIN pmses p ON p.id = a.pms_id
    LEFT JOIN categories c ON c.id = a.category_id
    WHERE ${publicArticle('a', 'p')}${Object.keys(list).length > 0 ? sql` AND ${articleListCondition(list)}` : sql``}
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT ${limit}`,
  )
}

/**
 * The markdown body of each of these articles and its corrections and updates (newest first), with the version of the
 * row it was read from (as `newestPublicArticlesForFeeds` gives it), which may be newer than the caller's; an article
 * deleted since is left out. A note added is a save of the row: its version changes with it.
 */
export async function articleBodiesById(
  payload: Payload,
  ids: number[],
): Promise<
  Array<{ id: number; version: string; body: string | null; embeds: unknown; corrections: CorrectionNote[] }>
> {
  const rows = await preparedRows<{
    id: number
    version: string
    body: string | null
    embeds: unknown
    corrections: unknown
  }>(
    payload,
    sql`SELECT a.id, ${rowVersion('a')} AS version, a.body, a.embeds, ${correctionsOf(sql`a`)} AS corrections
    FROM articles a WHERE a.id = ANY(${sql.param(ids)}::int[])`,
  )
  return rows.map((row) => ({ ...row, corrections: correctionNotesOf(row.corrections) }))
}
