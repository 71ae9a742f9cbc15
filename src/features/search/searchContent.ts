/**
 * Ranked full-text search over the published articles, PMS profiles, comparisons and glossary terms
 * (docs/decisions/011-search.md). The reader's words become a `websearch_to_tsquery`, with the last word also
 * matched as a prefix. The newest matching articles (articleCandidates.ts) and the matching pages are ranked by
 * `ts_rank_cd` over a weighted `tsvector` (title A, excerpt/tagline/definition B, body C) and counted, and the
 * page's results get snippets. A query that matches nothing is corrected word by word ("chanel manger" →
 * "channel manager") and searched again. Each entity's module gives its matching rows and its snippets' text
 * (src/content/articles/articleSearch.ts and its siblings); here they are composed into one prepared statement and ranked.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { type ArchiveShape, readArchiveShape } from '../../content/articles/archiveShape'
import { type ArticleSearchFilter, articleSearchResults } from '../../content/articles/articleSearch'
import { comparisonSearchResults } from '../../content/comparisons/comparisonSearch'
import { glossaryTermSearchResults } from '../../content/glossaryTerms/glossaryTermSearch'
import { pmsSearchResults } from '../../content/pmses/pmsSearch'
import { genericPlanRows, preparedRows } from '../../ground/db/adapter'
import { firstWindowFor, newestCandidates } from './articleCandidates'
import type { SearchQuery } from './searchQuery'
import { finishSnippet, type RawSnippet } from './finishSnippet'
import { type SearchResultType, snippetOf } from './searchSnippets'
import { correctSpelling } from './spellingCorrection'

export interface SearchHit {
  type: SearchResultType
  /** The record's id in its collection. */
  id: number
  title: string
  /** Site-relative path of the result's page. */
  path: string
  date: string | null
  /** Text around the matches; highlighted words are wrapped in HIGHLIGHT_START / HIGHLIGHT_END. */
  snippet: string
}

export interface SearchResults {
  total: number
  /** True when more articles matched than were ranked (ARTICLE_CANDIDATE_LIMIT): `total` is then a lower bound. */
  more: boolean
  hits: SearchHit[]
  /** The words searched instead, when the query as typed matched nothing and a correction did. */
  correction: string | null
}

/** Articles up to half a year old rank up to 30 % higher: news ages. */
const recency = (publishedAt: SQL) =>
  sql`(1 + 0.3 * exp(-extract(epoch FROM (now() - ${publishedAt})) / (86400 * 180)))`

/** Quotes, `or` and `-word` make a query more than a list of words. */
const OPERATORS = /"|(^|\s)-|(^|\s)or(\s|$)/i

/**
 * A PMS profile or glossary term whose name holds all the words searched ("channel managers" → the term "Channel
 * manager") ranks twice as high: a query naming a thing most likely wants its page, however often articles
 * mention it.
 */
const namedBy = (name: SQL, q: SQL) =>
  sql`(CASE WHEN to_tsvector('public.pmsnews_english', ${name}) @@ ${q} THEN 2 ELSE 1 END)`

/** The reader's words as a tsquery, built by PostgreSQL. */
function tsqueryOf(query: SearchQuery): SQL {
  const words = sql`websearch_to_tsquery('public.pmsnews_english', ${query.text})`
  if (!query.prefix) return words
  const prefix = sql`(websearch_to_tsquery('public.pmsnews_english', ${query.prefix.head}) && to_tsquery('public.pmsnews_english', ${`${query.prefix.word}:*`}))`
  // For plain words the prefix form matches all the exact form does, and ranking one query costs half of two.
  return OPERATORS.test(query.text) ? sql`(${words} || ${prefix})` : prefix
}

interface Row {
  type: SearchResultType | null
  id: number | null
  title: string
  path: string
  date: Date | string | null
  snippet: RawSnippet | null
  /** Ranked results in all (the candidate articles and every matching page). */
  total: number
}

/**
 * The candidate articles and the matching pages, ranked and counted, and the requested page with snippets, in one
 * prepared statement: what it does is the same whatever the words, so PostgreSQL plans it once per connection rather
 * than on every search (planning it had cost more than running it). Always one row at least: past the last page, a
 * row of nulls still carries the count.
 */
async function rankedPage(
  payload: Payload,
  q: SQL,
  candidates: number[],
  { limit, offset, filter }: { limit: number; offset: number; filter: ArticleSearchFilter },
): Promise<Row[]> {
  const ids = sql`SELECT unnest(${`{${candidates.join(',')}}`}::int[]) AS id`
  const articles = sql`
      SELECT 'article' AS type, r.id, r.title, r.path, r.date, ts_rank_cd(r.vector, ${q}) * ${recency(sql`r.date`)} AS rank
      FROM (${articleSearchResults(ids, filter)}) r`
  // A search narrowed to articles (by PMS, category, tag, dates, or an editor's drafts) ranks articles only.
  const pages = articlesOnly(filter)
    ? sql``
    : sql`
      UNION ALL
      SELECT 'pms', r.id, r.title, r.path, r.date, ts_rank_cd(r.vector, ${q}) * 1.5 * ${namedBy(sql`r.title`, q)}
      FROM (${pmsSearchResults(q)}) r
      UNION ALL
      SELECT 'comparison', r.id, r.title, r.path, r.date, ts_rank_cd(r.vector, ${q})
      FROM (${comparisonSearchResults(q)}) r
      UNION ALL
      SELECT 'glossary-term', r.id, r.title, r.path, r.date, ts_rank_cd(r.vector, ${q}) * 1.5 * ${namedBy(sql`r.title`, q)}
      FROM (${glossaryTermSearchResults(q)}) r`
  return genericPlanRows<Row>(
    payload,
    sql`
    WITH matches AS (${articles}${pages}),
    page AS (SELECT * FROM matches ORDER BY rank DESC, date DESC NULLS LAST, type, id LIMIT ${limit} OFFSET ${offset})
    SELECT page.type, page.id, page.title, page.path, page.date, ${snippetOf(sql`page.type`, sql`page.id`, q)} AS snippet,
           (SELECT count(*) FROM matches)::int AS total
    FROM (SELECT 1) AS one LEFT JOIN page ON true
    ORDER BY page.rank DESC, page.date DESC NULLS LAST, page.type, page.id`,
  )
}

const articlesOnly = (filter: ArticleSearchFilter) =>
  filter.drafts === true ||
  filter.pmsId !== undefined ||
  filter.categoryId !== undefined ||
  filter.tagId !== undefined ||
  filter.since !== undefined ||
  filter.until !== undefined

/**
 * The query compiled once by PostgreSQL and handed back as a literal: a tsquery built inside the statement is not
 * a constant to the planner, which then cannot tell a query matching half the archive from one matching ten rows.
 * Null when nothing searchable is left (only stop words). The archive's shape is read beside it, in a statement
 * without parameters, which PostgreSQL plans once per connection (a statement with the words planned it on every search).
 */
async function compileQuery(
  payload: Payload,
  query: SearchQuery,
): Promise<{ q: SQL | null; text: string; shape: ArchiveShape }> {
  const [[row = {}], shape] = await Promise.all([
    preparedRows<{ q?: string | null }>(payload, sql`SELECT (${tsqueryOf(query)})::text AS q`),
    readArchiveShape(payload),
  ])
  const text = row.q ?? ''
  return { q: text.trim() ? sql`${text}::tsquery` : null, text, shape }
}

interface Found {
  rows: Row[]
  total: number
  more: boolean
}

async function findPage(payload: Payload, query: SearchQuery, within: Within): Promise<Found> {
  const { q, text, shape } = await compileQuery(payload, query)
  if (!q) return { rows: [], total: 0, more: false }
  const { page, pageSize, filter } = within
  // The archive's shape knows published articles only: a search that takes drafts too looks at them all at once.
  const firstWindow = filter.drafts ? Infinity : firstWindowFor(text, shape)
  const candidates = await newestCandidates(payload, q, shape, firstWindow, filter)
  const rows = await rankedPage(payload, q, candidates.ids, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    filter,
  })
  return {
    rows: rows.filter((row) => row.id !== null),
    total: rows[0]?.total ?? 0,
    more: candidates.more,
  }
}

/** Which page of results, and which articles may be among them (public ones of any PMS, category and date by default). */
interface Within {
  page: number
  pageSize: number
  filter: ArticleSearchFilter
}

export async function searchContent(
  payload: Payload,
  query: SearchQuery,
  page: number,
  pageSize: number,
  filter: ArticleSearchFilter = {},
): Promise<SearchResults> {
  if (!query.searchable) return { total: 0, more: false, hits: [], correction: null }
  const within = { page, pageSize, filter }
  let found = await findPage(payload, query, within)
  let correction: string | null = null
  // Nothing at all matches the words as typed (not just nothing on this page): search corrected words instead.
  const corrected = found.total === 0 ? await correctSpelling(payload, query.text) : null
  if (corrected) {
    const instead = await findPage(payload, { text: corrected, searchable: true, prefix: null }, within)
    if (instead.total > 0) [found, correction] = [instead, corrected]
  }
  return {
    total: found.total,
    more: found.more,
    correction,
    hits: found.rows.map((row) => ({
      type: row.type!,
      id: row.id!,
      title: row.title,
      path: row.path,
      date: row.date ? new Date(row.date).toISOString() : null,
      snippet: finishSnippet(row.snippet, correction ?? query.text),
    })),
  }
}
