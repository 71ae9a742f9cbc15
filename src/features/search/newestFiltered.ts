/**
 * A search narrowed by tag, PMS or category with no words (docs/decisions/075-search-filters-and-moved-lists.md): the
 * newest public articles the filter lets through, newest first. As a search ranks only the newest
 * ARTICLE_CANDIDATE_LIMIT matching articles, so this lists only those, and past them the count is a lower bound.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  type ArticleSearchFilter,
  articleSearchResults,
  newestArticlesFiltered,
} from '../../content/articles/articleSearch'
import { drizzleOf } from '../../ground/db/adapter'
import { ARTICLE_CANDIDATE_LIMIT } from './articleCandidates'
import type { SearchResults } from './searchContent'

interface Row {
  id: number | null
  title: string
  path: string
  date: Date | string | null
  candidates: number
}

/** Page `page` of the newest articles the filter lets through, in one statement; no snippets (no words to show). */
export async function newestFiltered(
  payload: Payload,
  page: number,
  pageSize: number,
  filter: ArticleSearchFilter,
): Promise<SearchResults> {
  const { rows } = await drizzleOf(payload).execute(sql`
    WITH candidates AS MATERIALIZED (${newestArticlesFiltered(ARTICLE_CANDIDATE_LIMIT + 1, filter)}),
    page AS (SELECT id FROM candidates ORDER BY published_at DESC, id DESC
      LIMIT ${Math.max(0, Math.min(pageSize, ARTICLE_CANDIDATE_LIMIT - (page - 1) * pageSize))} OFFSET ${(page - 1) * pageSize})
    SELECT r.id, r.title, r.path, r.date, (SELECT count(*) FROM candidates)::int AS candidates
    FROM (SELECT 1) AS one LEFT JOIN (${articleSearchResults(sql`SELECT id FROM page`)}) r ON true
    ORDER BY r.date DESC, r.id DESC`)
  const found = rows as unknown as Row[]
  const candidates = found[0]?.candidates ?? 0
  return {
    total: Math.min(candidates, ARTICLE_CANDIDATE_LIMIT),
    more: candidates > ARTICLE_CANDIDATE_LIMIT,
    correction: null,
    hits: found
      .filter((row) => row.id !== null)
      .map((row) => ({
        type: 'article' as const,
        id: row.id!,
        title: row.title,
        path: row.path,
        date: row.date ? new Date(row.date).toISOString() : null,
        snippet: '',
      })),
  }
}
