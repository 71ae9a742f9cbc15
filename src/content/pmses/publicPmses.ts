/**
 * The public PMS profiles as the site's lists read them (src/ground/db/publicVisibility.ts): the directory A–Z, with or
 * without how much news there is about each, the profiles' slugs and dates for the sitemap, and their ids for a
 * statement that checks many articles' PMS at once. One statement each: they run on every miss of the pages that
 * show them.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicPms } from '../../ground/db/publicVisibility'
import {
  latestPublicationOfPms,
  newestChangeOfPublicArticles,
  publicArticleCountOfPms,
} from '../articles/publicArticlesOfListing'

export interface PublicPmsName {
  name: string
  slug: string
  tagline: string | null
}

/** The ids of the public profiles, for a Payload `where` that names them rather than joining them (`publicWhereOfPmsIds`). */
export async function publicPmsIdList(payload: Payload): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(payload, sql`SELECT p.id FROM pmses p WHERE ${publicPms('p')}`)
  return rows.map((row) => row.id)
}

/** The public profiles A–Z with their taglines: the home page's directory, llms.txt's PMS section, search. */
export async function publicPmsesAToZ(payload: Payload): Promise<PublicPmsName[]> {
  return preparedRows<PublicPmsName>(
    payload,
    sql`SELECT p.name, p.slug, p.tagline FROM pmses p WHERE ${publicPms('p')} ORDER BY p.name, p.id`,
  )
}

export interface PublicPmsWithNews extends PublicPmsName {
  vendor: string | null
  /** The stored value (`cloud`, `on-premise`, …). */
  deployment: string | null
  articleCount: number
  /** When its latest public article was published; null when it has none. */
  latestAt: Date | null
}

/**
 * The public profiles A–Z with their vendor and deployment, and how much news there is about each (count and latest
 * date): the PMS directory. Counts and dates come off the indexes of public articles by PMS.
 */
export async function publicPmsesWithNews(payload: Payload): Promise<PublicPmsWithNews[]> {
  const rows = await preparedRows<{
    name: string
    slug: string
    tagline: string | null
    vendor: string | null
    deployment: string | null
    article_count: number | string
    latest_at: Date | string | null
  }>(
    payload,
    sql`
    SELECT p.name, p.slug, p.tagline, p.vendor, p.deployment,
      ${publicArticleCountOfPms(sql`p.id`)} AS article_count,
      ${latestPublicationOfPms(sql`p.id`)} AS latest_at
    FROM pmses p
    WHERE ${publicPms('p')}
    ORDER BY p.name, p.id`,
  )
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    tagline: row.tagline,
    vendor: row.vendor,
    deployment: row.deployment,
    articleCount: Number(row.article_count),
    latestAt: row.latest_at === null ? null : new Date(row.latest_at),
  }))
}

/**
 * The public profiles' hubs for the sitemap (src/features/discovery/loadSitemapPages.ts), as one part of its statement: each
 * profile's `slug`, when its hub last `changed` (the profile, or its newest-edited public article) and when that
 * `newest_article` changed (null when it has none).
 */
export const publicPmsHubsChanged: SQL = sql`
  SELECT p.slug, greatest(p.updated_at, newest.at) AS changed, newest.at AS newest_article
  FROM pmses p LEFT JOIN LATERAL ${newestChangeOfPublicArticles({ pms: sql`p.id` })} newest ON true
  WHERE ${publicPms('p')}`

/** A public profile as the social web shows its topic actor: its name, tagline and the logo's stored file. */
export interface PublicPmsActor extends PublicPmsName {
  logo: { directory: string; filename: string; mimeType: string | null } | null
}

/** One public profile by its slug (a topic actor of the social web: src/features/federation/), or null. */
export async function publicPmsBySlug(payload: Payload, slug: string): Promise<PublicPmsActor | null> {
  const rows = await preparedRows<PublicPmsActor>(
    payload,
    sql`SELECT p.name, p.slug, p.tagline,
        CASE WHEN m.filename IS NULL THEN NULL
          ELSE json_build_object('directory', m.prefix, 'filename', m.filename, 'mimeType', m.mime_type) END AS logo
      FROM pmses p LEFT JOIN media m ON m.id = p.logo_id
      WHERE ${publicPms('p')} AND p.slug = ${slug} LIMIT 1`,
  )
  return rows[0] ?? null
}

/** The public profiles as rows `id, name, slug`: the search page's choice of PMSes (src/features/search/searchFilters.ts). */
export const publicPmsNames: SQL = sql`SELECT p.id, p.name, p.slug FROM pmses p WHERE ${publicPms('p')}`
