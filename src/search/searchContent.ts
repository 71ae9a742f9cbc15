/**
 * Ranked full-text search over the published articles, PMS profiles, comparisons and glossary terms
 * (docs/decisions/011-search.md). One statement counts and ranks the matches of a weighted `tsvector` (title A,
 * excerpt/tagline/definition B, body C) against `websearch_to_tsquery`, with the last word also matched as a
 * prefix; a second highlights the page's results with `ts_headline`. When nothing matches, titles are compared by
 * trigram similarity instead, so a misspelled query ("chanel manager") still finds its page.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { SearchQuery } from './searchQuery'

export type SearchResultType = 'article' | 'pms' | 'comparison' | 'glossary-term'

export interface SearchHit {
  type: SearchResultType
  title: string
  /** Site-relative path of the result's page. */
  path: string
  date: string | null
  /** Text around the matches; highlighted words are wrapped in HIGHLIGHT_START / HIGHLIGHT_END. */
  snippet: string
}

export interface SearchResults {
  total: number
  hits: SearchHit[]
  /** True when nothing matched the words and the results are titles resembling the query. */
  similarTitles: boolean
}

/** Private-use characters mark highlights: they are removed from the searched text first, so none is forged. */
export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_END = '\uE001'

/**
 * Past this many matching articles, ranking reads only the small title-and-excerpt vector: reading every match's
 * whole vector would make a broad query ("hotel") cost a read of the entire archive. Body-only matches then follow
 * by date.
 */
const FULL_RANK_LIMIT = 500
/** Articles up to half a year old rank up to 30 % higher: news ages. */
const RECENCY = sql`(1 + 0.3 * exp(-extract(epoch FROM (now() - m.published_at)) / (86400 * 180)))`
/** Snippets come from the start of long texts: highlighting a whole long body costs more than it shows. */
const SNIPPET_SOURCE_CHARACTERS = 3000

const db = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

function tsquery(query: SearchQuery): SQL {
  const words = sql`websearch_to_tsquery('public.pmsnews_english', ${query.text})`
  if (!query.prefix) return words
  const prefix = sql`(websearch_to_tsquery('public.pmsnews_english', ${query.prefix.head}) && to_tsquery('public.pmsnews_english', ${`${query.prefix.word}:*`}))`
  return sql`(${words} || ${prefix})`
}

/** Markdown reduced to words for snippets: link targets, images and markup characters dropped. */
const plain = (column: SQL) =>
  sql`translate(regexp_replace(regexp_replace(${column}, '!?\\[([^\\]]*)\\]\\([^)]*\\)', '\\1', 'g'), '[#*_\`>|~]+', ' ', 'g'), ${`${HIGHLIGHT_START}${HIGHLIGHT_END}`}, '')`

interface Row {
  type: SearchResultType
  id: number
  title: string
  path: string
  date: Date | string | null
  total: number
  snippet?: string
}

async function rankedMatches(payload: Payload, q: SQL, limit: number, offset: number): Promise<Row[]> {
  // The matching articles are found once (one index scan), counted, and ranked by their whole vector only when
  // there are few of them.
  const { rows } = await db(payload).execute(sql`
    WITH matched AS MATERIALIZED (
      SELECT a.id, a.title, a.slug, p.slug AS pms_slug, a.published_at, a.search_head
      FROM articles a JOIN pmses p ON p.id = a.pms_id
      WHERE a.search_vector @@ ${q} AND a.is_published AND p.is_published AND a.published_at IS NOT NULL
    ), sized AS (SELECT count(*) AS n FROM matched),
    matches AS (
      SELECT 'article' AS type, m.id, m.title, '/' || m.pms_slug || '/' || m.slug AS path, m.published_at AS date,
             CASE WHEN (SELECT n FROM sized) <= ${FULL_RANK_LIMIT}
                  THEN ts_rank_cd((SELECT a.search_vector FROM articles a WHERE a.id = m.id), ${q})
                  ELSE ts_rank_cd(m.search_head, ${q}) END * ${RECENCY} AS rank
      FROM matched m
      UNION ALL
      SELECT 'pms', p.id, p.name, '/' || p.slug, p.updated_at, ts_rank_cd(p.search_vector, ${q}) * 1.5
      FROM pmses p WHERE p.search_vector @@ ${q} AND p.is_published AND p.slug IS NOT NULL
      UNION ALL
      SELECT 'comparison', c.id, c.title, '/compare/' || c.slug, c.updated_at, ts_rank_cd(c.search_vector, ${q})
      FROM comparisons c WHERE c.search_vector @@ ${q} AND c.is_published AND c.slug IS NOT NULL
      UNION ALL
      SELECT 'glossary-term', g.id, g.term, '/glossary/' || g.slug, g.updated_at, ts_rank_cd(g.search_vector, ${q}) * 1.5
      FROM glossary_terms g WHERE g.search_vector @@ ${q} AND g.is_published AND g.slug IS NOT NULL
    )
    SELECT type, id, title, path, date, count(*) OVER ()::int AS total
    FROM matches ORDER BY rank DESC, date DESC NULLS LAST, type, id LIMIT ${limit} OFFSET ${offset}`)
  return rows as unknown as Row[]
}

/** Nothing matched the words: titles that look like the query, most alike first. */
async function similarTitles(payload: Payload, text: string, limit: number, offset: number): Promise<Row[]> {
  const wanted = sql`public.pmsnews_search_title(${text})`
  const { rows } = await db(payload).execute(sql`
    WITH matches AS (
      SELECT 'article' AS type, a.id, a.title, '/' || p.slug || '/' || a.slug AS path, a.published_at AS date,
             word_similarity(${wanted}, public.pmsnews_search_title(a.title)) AS rank
      FROM articles a JOIN pmses p ON p.id = a.pms_id
      WHERE ${wanted} <% public.pmsnews_search_title(a.title) AND a.is_published AND p.is_published AND a.published_at IS NOT NULL
      UNION ALL
      SELECT 'pms', p.id, p.name, '/' || p.slug, p.updated_at, word_similarity(${wanted}, public.pmsnews_search_title(p.name))
      FROM pmses p WHERE ${wanted} <% public.pmsnews_search_title(p.name) AND p.is_published AND p.slug IS NOT NULL
      UNION ALL
      SELECT 'comparison', c.id, c.title, '/compare/' || c.slug, c.updated_at, word_similarity(${wanted}, public.pmsnews_search_title(c.title))
      FROM comparisons c WHERE ${wanted} <% public.pmsnews_search_title(c.title) AND c.is_published AND c.slug IS NOT NULL
      UNION ALL
      SELECT 'glossary-term', g.id, g.term, '/glossary/' || g.slug, g.updated_at, word_similarity(${wanted}, public.pmsnews_search_title(g.term))
      FROM glossary_terms g WHERE ${wanted} <% public.pmsnews_search_title(g.term) AND g.is_published AND g.slug IS NOT NULL
    )
    SELECT type, id, title, path, date, count(*) OVER ()::int AS total
    FROM matches ORDER BY rank DESC, date DESC NULLS LAST, type, id LIMIT ${limit} OFFSET ${offset}`)
  return rows as unknown as Row[]
}

/** `ts_headline` over each result's own text; without a query (similar titles) its opening words. */
async function snippets(payload: Payload, rows: Row[], q: SQL | null): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map()
  const ids = (type: SearchResultType) => rows.filter((row) => row.type === type).map((row) => row.id)
  // One passage per result: fragment mode (MaxFragments > 0) costs about fifteen times as much.
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=35, MinWords=15`
  const headline = (text: SQL) =>
    q ? sql`ts_headline('public.pmsnews_english', ${plain(sql`left(${text}, ${SNIPPET_SOURCE_CHARACTERS})`)}, ${q}, ${options})` : sql`left(${plain(text)}, 200)`
  const list = (values: number[]) => sql.join(values.length > 0 ? values.map((value) => sql`${value}`) : [sql`NULL`], sql`, `)
  const { rows: found } = await db(payload).execute(sql`
    SELECT 'article' AS type, id, ${headline(sql`coalesce(excerpt, '') || E'\\n' || body`)} AS snippet FROM articles WHERE id IN (${list(ids('article'))})
    UNION ALL SELECT 'pms', id, ${headline(sql`coalesce(tagline, '') || E'\\n' || coalesce(profile, '')`)} FROM pmses WHERE id IN (${list(ids('pms'))})
    UNION ALL SELECT 'comparison', id, ${headline(sql`coalesce(verdict, '') || E'\\n' || body`)} FROM comparisons WHERE id IN (${list(ids('comparison'))})
    UNION ALL SELECT 'glossary-term', id, ${headline(sql`short_definition || E'\\n' || coalesce(body, '')`)} FROM glossary_terms WHERE id IN (${list(ids('glossary-term'))})`)
  return new Map((found as Array<{ type: string; id: number; snippet: string }>).map((row) => [`${row.type}:${row.id}`, row.snippet]))
}

export async function searchContent(payload: Payload, query: SearchQuery, page: number, pageSize: number): Promise<SearchResults> {
  if (!query.searchable) return { total: 0, hits: [], similarTitles: false }
  const q = tsquery(query)
  const offset = (page - 1) * pageSize
  let rows = await rankedMatches(payload, q, pageSize, offset)
  // Nothing matches the words (on a later page: not even on the first): titles resembling the query instead.
  const noWordMatch = rows.length === 0 && (page === 1 || (await rankedMatches(payload, q, 1, 0)).length === 0)
  if (noWordMatch) rows = await similarTitles(payload, query.text, pageSize, offset)
  const similar = noWordMatch && rows.length > 0
  const texts = await snippets(payload, rows, similar ? null : q)
  return {
    total: rows[0]?.total ?? 0,
    similarTitles: similar,
    hits: rows.map((row) => ({
      type: row.type,
      title: row.title,
      path: row.path,
      date: row.date ? new Date(row.date).toISOString() : null,
      snippet: (texts.get(`${row.type}:${row.id}`) ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }
}
