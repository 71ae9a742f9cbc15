/**
 * What the sitemaps read of the public articles (src/features/discovery/sitemap.ts, newsSitemap.ts): the ranges of ids that
 * hold one, dated; a range's version and its lines, written by PostgreSQL (docs/decisions/033); and the articles of
 * the last days for news search. One statement each.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { newestChangeFirst, publicArticle, publicArticleOwnRule, publicPmsIds } from '../../ground/db/publicVisibility'
import { ARTICLE_IDS_PER_SITEMAP } from '../../ground/paths'

export interface PublicArticleRanges {
  /** The ranges of `ARTICLE_IDS_PER_SITEMAP` ids (the first is 1) that hold a public article, with their newest change. */
  ranges: Array<{ part: number; lastmod: Date }>
  /** How many public articles there are, counted up to the `countUpTo` asked for. */
  boundedCount: number
}

/**
 * The ranges of article ids that hold a public article, each dated by its newest change: one probe per range of a
 * partial index by range and change date (migration 20261203_120000), the PMS rule checked against a list of the
 * public PMS ids; and a count that stops at `countUpTo`. A pass grouped by range sorted every public article instead
 * (90–180 ms of PostgreSQL's CPU at 100,000 articles; docs/performance.md).
 */
export async function publicArticleRanges(payload: Payload, countUpTo: number): Promise<PublicArticleRanges> {
  const visible = sql`${publicArticleOwnRule('a')} AND a.pms_id = ANY ((SELECT ids FROM visible_pms_ids)::int[])`
  const rows = await preparedRows<{ part: number; lastmod: Date | string; bounded_count: number }>(
    payload,
    sql`
    WITH visible_pms_ids AS MATERIALIZED (SELECT ${publicPmsIds} AS ids)
    SELECT range + 1 AS part, newest.at AS lastmod,
      (SELECT count(*)::int FROM (SELECT 1 FROM articles a WHERE ${visible} LIMIT ${countUpTo}) counted) AS bounded_count
    FROM generate_series(0, (SELECT coalesce((max(id) - 1) / ${sql.raw(String(ARTICLE_IDS_PER_SITEMAP))}, -1) FROM articles)) AS range,
    LATERAL (
      SELECT a.updated_at AS at FROM articles a
      WHERE (a.id - 1) / ${sql.raw(String(ARTICLE_IDS_PER_SITEMAP))} = range AND ${visible}
      ORDER BY ${newestChangeFirst('a')} LIMIT 1
    ) newest
    ORDER BY part`,
  )
  return {
    ranges: rows.map((row) => ({ part: row.part, lastmod: new Date(row.lastmod) })),
    boundedCount: rows[0]?.bounded_count ?? 0,
  }
}

/** A range of article ids: those in `(afterId, throughId]`, with no upper bound where `throughId` is null. */
export interface ArticleIdRange {
  afterId: number
  throughId: number | null
}

/** The public articles of a range, as `articles a JOIN pmses p`. */
const publicArticlesInRange = ({ afterId, throughId }: ArticleIdRange): SQL => sql`
  FROM articles a JOIN pmses p ON p.id = a.pms_id
  WHERE ${publicArticle('a', 'p')} AND a.id > ${afterId}${throughId === null ? sql`` : sql` AND a.id <= ${throughId}`}`

/** The five markup characters of a text column escaped, as escapeXml does (slugs hold none of the characters XML forbids). */
const escapedInSql = (column: SQL): SQL =>
  sql`replace(replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&apos;')`

/**
 * The public articles of a range as one text, one line each in id order, written by PostgreSQL in one statement (a
 * range of the primary key, at most 2,000 rows): `line.before`, the article's path (`/{pmsSlug}/{articleSlug}`, its
 * markup characters escaped), `line.between`, its `updated_at` as `toISOString` writes it, `line.after`. Empty when
 * the range holds none.
 */
export async function publicArticleLinesInRange(
  payload: Payload,
  range: ArticleIdRange,
  line: { before: string; between: string; after: string },
): Promise<string> {
  const rows = await preparedRows<{ text: string | null }>(
    payload,
    sql`
    SELECT string_agg(line, '' ORDER BY id) AS text FROM (
      SELECT a.id, ${line.before}::text || '/' || ${escapedInSql(sql`p.slug`)} || '/' || ${escapedInSql(sql`a.slug`)}
        || ${line.between}::text || to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || ${line.after}::text AS line
      ${publicArticlesInRange(range)}
    ) lines`,
  )
  return rows[0]?.text ?? ''
}

/**
 * What a range's lines are made of: the version of each public article's row and of its PMS's (id and `xmin`, which
 * every update of a row changes, whoever writes it), as one digest; null when the range holds no public article.
 * Reading it costs PostgreSQL a fraction of writing the lines (200 KB of them for a full range).
 */
export async function publicArticleRangeVersion(payload: Payload, range: ArticleIdRange): Promise<string | null> {
  const rows = await preparedRows<{ version: string | null }>(
    payload,
    sql`
    SELECT md5(string_agg(a.id || ':' || a.xmin || ':' || p.id || ':' || p.xmin, ',' ORDER BY a.id)) AS version
    ${publicArticlesInRange(range)}`,
  )
  return rows[0]?.version ?? null
}

export interface RecentArticle {
  pmsSlug: string
  slug: string
  title: string
  publishedAt: Date
}

/** The public articles published from `since` to `until`, newest first, at most `limit`: for news search. */
export async function publicArticlesPublishedBetween(
  payload: Payload,
  since: Date,
  until: Date,
  limit: number,
): Promise<RecentArticle[]> {
  const rows = await preparedRows<{ pms_slug: string; slug: string; title: string; published_at: Date | string }>(
    payload,
    sql`
    SELECT p.slug AS pms_slug, a.slug, a.title, a.published_at
    FROM articles a JOIN pmses p ON p.id = a.pms_id
    WHERE ${publicArticle('a', 'p')} AND a.published_at >= ${since.toISOString()} AND a.published_at <= ${until.toISOString()}
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT ${limit}`,
  )
  return rows.map((row) => ({
    pmsSlug: row.pms_slug,
    slug: row.slug,
    title: row.title,
    publishedAt: new Date(row.published_at),
  }))
}
