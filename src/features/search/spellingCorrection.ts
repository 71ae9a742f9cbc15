/**
 * "Did you mean": a query that matched nothing, corrected word by word against the vocabulary of titles, names and
 * terms (`search_words`, kept by triggers; docs/decisions/011-search.md). A word the vocabulary holds stays; any
 * other becomes the most similar word it holds by trigram similarity, if one is similar enough (pg_trgm's `%`).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { genericPlanRows } from '../../ground/db/adapter'

const WORD = /[\p{L}\p{N}]+/gu

/** The corrected words, or null when no word changed (then searching again would find nothing new). */
export async function correctSpelling(payload: Payload, text: string): Promise<string | null> {
  // The words only (letters and digits, so they are safe inside an array literal); quotes and operators go.
  const words = (text.match(WORD) ?? []).slice(0, 20)
  if (words.length === 0) return null
  // Prepared, its generic plan forced: a query that matches nothing (a crawler's made-up words among them) runs it on
  // every miss, and PostgreSQL planned it for the words each time.
  const found = await genericPlanRows<{ typed: string; word: string }>(
    payload,
    sql`
    SELECT t.typed, coalesce(
      (SELECT v.word FROM search_words v WHERE v.word = t.typed),
      (SELECT v.word FROM search_words v WHERE length(t.typed) >= 3 AND v.word % t.typed
        ORDER BY similarity(v.word, t.typed) DESC, abs(length(v.word) - length(t.typed)), v.word LIMIT 1),
      t.typed) AS word
    FROM unnest(${`{${words.map((word) => `"${word}"`).join(',')}}`}::text[]) WITH ORDINALITY AS w(word, n),
         LATERAL (SELECT public.pmsnews_search_title(w.word) AS typed) t
    ORDER BY w.n`,
  )
  return found.some((row) => row.word !== row.typed) ? found.map((row) => row.word).join(' ') : null
}
