/**
 * Which articles a search ranks: the newest published ones that match, at most ARTICLE_CANDIDATE_LIMIT
 * (docs/decisions/011-search.md). Ranking reads each candidate's whole vector, so a broad query ("hotel") over a
 * large archive would otherwise read the entire archive; news ages, so the newest matches are the ones worth
 * ranking, and past this many the count is given as "more than".
 */
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { ArchiveShape } from '../../content/articles/archiveShape'
import { type ArticleSearchFilter, newestArticlesMatching } from '../../content/articles/articleSearch'
import { drizzleOf } from '../../ground/db/adapter'

export const ARTICLE_CANDIDATE_LIMIT = 300

/**
 * How large the first window should be to hold enough matches, from the share of articles holding the query's
 * rarest word (for words that must all appear, no more articles can match). A word the statistics do not list is
 * rare, so the whole archive is searched at once. Queries with `or` or `-word` start at FIRST_WINDOW.
 */
export function firstWindowFor(tsquery: string, shape: ArchiveShape): number {
  if (shape.lexemes.size === 0 || /[|!]/.test(tsquery)) return FIRST_WINDOW
  const words = [...tsquery.matchAll(/'((?:[^']|'')+)'(:\*)?/g)].map((match) => ({
    lexeme: match[1]!.replaceAll("''", "'"),
    prefix: Boolean(match[2]),
  }))
  if (words.length === 0) return FIRST_WINDOW
  let share = 1
  for (const { lexeme, prefix } of words) {
    let found = shape.lexemes.get(lexeme) ?? 0
    if (prefix)
      for (const [other, frequency] of shape.lexemes) if (other.startsWith(lexeme)) found = Math.max(found, frequency)
    share = Math.min(share, found)
  }
  if (share === 0) return Infinity
  return Math.max(FIRST_WINDOW, Math.ceil((1.5 * (ARTICLE_CANDIDATE_LIMIT + 1)) / share))
}

/** Roughly where the newest `window` articles begin; null when the window is the whole archive (or unknown). */
function windowStart(shape: ArchiveShape, window: number): string | null {
  const buckets = shape.dateBounds.length - 1
  if (buckets < 1 || !Number.isFinite(window) || window >= shape.total) return null
  const back = Math.ceil(window / (shape.total / buckets))
  return back < buckets ? shape.dateBounds[buckets - back]! : null
}

/** The smallest first window of newest articles looked in; a window never grows more than MAX_GROWTH times at once. */
const FIRST_WINDOW = 2 * ARTICLE_CANDIDATE_LIMIT
const MAX_GROWTH = 64

/** The newest matching articles a search ranks (at most ARTICLE_CANDIDATE_LIMIT, newest first), and whether more matched. */
export interface Candidates {
  ids: number[]
  more: boolean
}

/**
 * Both obvious plans cost in proportion to the archive: walking the date index checks every article until enough
 * match (slow for a rare word), and the GIN index visits every match (slow for a common one). So matches are looked
 * for among the newest articles first (the GIN bitmap ANDed with a date range), in a window sized from how common
 * the query's words are (firstWindowFor); if too few match, the next window is sized from how many did, and a
 * window where none did gives way to the whole archive (the word is rare, so its matches are few). The rows visited
 * stay near the number wanted, in one to three statements.
 *
 * Each window's statement is planned for its words (`q` must be a tsquery constant, see compileQuery: the planner
 * then sees how common they are); ranking the candidates found does not depend on them, so it is left to a prepared
 * statement (searchContent.ts), and a window that found too few ranks nothing.
 */
export async function newestCandidates(
  payload: Payload,
  q: SQL,
  shape: ArchiveShape,
  firstWindow: number,
  filter: ArticleSearchFilter,
): Promise<Candidates> {
  for (let window = firstWindow; ;) {
    const since = windowStart(shape, window)
    const { rows } = await drizzleOf(payload).execute(
      newestArticlesMatching(q, since, ARTICLE_CANDIDATE_LIMIT + 1, filter),
    )
    const found = (rows as unknown as Array<{ id: number }>).map((row) => row.id)
    if (found.length > ARTICLE_CANDIDATE_LIMIT || since === null)
      return { ids: found.slice(0, ARTICLE_CANDIDATE_LIMIT), more: found.length > ARTICLE_CANDIDATE_LIMIT }
    window =
      found.length === 0
        ? Infinity
        : window * Math.min(MAX_GROWTH, (1.5 * (ARTICLE_CANDIDATE_LIMIT + 1)) / found.length)
  }
}
